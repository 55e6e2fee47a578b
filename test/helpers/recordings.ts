// The real service's recorded answers, from the copy in test/fixtures (CI and fresh clones may not
// have ../shared beside them). Names are the recording file names, e.g.
// 'POST_api_logs_settings_invalid.json' or 'scenarios/POST_settings_overseerr_missing_api_key.json'.
import { readFileSync } from 'node:fs';

export interface Recording<Body = unknown> {
  file: string;
  request: { method: string; path: string; body: unknown };
  status: number;
  contentType?: string;
  headers?: Record<string, string>;
  body: Body;
}

const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/recorded-contract.json', import.meta.url), 'utf8'),
) as { recordings: Recording[] };

/** The recording with this file name; throws when there is none, so a renamed fixture fails loudly. */
export function recording<Body = unknown>(file: string): Recording<Body> {
  const found = fixture.recordings.find((entry) => entry.file === file);
  if (!found) throw new Error(`no recording named ${file}`);
  return found as Recording<Body>;
}
