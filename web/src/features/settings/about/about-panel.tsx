// /settings/about, where the version badge leads: the service's version, commit, update state,
// time zone and counts, the gateway's own version and upstream, and the service's release notes.
import type { ReactNode } from 'react';
import { gatewayMeta } from '../../../lib/gateway-meta.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useGeneration } from '../../../api/generation.ts';
import { useAppStatus } from '../../../api/status.ts';
import { COLLECTION_MEDIA_COUNT_KEY, RULES_COUNT_KEY, TIMEZONE_KEY, useAboutFact } from '../../../api/about.ts';
import { Releases } from './releases.tsx';
import '../settings.css';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="about-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A value that may still be loading or may have failed to load. */
function Loaded({ value, error }: { value: ReactNode | undefined; error: unknown }) {
  if (value !== undefined) return <>{value}</>;
  if (error) return <span className="settings-muted">unavailable</span>;
  return <Spinner size="sm" label="Loading" />;
}

export function AboutPanel() {
  const app = useAppStatus();
  const timezone = useAboutFact(TIMEZONE_KEY);
  const rules = useAboutFact(RULES_COUNT_KEY);
  const media = useAboutFact(COLLECTION_MEDIA_COUNT_KEY);
  const status = app.data;
  const { generation, error: generationError } = useGeneration();
  const update =
    status === undefined ? undefined : status.updateAvailable ? 'Yes, a newer release is available' : 'No, up to date';

  return (
    <section className="settings-panel" aria-labelledby="about-title">
      <h2 id="about-title">About</h2>
      <h3>Maintainerr</h3>
      <dl className="about-facts" aria-label="Maintainerr">
        <Fact term="Version">
          <Loaded value={status?.version} error={app.error} />
        </Fact>
        <Fact term="API generation">
          <Loaded value={generation === undefined ? undefined : String(generation)} error={generationError} />
        </Fact>
        <Fact term="Commit">
          <Loaded value={status ? status.commitTag || 'none' : undefined} error={app.error} />
        </Fact>
        <Fact term="Update available">
          <Loaded value={update} error={app.error} />
        </Fact>
        <Fact term="Time zone">
          <Loaded value={timezone.text} error={timezone.error} />
        </Fact>
        <Fact term="Number of rules">
          <Loaded value={rules.text} error={rules.error} />
        </Fact>
        <Fact term="Media in collections">
          <Loaded value={media.text} error={media.error} />
        </Fact>
      </dl>
      <h3>Gateway</h3>
      <dl className="about-facts" aria-label="Gateway">
        <Fact term="Gateway version">{gatewayMeta.gatewayVersion}</Fact>
        <Fact term="Upstream">
          {gatewayMeta.upstream || 'unknown'}
          {gatewayMeta.demo && (
            <>
              {' '}
              <span className="settings-badge">demo</span>
            </>
          )}
        </Fact>
      </dl>
      <Releases />
    </section>
  );
}
