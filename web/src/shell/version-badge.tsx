// The version badge: 0.0.1 until /api/app/status loads ('unavailable' if it cannot), then its kind, and
// highlighted with 'Out of Date' when an update is available. Links to /settings/about.
import { Link } from 'react-router-dom';
import { leaveOnClick } from '../lib/leave-guard.ts';
import { paths } from '../lib/paths.ts';
import { Icon } from './icon.tsx';
import { useAppStatus } from '../api/status.ts';
import { badgeContent } from './version.ts';

export function VersionBadge({ onNavigate }: { onNavigate?: () => void }) {
  const status = useAppStatus();
  const badge = badgeContent(status.data, status.error !== undefined);
  return (
    <Link
      to={paths.settingsAbout}
      onClick={leaveOnClick(onNavigate)}
      className={`version-badge version-badge--${badge.kind}${badge.outOfDate ? ' version-badge--out-of-date' : ''}`}
    >
      {/* Named by its own text, so what a speech-input user reads off the badge is its name. */}
      <span className="visually-hidden">Version: </span>
      <span className="version-badge__label">{badge.label}</span>
      {badge.detail && <span className="visually-hidden">, </span>}
      {badge.detail && (
        <span className="version-badge__detail">
          {badge.outOfDate && <Icon name="up" size={14} />}
          {badge.detail}
        </span>
      )}
    </Link>
  );
}
