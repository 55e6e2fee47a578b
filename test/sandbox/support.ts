// Shared helpers for the sandbox tests: start a sandbox on a temp folder, call it, read its streams.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../gateway/sandbox/index.ts';
import type { RecordedEntry, RecordedFixture } from '../fixtures/recorded-contract.mjs';

const recordedFixture = JSON.parse(readFileSync(new URL('../fixtures/recorded-contract.json', import.meta.url), 'utf8')) as RecordedFixture;

/** The real service's recording with this file name (e.g. 'scenarios/GET_events_stream_idle.json'), from the in-repo copy. */
export function recorded(file: string): RecordedEntry {
  const entry = recordedFixture.recordings.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no recording named ${file}`);
  return entry;
}

let fixtureWithMedia: RecordedFixture | undefined;

/** The real v2.21 service's recording in front of a media library (recorded/with-media), from the in-repo copy. */
export function recordedWithMedia(file: string): RecordedEntry {
  fixtureWithMedia ??= JSON.parse(readFileSync(new URL('../fixtures/recorded-contract-with-media.json', import.meta.url), 'utf8')) as RecordedFixture;
  const entry = fixtureWithMedia.recordings.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no with-media recording named ${file}`);
  return entry;
}

let fixture324: RecordedFixture | undefined;

/** The real v3.24 server's recording with this file name, from the in-repo copy of recorded-3.24. */
export function recorded324(file: string): RecordedEntry {
  fixture324 ??= JSON.parse(readFileSync(new URL('../fixtures/recorded-contract-3.24.json', import.meta.url), 'utf8')) as RecordedFixture;
  const entry = fixture324.recordings.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no 3.24 recording named ${file}`);
  return entry;
}

export interface TestSandbox extends RunningSandbox {
  dataDir: string;
  warnings: string[];
  /** The sandbox's info lines (a first start's new settings file). */
  news: string[];
}

/**
 * Starts a sandbox with fast handler runs, no schedule and a fresh data folder (unless given). It
 * speaks v2.21 unless `apiVersion` says otherwise: most files here hold it to the v2.21 recordings,
 * and those about v3.24 name it.
 */
export async function startTestSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'sandbox-test-')));
  const warnings: string[] = [];
  const news: string[] = [];
  const sandbox = await startSandbox({
    apiVersion: '2.21', scheduleMs: 0, runMs: 60, warn: (line) => warnings.push(line), info: (line) => news.push(line), ...options, dataDir,
  });
  return { ...sandbox, dataDir, warnings, news };
}

/** Removes a test data folder. */
export function removeDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

export interface Answer {
  status: number;
  contentType: string | null;
  text: string;
  /** The body parsed as JSON when it parses, else the text. */
  body: unknown;
  headers: Headers;
}

/** Sends a request with an optional JSON body and reads the whole answer. */
export async function call(base: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, contentType: response.headers.get('content-type'), text, body: parsed, headers: response.headers };
}

export interface SseFrame {
  event: string;
  /** The frame's `id:` line (v3.24 only). */
  id?: string;
  data: unknown;
}

export interface OpenStream {
  headers: Headers;
  /** Everything received so far, exactly as sent. */
  raw(): string;
  /** Parsed event frames so far. */
  frames(): SseFrame[];
  /** Waits until `predicate` holds for the frames, or fails after `timeoutMs`. */
  waitFor(predicate: (frames: SseFrame[]) => boolean, timeoutMs?: number): Promise<SseFrame[]>;
  /** Waits until `predicate` holds for the raw text (comments included), or fails after `timeoutMs`. */
  waitForRaw(predicate: (raw: string) => boolean, timeoutMs?: number): Promise<string>;
  close(): void;
}

/** Opens an SSE stream (with extra request headers, e.g. Last-Event-ID) and keeps reading it in the background. */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers });
  const decoder = new TextDecoder();
  let raw = '';
  let notify = () => {};
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        raw += decoder.decode(chunk, { stream: true });
        notify();
      }
    } catch {
      // aborted by close()
    }
  })();
  const frames = () =>
    raw
      .split('\n\n')
      .map((block) => block.replace(/^\n+/, ''))
      .filter((block) => block.startsWith('event: '))
      .map((block) => {
        const lines = block.split('\n');
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        const id = field('id');
        return { event: field('event')!, ...(id === undefined ? {} : { id }), data: JSON.parse(field('data')!) };
      });
  /** Resolves once `holds()` is true, checking again whenever a chunk arrives (or every 100 ms). */
  const waitUntil = async (holds: () => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!holds()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`stream condition not met in ${timeoutMs} ms; got ${JSON.stringify(raw.slice(-500))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        notify = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  return {
    headers: response.headers,
    raw: () => raw,
    frames,
    async waitFor(predicate, timeoutMs = 10_000) {
      await waitUntil(() => predicate(frames()), timeoutMs);
      return frames();
    },
    async waitForRaw(predicate, timeoutMs = 10_000) {
      await waitUntil(() => predicate(raw), timeoutMs);
      return raw;
    },
    close: () => controller.abort(),
  };
}
