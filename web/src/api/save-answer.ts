// How the service answers a write, on both generations: a soft failure comes back with a success
// status and `{status: 'NOK', code: 0, message}`; a refused body is a 400 `Validation failed` whose
// zod issues name the fields. Writes in this folder turn the first into SaveRejectedError, and a form
// puts the second's messages on its fields (validationMessagesByField).
import { ApiError } from '../lib/api-client.ts';
import type { BasicResponse, ValidationFailedBody } from '../../../wire/v2/settings.ts';

/** A write the service answered with a success status but `{status:'NOK', code:0, message}`. */
export class SaveRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveRejectedError';
  }
}

/** Throws SaveRejectedError for a soft failure; hands back an OK (or empty) answer unchanged. */
export function ensureAccepted(answer: unknown, fallbackMessage: string): BasicResponse | null {
  if (answer && typeof answer === 'object' && 'code' in answer && (answer as BasicResponse).code !== 1) {
    throw new SaveRejectedError((answer as BasicResponse).message || fallbackMessage);
  }
  return answer as BasicResponse | null;
}

/**
 * The verdict of a ReturnStatus answer (exclusions and the like): code 1 is success; code 0 or an
 * empty body fails, with the service's words (message, else result) or `fallback`.
 */
export function returnStatusVerdict(answer: unknown, fallback: string): { ok: boolean; reason?: string } {
  const status = answer && typeof answer === 'object' ? (answer as { code?: unknown; result?: unknown; message?: unknown }) : undefined;
  if (status?.code === 1) return { ok: true };
  const said = status?.message ?? status?.result;
  return { ok: false, reason: typeof said === 'string' && said ? said : fallback };
}

function isValidationFailedBody(body: unknown): body is ValidationFailedBody {
  const record = body as Partial<ValidationFailedBody> | null;
  return !!record && record.message === 'Validation failed' && Array.isArray(record.errors);
}

/**
 * The service's validation messages by field name (the issue path joined with '.'), in the
 * order it sent them; undefined when the error is not a 400 `Validation failed`.
 */
export function validationMessagesByField(error: unknown): Map<string, string[]> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !isValidationFailedBody(error.body)) return undefined;
  const byField = new Map<string, string[]>();
  for (const issue of error.body.errors) {
    const field = Array.isArray(issue.path) && issue.path.length > 0 ? issue.path.join('.') : '';
    const messages = byField.get(field) ?? [];
    if (typeof issue.message === 'string' && !messages.includes(issue.message)) messages.push(issue.message);
    byField.set(field, messages);
  }
  return byField;
}
