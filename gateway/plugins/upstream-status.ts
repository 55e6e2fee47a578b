// An event stream's upstream status, checked before it is passed on: Node's HTTP client takes any
// three digits (a WAF's 999, say), and Fastify's reply.code() throws outside 100-599, which from an
// upstream 'response' listener would end the process.

/** Whether a status from the service can be sent on: Fastify sends 100 to 599 only. */
export const isSendableStatus = (status: number | undefined): status is number => status !== undefined && status >= 100 && status <= 599;

/** The failure an unsendable status is turned into: the service gave no answer that can be passed on (a 502). */
export const unsendableStatusError = (status: number | undefined) =>
  Object.assign(new Error(`the service answered with status ${status}, which is no HTTP status`), { code: 'EBADSTATUS' });
