// How a failed settings write reaches the user: a 400 `Validation failed` puts the service's
// messages on the fields its issue paths name (use-save-feedback.ts); anything else is one sentence
// for a toast. The form keeps what the user typed in every case.
import { ApiError, messageOf } from '../../../lib/api-error.ts';
import { SaveRejectedError } from '../../../api/save-answer.ts';

/** One sentence saying why `action` (e.g. "Saving the log settings") failed, for a toast. */
export function describeFailure(action: string, error: unknown): string {
  if (error instanceof SaveRejectedError) return `${action} failed: the service said "${error.message}".`;
  if (error instanceof ApiError) {
    if (error.outcomeUnknown) {
      return `${action}: the service did not answer in time (${error.message}) and may still apply the change. Reload to see what it holds before saving again; your changes are still here.`;
    }
    if (error.isUnreachable) return `${action} failed: the service could not be reached (${error.message}). Your changes are still here.`;
    return `${action} failed: ${error.message} (HTTP ${error.status}).`;
  }
  return `${action} failed: ${messageOf(error)}.`;
}
