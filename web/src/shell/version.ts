// What the version badge shows (from /api/app/status): three kinds (a local build 'Keep it up!',
// 'Develop' for develop- versions, else 'Stable'), and 'Out of Date' when an update is available;
// the default version 0.0.1 until /api/app/status has loaded, 'unavailable' when it cannot be.
import type { AppStatus } from '../api/status.ts';
import { DEFAULT_VERSION } from '../lib/constants.ts';

export type VersionKind = 'local' | 'develop' | 'stable';

/** local when commitTag is 'local', develop when the version starts with 'develop-', else stable. */
export function versionKind(status: Pick<AppStatus, 'version' | 'commitTag'>): VersionKind {
  if (status.commitTag === 'local') return 'local';
  if (status.version.startsWith('develop-')) return 'develop';
  return 'stable';
}

export interface BadgeContent {
  /** 'loading' until the status has loaded (or when the service could not compute it), 'unavailable' when it could not be read. */
  kind: VersionKind | 'loading' | 'unavailable';
  /** First line: 'Keep it up!', 'Develop', 'Stable', or 'Maintainerr' while loading. */
  label: string;
  /** Second line: the version (without 'develop-'), 'Out of Date', or none. */
  detail: string;
  /** True when an update is available: the badge is highlighted. */
  outOfDate: boolean;
}

/**
 * The badge's text and kind for a status answer, or for none yet. `loadFailed`: the status could not
 * be read (the service is unreachable) and none was read before; the badge then says the version is
 * unavailable, as Settings > About does, rather than show the default as if it were the service's.
 */
export function badgeContent(status: AppStatus | undefined, loadFailed = false): BadgeContent {
  if (!status && loadFailed) return { kind: 'unavailable', label: 'Maintainerr', detail: 'unavailable', outOfDate: false };
  // status 0 means the service failed to compute its version (its status field is then 0): nothing to show yet.
  if (!status || !status.status) {
    return { kind: 'loading', label: 'Maintainerr', detail: DEFAULT_VERSION, outOfDate: false };
  }
  const kind = versionKind(status);
  const outOfDate = status.updateAvailable;
  const version = status.version.replace(/^develop-/, '');
  const label = kind === 'local' ? 'Keep it up!' : kind === 'develop' ? 'Develop' : 'Stable';
  const detail = outOfDate ? 'Out of Date' : kind === 'local' ? '' : version;
  return { kind, label, detail, outOfDate };
}
