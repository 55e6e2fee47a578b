// The first page's reads, started by the entry before React's DOM renderer, the router and the shell
// are evaluated (on a phone's CPU that evaluation takes ~0.3 s, and the reads then left after it): the sign-in check (the
// gate takes its answer) and, when the Overview opens, its first reads (features/overview/first-reads.ts),
// each of which would otherwise wait for React to render what asks for it. The gateway preloads the
// service's status only for a browser that may read the service (signed in, or AUTH=off): without
// that, no read is sent before the gate has let the user in.
import { readGenerationEarly } from '../api/generation.ts';
import { readAuthStatusEarly } from '../auth/auth-api.ts';
import { gatewayMeta } from '../lib/gateway-meta.ts';
import { paths } from '../lib/paths.ts';
import { screenModules } from './screen-modules.ts';

const firstPath = window.location.pathname.slice(gatewayMeta.basePath.length) || paths.root;
/** The screen the page opens on (/ opens the Overview). */
export const firstScreenPath = firstPath === paths.root ? paths.overview : firstPath;

void readAuthStatusEarly();
const mayReadService = document.querySelector(`link[rel="preload"][href="${gatewayMeta.basePath}/api/app/status"]`) !== null;
if (firstScreenPath === paths.overview && mayReadService) {
  // Its status first, here: the screen's reads all follow from its generation, and its code is not in yet.
  void readGenerationEarly().catch(() => undefined);
  void screenModules.overview().then((screen) => screen.startFirstReads()).catch(() => undefined);
}
