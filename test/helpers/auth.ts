// For the login tests: create the admin account and sign in over real HTTP, read Set-Cookie, and
// send requests with headers fetch will not set (Host) through node:http.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export const ADMIN = { username: 'admin', password: 'correct horse battery' } as const;

/** The `name=value` part of a response's Set-Cookie, to send back as a Cookie header. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0]!;
}

/** POSTs JSON to a gateway path (base URL included). */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** Creates the admin account on a gateway without one; returns the session cookie. */
export async function createAdmin(baseUrl: string, remember = false): Promise<string> {
  const response = await postJson(`${baseUrl}/auth/setup`, { ...ADMIN, remember });
  if (response.status !== 200) throw new Error(`setup answered ${response.status}: ${await response.text()}`);
  return cookieFrom(response);
}

/** Signs in; returns the response (the cookie is cookieFrom(response)). */
export function signIn(baseUrl: string, credentials: { username: string; password: string; remember?: boolean } = ADMIN, headers: Record<string, string> = {}): Promise<Response> {
  return postJson(`${baseUrl}/auth/login`, credentials, headers);
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request with exactly the given headers (Host included), through node:http. */
export function rawRequest(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const request = httpRequest(url, { method, headers: { ...length, ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.once('error', reject);
    request.end(body);
  });
}
