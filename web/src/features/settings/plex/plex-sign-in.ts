// Plex's PIN sign-in, run in the browser against plex.tv as the service's own UI does (the
// service has no PIN endpoint; it only stores the resulting token). plex.tv is not reachable from our test machines, so
// this path is for real deployments only and is not covered by tests.

const PLEX_TV = 'https://plex.tv/api/v2';
/** plex.tv is asked for the token this often while the sign-in window is open. */
const POLL_INTERVAL_MS = 1000;
/** Sign-in gives up after this long. */
const SIGN_IN_TIMEOUT_MS = 5 * 60_000;

function plexHeaders(clientId: string): HeadersInit {
  return { accept: 'application/json', 'X-Plex-Product': 'Maintainerr', 'X-Plex-Client-Identifier': clientId };
}

/**
 * Opens plex.tv's sign-in in `popup` (opened by the click, so no blocker stops it), waits for
 * the user to approve, and resolves with the Plex token. Rejects on timeout or a closed window.
 */
export async function signInWithPlex(clientId: string, popup: Window): Promise<string> {
  const pinResponse = await fetch(`${PLEX_TV}/pins?strong=true`, { method: 'POST', headers: plexHeaders(clientId) });
  if (!pinResponse.ok) throw new Error(`plex.tv answered ${pinResponse.status}`);
  const pin = (await pinResponse.json()) as { id: number; code: string };
  const query = new URLSearchParams({ clientID: clientId, code: pin.code, 'context[device][product]': 'Maintainerr' });
  popup.location.href = `https://app.plex.tv/auth#?${query.toString()}`;

  const deadline = Date.now() + SIGN_IN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    const check = await fetch(`${PLEX_TV}/pins/${pin.id}`, { headers: plexHeaders(clientId) });
    const state = (await check.json()) as { authToken?: string | null };
    if (state.authToken) {
      popup.close();
      return state.authToken;
    }
    if (popup.closed) throw new Error('the Plex window was closed before signing in');
  }
  popup.close();
  throw new Error('signing in took too long');
}
