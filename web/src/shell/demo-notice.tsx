// In demo mode (no MAINTAINERR_URL: the gateway fronts its sandbox) every page says so, the
// first-run and sign-in screens included.
import { gatewayMeta } from '../lib/gateway-meta.ts';

export function DemoNotice() {
  if (!gatewayMeta.demo) return null;
  return (
    // A landmark of its own, so a screen reader's region list reaches it like the rest of the page.
    <aside className="demo-notice" aria-label="Demo mode">
      <p>Demo data — set MAINTAINERR_URL to connect your server</p>
    </aside>
  );
}
