// Headers that describe one connection rather than the message (RFC 9110 §7.6.1), which a proxy
// must not pass on in either direction, and which undici refuses outright if asked to send them.

/**
 * Connection-level header names, lower-case: the ones RFC 9110 §7.6.1 lists, Proxy-Connection (sent
 * by old clients), Expect (answered by the gateway itself, RFC 9110 §10.1.1: Node sends the
 * 100 Continue), Host (each hop names its own), and Proxy-Authorization / Proxy-Authenticate, which
 * are between a client and the proxy it talks to (RFC 9110 §11.7), never the service's.
 */
const CONNECTION_LEVEL = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
  'proxy-authorization',
  'proxy-authenticate',
]);

/**
 * The names a message's own Connection header adds to the connection-level ones (lower-case), or
 * undefined when it names none beyond the usual keep-alive/close; the common case costs no set.
 */
function namedByConnection(connection: string | string[] | undefined): Set<string> | undefined {
  if (connection === undefined) return undefined;
  const value = Array.isArray(connection) ? connection.join(',') : connection;
  let named: Set<string> | undefined;
  for (const token of value.split(',')) {
    const name = token.trim().toLowerCase();
    if (name === '' || name === 'keep-alive' || name === 'close') continue;
    (named ??= new Set()).add(name);
  }
  return named;
}

/**
 * A test for header names (lower-case) that must not be passed on for a message whose Connection
 * header is `connection`: the connection-level ones and any it names.
 */
export function connectionLevelTest(connection: string | string[] | undefined): (name: string) => boolean {
  const named = namedByConnection(connection);
  return named ? (name) => CONNECTION_LEVEL.has(name) || named.has(name) : (name) => CONNECTION_LEVEL.has(name);
}
