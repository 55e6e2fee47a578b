// /settings/overlays (v3.x): Maintainerr draws an overlay such as "Leaving Dec 14" on the artwork of
// media in its collections, in the media server, and puts the original back once an item leaves.
import { OverlaySettingsForm } from './overlay-settings-form.tsx';
import { OverlayTemplates } from './overlay-templates.tsx';
import '../settings.css';

export function OverlaysTab() {
  return (
    <section className="settings-panel" aria-labelledby="overlays-title">
      <h2 id="overlays-title">Overlays</h2>
      <p className="settings-panel__intro">
        Maintainerr can draw an overlay, such as “Leaving Dec 14”, on the artwork of media in its collections, in the media
        server, so people see what is about to go; the original comes back once an item leaves.
      </p>
      <OverlaySettingsForm />
      <OverlayTemplates />
    </section>
  );
}
