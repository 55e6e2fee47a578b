// The error every API call fails with: the answer's status (0 for none), message, code and body;
// and the words any failure is shown with.
/** An answer with a 4xx/5xx status, or no answer at all (status 0). */
export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    message: string,
    /** The gateway's or service's error code, when the body carried one. */
    readonly code: string | undefined,
    /** The parsed error body. */
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * True when the gateway says the service cannot be reached (502, 503, 504) or the network failed.
   * A 502 the service itself sends, about a service it could not reach in turn (v3.x's Tracearr
   * server list, recorded POST_settings_tracearr_servers_unreachable), is its answer: a Nest error
   * ({statusCode: 502, message, error}) with no code at all. The gateway's own errors carry a
   * GW_ERR_ code, Fastify's an FST_ one, and a 503 or 504 is never the service's answer here
   * (Fastify's 503 while the gateway stops has the Nest shape).
   */
  get isUnreachable(): boolean {
    if (this.status === 0 || this.status === 503 || this.status === 504) return true;
    return this.status === 502 && !this.serviceBadGateway;
  }

  /** A 502 whose body is the service's own error, not a proxy's. */
  private get serviceBadGateway(): boolean {
    const body = this.body as { statusCode?: unknown; code?: unknown } | null;
    return !!body && typeof body === 'object' && body.statusCode === 502 && body.code === undefined;
  }

  /**
   * True when the service was asked but did not answer in time (the gateway's 504): a change sent
   * may still be applied once it answers, so saving again could make it twice.
   */
  get outcomeUnknown(): boolean {
    return this.status === 504;
  }
}

/** The words to show for whatever a call or a step threw: an Error's message, else the thrown value as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** messageOf without a final period, to go inside a sentence of our own. */
export function reasonOf(error: unknown): string {
  return messageOf(error).replace(/\.$/, '');
}
