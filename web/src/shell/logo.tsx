// The logo, linking to the root, which opens /overview.
import { Link } from 'react-router-dom';
import { leaveOnClick } from '../lib/leave-guard.ts';
import { paths } from '../lib/paths.ts';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to={paths.root} className="logo" aria-label="Maintainerr home" onClick={leaveOnClick(onNavigate)}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="28" height="28" rx="7" fill="var(--accent)" />
        <path d="M9 23V10l7 7 7-7v13" fill="none" stroke="var(--bg-sunken)" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <span className="logo__text">Maintainerr</span>
    </Link>
  );
}
