// The setup check on start: ask GET /settings/test/setup once; a falsy answer sends the user to
// /settings/plex, unless already on a media server's tab (Plex, Jellyfin, Emby). The Plex tab sends
// a v3.x install that runs Jellyfin or Emby on to that server's tab. A failed call sends nobody
// anywhere (the banner covers it).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { paths, type SetupRedirectState } from '../lib/paths.ts';
import { isSetupComplete, SETUP_KEY } from '../api/status.ts';

// Told to the Plex tab, which sends a v3.x install running Jellyfin or Emby on to that server's tab.
const SETUP_REDIRECT: SetupRedirectState = { setupCheck: true };

/** Where a media server is set up: a user already on one is left there. */
const MEDIA_SERVER_TABS = [paths.settingsPlex, paths.settingsTab('jellyfin'), paths.settingsTab('emby')];

/** Runs the check once per app start. */
export function useSetupCheck() {
  const { data } = useSWR(SETUP_KEY, { revalidateIfStale: false, revalidateOnReconnect: false });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // navigate is a new function whenever the location changes (the declarative router's useNavigate),
  // so this effect re-runs then: the ref keeps it to one check and at most one redirect.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || data === undefined) return;
    checked.current = true;
    if (!isSetupComplete(data) && !MEDIA_SERVER_TABS.includes(pathname)) navigate(paths.settingsPlex, { state: SETUP_REDIRECT });
  }, [data, navigate, pathname]);
}
