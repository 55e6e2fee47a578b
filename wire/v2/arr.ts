// Radarr and Sonarr server settings: a list of servers per kind. The service checks
// nothing in these bodies, so the form's schema is the only guard; its url rules are the ones the
// forms apply to Overseerr / Tautulli, taken from the same schema.
import * as z from '../zod-mini.ts';
import type { Collection } from './collections.ts';
import { serviceUrlFormField, type BasicResponse } from './settings.ts';

/** The two *arr kinds, by their path segment under /api/settings. */
export const ARR_KINDS = ['radarr', 'sonarr'] as const;
export type ArrKind = (typeof ARR_KINDS)[number];

/** One stored server as GET /api/settings/<kind> lists it; the service lower-cases `url` on save. */
export interface ArrServer {
  id: number;
  serverName: string;
  url: string;
  apiKey: string;
}

export const ARR_SERVER_NAME_MESSAGE = 'Enter a server name';
export const ARR_API_KEY_MESSAGE = 'Enter the API key';

/** The body of POST /settings/<kind> and PUT /settings/<kind>/:id: every field trimmed and required. */
export const arrServerFormSchema = z.object({
  serverName: z.string().check(z.trim(), z.minLength(1, { error: ARR_SERVER_NAME_MESSAGE })),
  url: serviceUrlFormField,
  apiKey: z.string().check(z.trim(), z.minLength(1, { error: ARR_API_KEY_MESSAGE })),
});
export type ArrServerForm = z.infer<typeof arrServerFormSchema>;

/** The body of POST /settings/test/<kind>: the connection fields of the form, without the name. */
export const arrConnectionSchema = z.pick(arrServerFormSchema, { url: true, apiKey: true });
export type ArrConnection = z.infer<typeof arrConnectionSchema>;

/** The answer to an *arr write: BasicResponse plus the saved server, or what blocks a delete. */
export interface ArrWriteAnswer extends BasicResponse {
  data?: ArrServer | { collectionsInUse?: Pick<Collection, 'id' | 'title'>[] } | null;
}

/**
 * The titles of the collections that keep a server from being deleted, when the answer is the
 * service's "Cannot delete setting with associated collections" refusal; undefined otherwise.
 */
export function collectionsHoldingServer(answer: unknown): string[] | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const { code, data } = answer as ArrWriteAnswer;
  if (code === 1 || !data || typeof data !== 'object' || !('collectionsInUse' in data)) return undefined;
  const holders = data.collectionsInUse;
  if (!Array.isArray(holders)) return undefined;
  return holders.map((collection) =>
    typeof collection?.title === 'string' && collection.title !== '' ? collection.title : `Collection ${collection?.id ?? '?'}`,
  );
}
