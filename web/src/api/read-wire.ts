// Parses a service answer against its wire schema. An answer of an unexpected shape is a clear error
// for the screen that asked ("The service sent an answer this app does not understand"), with the
// detail (path, first issues) logged to the console for whoever debugs it; it never reaches a
// component half-understood.
import type * as z from '../../../wire/zod-mini.ts';

/** An answer whose shape this app does not know: a newer or older service, or a broken proxy. */
export class UnexpectedAnswerError extends Error {
  constructor(
    readonly path: string,
    readonly detail: string,
  ) {
    super('The service sent an answer this app does not understand');
    this.name = 'UnexpectedAnswerError';
  }
}

/** The parsed answer, or an UnexpectedAnswerError naming the path and what did not fit. */
export function readWire<Schema extends z.ZodMiniType>(schema: Schema, data: unknown, path: string): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const detail = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
  console.error(`Unexpected answer from ${path}: ${detail}`, data);
  throw new UnexpectedAnswerError(path, detail);
}
