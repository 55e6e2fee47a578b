// Which generation of the Maintainerr API the service speaks. The two differ in paths and shapes
// (v2.21: /plex/*, /tasks/Rule Handler/status; v3.x: /media-server/*, /rules/execute/status …), so
// every area of this folder asks this module first. Release images say it in /app/status's version
// ("2.21.0", "3.24.0"); a local or develop build says "develop-…" or "0.0.0", and then a path only
// v3.x has (/media-server/type) decides: found (or refused by v3's setup guard) means v3, a 404 v2.
// That path also decides when the status failed, answered without a version, or is slow to come
// (STATUS_PATIENCE_MS): a release image asks GitHub before it answers the status, ~38 s without
// internet, and no screen should wait that long.
import { useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, ApiError } from '../lib/api-client.ts';
import { STATUS_PATIENCE_MS } from '../lib/constants.ts';
import { APP_STATUS_KEY, parseAppStatus, useAppStatus } from './status.ts';

/** The API generation: 2 for Maintainerr 2.x, 3 for 3.x. */
export type Generation = 2 | 3;

/** The path the probe asks; it exists on v3.x only. */
export const GENERATION_PROBE_KEY = '/media-server/type';

/** The generation a release version names ("2.21.0", "v3.24.0"), or undefined for a develop or local build. */
export function generationFromVersion(version: string): Generation | undefined {
  const major = /^v?(\d+)\.\d+/.exec(version.trim())?.[1];
  if (major === undefined || major === '0') return undefined;
  return Number(major) >= 3 ? 3 : 2;
}

/** A GET of the API: the client's own, or its early read (lib/early-reads.ts). */
type Read = (path: string) => Promise<unknown>;
const get: Read = (path) => api.get(path);

/**
 * Asks the v3-only path: its answer (an object with the server's `type`, recorded
 * GET_media-server_type) means v3, and so does the 403 of v3's setup guard (Nest's "Forbidden
 * resource": every /media-server path is refused until the first run is done; the path exists all
 * the same); a 404 means v2. Anything else (another 403, from an auth proxy say, or a web page
 * answered for every path by a server that is not the service) is an error to retry.
 */
export async function probeGeneration(read: Read = get): Promise<Generation> {
  let answer: unknown;
  try {
    answer = await read(GENERATION_PROBE_KEY);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 2;
    if (error instanceof ApiError && isSetupGuardRefusal(error)) return 3;
    throw error;
  }
  if (typeof answer === 'object' && answer !== null && 'type' in answer) return 3;
  throw new Error(`${GENERATION_PROBE_KEY} answered, but not as Maintainerr 3.x does`);
}

/** v3's MediaServerSetupGuard refusing a path: a 403 with Nest's body, no gateway code. */
function isSetupGuardRefusal(error: ApiError): boolean {
  return error.status === 403 && error.code === undefined && (error.body as { message?: unknown } | null)?.message === 'Forbidden resource';
}

/** The generation /app/status's version names; undefined for a develop build or a non-status. */
const generationOfStatus = (data: unknown) => {
  const status = parseAppStatus(data);
  return status && generationFromVersion(status.version);
};

/** Resolves (with undefined) STATUS_PATIENCE_MS after the page first asked for the generation. */
let patienceOver: Promise<undefined> | undefined;
let patient = true;
const patienceListeners = new Set<() => void>();
function statusPatienceOver(): Promise<undefined> {
  patienceOver ??= new Promise((resolve) =>
    setTimeout(() => {
      patient = false;
      for (const listener of patienceListeners) listener();
      resolve(undefined);
    }, STATUS_PATIENCE_MS),
  );
  return patienceOver;
}

/** Whether STATUS_PATIENCE_MS have passed since the page first asked; the clock starts at the first caller. */
function useStatusPatienceOver(): boolean {
  void statusPatienceOver();
  return !useSyncExternalStore(
    (listener) => {
      patienceListeners.add(listener);
      return () => patienceListeners.delete(listener);
    },
    () => patient,
  );
}

/** The generation a screen's hook has found already (it does not change while the app is open). */
let knownGeneration: Generation | undefined;
let probed: Promise<Generation> | undefined;

/**
 * The probe, asked once per page for every caller (the early reads, the hook, event handlers) while
 * it has an answer; after a failure the next caller asks again.
 */
function probeOnce(): Promise<Generation> {
  probed ??= probeGeneration().catch((error: unknown) => {
    probed = undefined;
    throw error;
  });
  return probed;
}

/**
 * The generation, from the status (read with `readStatus`) when it names one in time, else from the
 * probe; when the probe cannot tell (another 403) the status still may, however late. Rejects with
 * the status's failure when neither can tell.
 */
async function findGeneration(readStatus: Read): Promise<Generation> {
  const byStatus = readStatus(APP_STATUS_KEY).then(generationOfStatus);
  const named = await Promise.race([byStatus.catch(() => undefined), statusPatienceOver()]);
  if (named !== undefined) return named;
  try {
    return await probeOnce();
  } catch (probeFailure) {
    const late = await byStatus;
    if (late === undefined) throw probeFailure;
    return late;
  }
}

let generationReadEarly: Promise<Generation | undefined> | undefined;

/**
 * The generation read early (lib/early-reads.ts: useAppStatus takes the status's answer, the hook
 * shares the probe); undefined when neither could tell. Read once per page: the first reads ask for it from two places.
 */
export function readGenerationEarly(): Promise<Generation | undefined> {
  generationReadEarly ??= findGeneration((path) => api.readEarly(path)).catch(() => undefined);
  return generationReadEarly;
}

// The generation of a running service does not change while the app is open; an upgrade restarts it,
// and the app reloads on the next visit.
const READ_ONCE = { revalidateIfStale: false, revalidateOnReconnect: false, revalidateOnFocus: false } as const;

export interface GenerationState {
  /** Undefined until it is known. */
  generation: Generation | undefined;
  /** The service's version text, once /app/status has answered. */
  version: string | undefined;
  /** Why it could not be found out: neither the status nor the probe could tell (each failed, or the probe could not tell). */
  error: unknown;
}

/**
 * The service's API generation, from /app/status and, for develop builds or a status slow to come,
 * one probe. Unknown with an error once neither could tell: the status failed and the probe failed
 * or could not tell, or a develop build's probe failed.
 */
export function useGeneration(): GenerationState {
  const status = useAppStatus();
  const version = status.data?.version;
  const byVersion = version === undefined ? undefined : generationFromVersion(version);
  const impatient = useStatusPatienceOver();
  // Answered or failed: a status without a version (another server's answer) tells nothing either.
  const statusSettled = status.raw !== undefined || status.error !== undefined;
  const needsProbe = byVersion === undefined && (statusSettled || impatient);
  const probe = useSWR<Generation>(needsProbe ? [GENERATION_PROBE_KEY, 'generation'] : null, probeOnce, READ_ONCE);
  const generation = byVersion ?? probe.data;
  if (generation !== undefined) knownGeneration = generation;
  const neitherCanTell = statusSettled ? probe.error : undefined;
  return {
    generation,
    version,
    error: generation === undefined && neitherCanTell !== undefined ? (status.error ?? neitherCanTell) : undefined,
  };
}

/**
 * For a read that needs the generation first: `waiting` while it is being found out, and `failure`
 * when finding it out failed (the service unreachable as the app starts), so that a screen says the
 * service could not be reached instead of loading for ever. Both clear by themselves once the
 * service answers. Once the generation is known, a later failure is the read's own.
 */
export function useGenerationWait(): { waiting: boolean; failure: unknown; retry: () => Promise<unknown> } {
  const { generation, error } = useGeneration();
  const { mutate } = useSWRConfig();
  // A screen's Try again, while the generation is unknown: ask for it again (the read waits on it).
  const retry = () => mutate((key: unknown) => key === APP_STATUS_KEY || (Array.isArray(key) && key[0] === GENERATION_PROBE_KEY));
  if (generation !== undefined) return { waiting: false, failure: undefined, retry };
  return { waiting: !error, failure: error, retry };
}

/** A read that needs the generation, as its screen sees it: waiting, failed or retried with the generation. */
export function afterGeneration<R extends { error: unknown; isLoading: boolean; mutate: unknown }>(
  result: R,
  wait: ReturnType<typeof useGenerationWait>,
): R {
  if (!wait.waiting && wait.failure === undefined) return result;
  return { ...result, error: result.error ?? wait.failure, isLoading: result.isLoading || wait.waiting, mutate: wait.failure ? wait.retry : result.mutate };
}

/** afterGeneration with the generation's wait of this render: what each read needing the generation returns. */
export function useAfterGeneration<R extends { error: unknown; isLoading: boolean; mutate: unknown }>(result: R): R {
  return afterGeneration(result, useGenerationWait());
}

export { APP_STATUS_KEY };

// Plain functions called from event handlers, not hooks (a rule test, YAML, an arr server's Test),
// learn the generation here: once per page, as useGeneration does (a service does not change
// generation while the app is open).
let generationAsked: Promise<Generation> | undefined;
export function currentGeneration(): Promise<Generation> {
  if (knownGeneration !== undefined) return Promise.resolve(knownGeneration);
  generationAsked ??= findGeneration(get).catch((error: unknown) => {
    generationAsked = undefined;
    throw error;
  });
  return generationAsked;
}
