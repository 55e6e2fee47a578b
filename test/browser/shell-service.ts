// The service behind the shell's browser tests: the sandbox (startSandboxService) of one API
// generation, with the answers those tests set by hand put in its place (control.respond), in that
// generation's wire shapes. The tests drive the shell's state through `state`: whether setup is
// done, what /api/app/status says, the handlers' running flags and the time of their status, the
// rule groups and collections, and the settings row. Handler triggers answer as the generation does
// and start no real run: the tests send the run's events themselves (push, pushRuleRunStarted …),
// so nothing the sandbox does on its own interferes.
import type { SandboxApiVersion } from '../../gateway/sandbox/api-version.ts';
import type { SandboxControl, TestAnswer } from '../../gateway/sandbox/control.ts';
import { generationOf } from '../helpers/generations.ts';
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
  /** Running flags by task name ('Rule Handler', 'Collection Handler'). */
  running: Record<string, boolean>;
  /** The `time` of task status answers (v3.24's rule queue has none); default: now. */
  statusTime?: () => string;
  /** Rule groups in the generation's wire shape (ruleGroupRow). */
  rules: unknown[];
  collections: unknown[];
  /** The main settings row: GET answers it, POST saves it as the real v2.21 service does; unset: a 404. */
  settings?: Record<string, unknown>;
  /** v2.21 only: Plex libraries, their items (one page holds them all) and TMDB poster paths by TMDB id; unset: Plex's empty answers. */
  plex?: { libraries: unknown[]; items: unknown[]; posters: Record<number, string> };
}

export interface ShellServiceOptions {
  /** The API generation the service speaks; default 2.21. */
  api?: SandboxApiVersion;
}

const HANDLER_BUSY: Record<string, string> = {
  'Rule Handler': 'The rule executor is already running',
  'Collection Handler': 'The collection handler is already running',
};

/** The version each generation's release image reports in /api/app/status (the recordings come from local builds, which say 'develop-'). */
export const RELEASE_VERSION: Record<SandboxApiVersion, string> = { '2.21': '2.21.0', '3.24': '3.24.0' };

/** Starts the sandbox of `options.api` and puts the state's answers in place. */
export async function startShellService(initial: Partial<ShellState> = {}, options: ShellServiceOptions = {}) {
  const api = options.api ?? '2.21';
  const v3 = generationOf(api) === 3;
  // v3.24's event log stamps each event with its own clock; a test that dates an event (push's
  // `time`) sets that clock for the one push, so both generations can send events from the past.
  let pinnedEventMs: number | undefined;
  const sandbox = await startSandboxService({ apiVersion: api, eventClock: () => pinnedEventMs ?? Date.now() });
  const control: SandboxControl = sandbox.control;
  const state: ShellState = {
    setup: true,
    appStatus: { status: 1, version: RELEASE_VERSION[api], commitTag: '', updateAvailable: false },
    running: { 'Rule Handler': false, 'Collection Handler': false },
    rules: [],
    collections: [],
    ...initial,
  };

  control.respond('GET', '/api/app/status', () => ({ text: JSON.stringify(state.appStatus) }));
  control.respond('GET', '/api/settings/test/setup', () => ({ text: String(state.setup) }));
  control.respond('GET', /^\/api\/tasks\/[^/]+\/status/, ({ path }) => {
    const name = decodeURIComponent(path.split('/')[3]!);
    // v3.24 has no rule handler task: its queue answers instead (recorded GET_tasks_Rule_Handler_status, 404).
    if (!(name in state.running) || (v3 && name === 'Rule Handler')) {
      return v3 ? { status: 404, json: { message: 'Task not found', error: 'Not Found', statusCode: 404 } } : { status: 500, json: { statusCode: 500, message: 'Internal server error' } };
    }
    const time = state.statusTime?.() ?? new Date().toISOString();
    return { json: { time, running: state.running[name], runningSince: state.running[name] ? time : null } };
  });
  // The running flag as v3.24's queue says it (recorded GET_rules_execute_status_*): a group runs.
  control.respond('GET', '/api/rules/execute/status', () =>
    v3 ? { json: queueStatus(state.running['Rule Handler'] ? firstGroupId(state) : null) } : undefined,
  );
  control.respond('GET', '/api/rules', () => ({ json: state.rules }));
  control.respond('GET', '/api/collections', () => ({ json: state.collections }));
  control.respond('GET', '/api/settings', () =>
    state.settings ? { json: state.settings } : { status: 404, json: { message: 'Cannot GET /api/settings', error: 'Not Found', statusCode: 404 } },
  );
  control.respond('POST', '/api/settings', ({ body }) => (state.settings && !v3 ? { status: 201, json: saveSettings(state, body) } : undefined));
  // v3.24 saves parts of the row with PATCH and answers 200 (recorded PATCH_settings_*).
  control.respond('PATCH', '/api/settings', ({ body }) => (state.settings && v3 ? { json: patchSettings(state, body) } : undefined));
  respondLibraries(control, state, v3);
  // The triggers: v2.21 refuses a second run of either handler with 409; v3.24 queues rules (201
  // while they run, queuing nothing more: recorded POST_rules_1_execute_while_running) and refuses
  // the collection handler only.
  for (const [path, name] of [['/api/rules/execute', 'Rule Handler'], ['/api/collections/handle', 'Collection Handler']] as const) {
    control.respond('POST', path, () =>
      state.running[name] && !(v3 && name === 'Rule Handler') ? { status: 409, json: { statusCode: 409, message: HANDLER_BUSY[name] } } : { status: 201, empty: true },
    );
  }
  control.respond('POST', /^\/api\/rules\/\d+\/execute$/, () => (v3 ? { status: 201, empty: true } : undefined));

  /** Sends one event framed like the generation's stream; `time` (ISO) defaults to now. */
  const push = (type: string, fields: Record<string, unknown> = {}, time = new Date().toISOString()) => {
    if (!v3) return control.push(type, fields, time);
    pinnedEventMs = Date.parse(time);
    try {
      control.push(type, fields);
    } finally {
      pinnedEventMs = undefined;
    }
  };
  /**
   * What the rule handler says when a run starts and ends: v2.21 runs every group at once; v3.24
   * runs one group at a time and names it (recorded GET_events_stream_during_rules_execute).
   */
  const ruleRunMessages = () => {
    const name = firstGroupName(state);
    return v3
      ? { started: `Started execution of rule '${name}'`, finished: `Finished execution of rule '${name}'` }
      : { started: 'Started execution of all active rules', finished: 'Finished execution of all active rules' };
  };

  return {
    url: sandbox.url,
    api,
    state,
    get requests() {
      return control.requests;
    },
    requestsTo: control.requestsTo,
    get streamCount() {
      return control.streamCount();
    },
    waitForStreams: control.waitForStreams,
    push,
    pushRaw: control.pushRaw,
    ruleRunMessages,
    /** Sends the events that start a rule run: on v3.24 the queue takes the first group, then it starts. */
    pushRuleRunStarted(time?: string) {
      if (v3) push('rule_handler_queue.status_updated', { data: queueStatus(firstGroupId(state)) }, time);
      push('rule_handler.started', { message: ruleRunMessages().started }, time);
    },
    /** Sends the events that end a rule run: on v3.24 the group's finished, then the queue goes idle. */
    pushRuleRunFinished(time?: string) {
      push('rule_handler.finished', { message: ruleRunMessages().finished }, time);
      if (v3) push('rule_handler_queue.status_updated', { data: queueStatus(null) }, time);
    },
    /** Sends v3.24's queue update (rule_handler_queue.status_updated): `running` executes, `waiting` are queued. */
    pushQueue(running: number | null, waiting: number[] = []) {
      push('rule_handler_queue.status_updated', { data: queueStatus(running, waiting) });
    },
    cutStreams: control.cutStreams,
    hold: control.hold,
    /** Answers the next `method` `path` request with `answer` instead of the service's own. */
    answerOnce(method: string, path: string, answer: TestAnswer) {
      let used = false;
      const remove = control.respond(method, path, () => {
        if (used) return undefined;
        used = true;
        queueMicrotask(remove);
        return answer;
      });
    },
    stop: control.stop,
    start: control.start,
    close: () => sandbox.close(),
  };
}

export type ShellService = Awaited<ReturnType<typeof startShellService>>;

/**
 * A rule group as GET /api/rules lists it on each generation (recorded/with-media GET_rules and
 * recorded-3.24 GET_rules: on v3.24 the library id is a string, the data type a word, and each group
 * has its own schedule), in library 1 (Movies), with no rules. The group's collection, which both
 * send inline and the app does not read, is left out.
 */
export function ruleGroupRow(api: SandboxApiVersion, group: { id: number; name: string; description?: string | null }): Record<string, unknown> {
  const common = { id: group.id, name: group.name, description: group.description ?? null };
  if (generationOf(api) === 2) {
    return { ...common, libraryId: 1, isActive: true, collectionId: group.id, useRules: true, dataType: 1, rules: [], notifications: [] };
  }
  return { ...common, libraryId: '1', isActive: true, collectionId: group.id, useRules: true, dataType: 'movie', ruleHandlerCronSchedule: null, rules: [], notifications: [] };
}

/** v3.24's queue status (GET /rules/execute/status and the queue event's `data`). */
function queueStatus(executing: number | null, waiting: number[] = []) {
  const busy = executing !== null || waiting.length > 0;
  return { processingQueue: busy, executingRuleGroupId: executing, pendingRuleGroupIds: [], queue: waiting };
}

/** The rule group a v3.24 run starts with: the first listed, or the one a test would name. */
function firstGroupId(state: ShellState): number {
  return (state.rules[0] as { id?: number } | undefined)?.id ?? 1;
}
function firstGroupName(state: ShellState): string {
  return (state.rules[0] as { name?: string } | undefined)?.name ?? 'Old movies';
}

/**
 * No media server library unless a test gives one: v2.21's Plex answers empty bodies, v3.24's
 * media server lists none. Posters come from the test's table (v2.21 /moviedb/image) or not at all
 * (v3.24 /metadata/image answers empty, as offline: recorded GET_metadata_image_movie_offline).
 */
function respondLibraries(control: SandboxControl, state: ShellState, v3: boolean) {
  if (v3) {
    control.respond('GET', '/api/media-server/libraries', () => ({ json: [] }));
    control.respond('GET', /^\/api\/media-server\/library\/[^/]+\/content/, () => ({ json: { totalSize: 0, offset: 0, limit: 30, items: [] } }));
    control.respond('GET', /^\/api\/metadata\/(image|backdrop)\//, () => ({ empty: true }));
    return;
  }
  control.respond('GET', '/api/plex/libraries', () => (state.plex ? { json: state.plex.libraries } : { empty: true }));
  control.respond('GET', /^\/api\/plex\/library\/[^/]+\/content\/\d+/, ({ path }) =>
    state.plex ? { json: { totalSize: state.plex.items.length, items: /\/library\/1\//.test(path) ? state.plex.items : [] } } : { empty: true },
  );
  control.respond('GET', /^\/api\/moviedb\/image\/(movie|show)\/\d+$/, ({ path }) => {
    const poster = state.plex?.posters[Number(path.split('/').at(-1))];
    return poster ? { text: poster } : { empty: true };
  });
}

const cron = (value: unknown) => typeof value === 'string' && value.trim().split(/\s+/).length === 5;

/**
 * POST /api/settings as the real v2.21 service saves it: nothing without both cron
 * fields; the submitted plex_hostname, overseerr_url and tautulli_url are lower-cased; plex_ssl is 1
 * only for a submitted https:// hostname or port 443; the scheme is stripped from the host.
 */
function saveSettings(state: ShellState, body: unknown) {
  if (typeof body !== 'object' || body === null) return { status: 'NOK', code: 0, message: 'Failure' };
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

/** PATCH /api/settings as v3.24 saves it: the fields sent, unless a cron field sent is not one (200 NOK, recorded). */
function patchSettings(state: ShellState, body: unknown) {
  const submitted = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const crons = ['collection_handler_job_cron', 'rules_handler_job_cron'].filter((key) => key in submitted);
  if (crons.some((key) => !cron(submitted[key]))) return { status: 'NOK', code: 0, message: 'Update failed, invalid CRON value was found' };
  state.settings = { ...state.settings, ...submitted };
  return { status: 'OK', code: 1, message: 'Success' };
}
