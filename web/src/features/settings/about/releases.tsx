// Settings > About's release notes: the service's latest releases, each with when it came out,
// whether it is the latest, the one running or a pre-release, what changed (the release's notes as
// plain text, folded) and its page on GitHub. The service asks GitHub for them and answers none
// when it cannot reach it, as on a LAN without internet.
import { useReleases, sameVersion, type Release } from '../../../api/releases.ts';
import { useAppStatus } from '../../../api/status.ts';
import { LoadState } from '../../../components/load-state.tsx';

/** A release's page, if it is one on GitHub: the notes come from outside, and only such a link is followed. */
const githubPage = (release: Release) => (/^https:\/\/github\.com\//.test(release.html_url) ? release.html_url : undefined);

function ReleaseItem({ release, latest, running }: { release: Release; latest: boolean; running: boolean }) {
  const date = release.published_at ?? release.created_at;
  const page = githubPage(release);
  const name = release.name || release.tag_name;
  return (
    <li className="release">
      <div className="release__head">
        <h4>{name}</h4>
        {latest && <span className="settings-badge">Latest</span>}
        {running && <span className="settings-badge">Running</span>}
        {release.prerelease && <span className="settings-badge">Pre-release</span>}
        {date && <time dateTime={date}>{new Date(date).toLocaleDateString(undefined, { dateStyle: 'medium' })}</time>}
      </div>
      {release.body?.trim() && (
        <details>
          <summary>What changed in {name}</summary>
          <div className="release__notes">{release.body.trim()}</div>
        </details>
      )}
      {page && (
        <a href={page} target="_blank" rel="noreferrer noopener">
          {name} on GitHub
        </a>
      )}
    </li>
  );
}

export function Releases() {
  const { data, error, mutate } = useReleases();
  const version = useAppStatus().data?.version;
  const latest = data?.find((release) => !release.prerelease);
  return (
    <section aria-labelledby="releases-title">
      <h3 id="releases-title">Releases</h3>
      <LoadState what="the release notes" hasData={!!data} error={error} retry={() => void mutate()}>
        {data?.length ? (
          <ul className="releases">
            {data.map((release) => (
              <ReleaseItem key={release.tag_name} release={release} latest={release === latest} running={!!version && sameVersion(release.tag_name, version)} />
            ))}
          </ul>
        ) : (
          <p className="settings-muted">No release notes: Maintainerr could not reach GitHub for them.</p>
        )}
      </LoadState>
    </section>
  );
}
