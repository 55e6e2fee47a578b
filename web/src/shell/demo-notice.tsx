// In demo mode (no MAINTAINERR_URL: the gateway fronts its sandbox) every page says so.
import { gatewayMeta } from '../lib/gateway-meta.ts';

export function DemoNotice() {
  if (!gatewayMeta.demo) return null;
  return (
    <p className="demo-notice" role="note">
      Demo data — set MAINTAINERR_URL to connect your server
    </p>
  );
}
