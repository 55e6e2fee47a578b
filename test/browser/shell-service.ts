// The service behind the shell's browser tests: the sandbox (startSandboxService) with the answers
// those tests set by hand put in its place (control.respond). The tests drive the shell's state
// through `state`: whether setup is done, what /api/app/status says, the handlers' running flags
// and the time of their status, the rule groups and collections, and the settings row. Handler
// triggers answer 201, or 409 while the flag says running, and start no real run: the tests send
// the run's events themselves (push), so nothing the sandbox does on its own interferes.
import type { SandboxControl } from '../../gateway/sandbox/control.ts';
import { startSandboxService } from '../helpers/sandbox-service.ts';

export interface ShellAppStatus {
  status: 1 | 0;
  version: string;
  commitTag: string;
  updateAvailable: boolean;
}

export interface ShellState {
  /** What GET /api/settings/test/setup answers. */
  setup: boolean;
  appStatus: ShellAppStatus;
  /** Running flags by task name. */
  running: Record<string, boolean>;
  /** The `time` of task status answers; default: now. */
  statusTime?: () => string;
  rules: unknown[];
  collections: unknown[];
  /** The main settings row: GET answers it, POST saves it as the real service does (API.md §2.1); unset: a 404. */
  settings?: Record<string, unknown>;
  /** Plex libraries, their items (one page holds them all) and TMDB poster paths by TMDB id; unset: Plex's empty answers. */
  plex?: { libraries: unknown[]; items: unknown[]; posters: Record<number, string> };
}

const HANDLER_BUSY: Record<string, string> = {
  'Rule Handler': 'The rule executor is already running',
  'Collection Handler': 'The collection handler is already running',
};

/** Starts the sandbox and puts the state's answers in place. */
export async function startShellService(initial: Partial<ShellState> = {}) {
  const sandbox = await startSandboxService();
  const control: SandboxControl = sandbox.control;
  const state: ShellState = {
    setup: true,
    appStatus: { status: 1, version: '2.21.0', commitTag: '', updateAvailable: false },
    running: { 'Rule Handler': false, 'Collection Handler': false },
    rules: [],
    collections: [],
    ...initial,
  };

  control.respond('GET', '/api/app/status', () => ({ text: JSON.stringify(state.appStatus) }));
  control.respond('GET', '/api/settings/test/setup', () => ({ text: String(state.setup) }));
  control.respond('GET', /^\/api\/tasks\/[^/]+\/status/, ({ path }) => {
    const name = decodeURIComponent(path.split('/')[3]!);
    if (!(name in state.running)) return { status: 500, json: { statusCode: 500, message: 'Internal server error' } };
    const time = state.statusTime?.() ?? new Date().toISOString();
    return { json: { time, running: state.running[name], runningSince: state.running[name] ? time : null } };
  });
  control.respond('GET', '/api/rules', () => ({ json: state.rules }));
  control.respond('GET', '/api/collections', () => ({ json: state.collections }));
  control.respond('GET', '/api/settings', () =>
    state.settings ? { json: state.settings } : { status: 404, json: { message: 'Cannot GET /api/settings', error: 'Not Found', statusCode: 404 } },
  );
  control.respond('POST', '/api/settings', ({ body }) => (state.settings ? { status: 201, json: saveSettings(state, body) } : undefined));
  // The shell's tests want no library unless they give one: Plex's empty answers, not the demo's.
  control.respond('GET', '/api/plex/libraries', () => (state.plex ? { json: state.plex.libraries } : { empty: true }));
  control.respond('GET', /^\/api\/plex\/library\/[^/]+\/content\/\d+/, ({ path }) =>
    state.plex ? { json: { totalSize: state.plex.items.length, items: /\/library\/1\//.test(path) ? state.plex.items : [] } } : { empty: true },
  );
  control.respond('GET', /^\/api\/moviedb\/image\/(movie|show)\/\d+$/, ({ path }) => {
    const poster = state.plex?.posters[Number(path.split('/').at(-1))];
    return poster ? { text: poster } : { empty: true };
  });
  for (const [path, name] of [['/api/rules/execute', 'Rule Handler'], ['/api/collections/handle', 'Collection Handler']] as const) {
    control.respond('POST', path, () =>
      state.running[name] ? { status: 409, json: { statusCode: 409, message: HANDLER_BUSY[name] } } : { status: 201, empty: true },
    );
  }

  return {
    url: sandbox.url,
    state,
    get requests() {
      return control.requests;
    },
    requestsTo: control.requestsTo,
    get streamCount() {
      return control.streamCount();
    },
    waitForStreams: control.waitForStreams,
    /** Sends one handler event, framed like the real service; `time` defaults to now. */
    push: (type: string, fields: Record<string, unknown> = {}, time = new Date().toISOString()) => control.push(type, fields, time),
    pushRaw: control.pushRaw,
    cutStreams: control.cutStreams,
    hold: control.hold,
    stop: control.stop,
    start: control.start,
    close: () => sandbox.close(),
  };
}

export type ShellService = Awaited<ReturnType<typeof startShellService>>;

/**
 * POST /api/settings as the real service saves it (API.md §2.1): nothing without both cron fields;
 * the submitted plex_hostname, overseerr_url and tautulli_url are lower-cased; plex_ssl is 1 only for
 * a submitted https:// hostname or port 443; the scheme is stripped from the host.
 */
function saveSettings(state: ShellState, body: unknown) {
  if (typeof body !== 'object' || body === null) return { status: 'NOK', code: 0, message: 'Failure' };
  const cron = (value: unknown) => typeof value === 'string' && value.trim().split(/\s+/).length === 5;
  const submitted = { ...(body as Record<string, unknown>) };
  if (!cron(submitted.collection_handler_job_cron) || !cron(submitted.rules_handler_job_cron)) {
    return { status: 'NOK', code: 0, message: 'Update failed, invalid CRON value was found' };
  }
  for (const key of ['plex_hostname', 'overseerr_url', 'tautulli_url']) {
    if (typeof submitted[key] === 'string') submitted[key] = (submitted[key] as string).toLowerCase();
  }
  const host = submitted.plex_hostname;
  submitted.plex_ssl = (typeof host === 'string' && host.includes('https://')) || submitted.plex_port == 443 ? 1 : 0;
  if (typeof host === 'string') submitted.plex_hostname = host.replace('https://', '').replace('http://', '');
  state.settings = { ...state.settings, ...submitted };
  return { status: 'OK', code: 1, message: 'Success' };
}
