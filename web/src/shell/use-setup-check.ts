// The setup check on start: ask GET /settings/test/setup once; a falsy answer sends
// the user to /settings/plex. A failed call sends nobody anywhere (the banner covers it).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { paths } from '../lib/paths.ts';
import { isSetupComplete, SETUP_KEY } from '../api/status.ts';

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
    if (!isSetupComplete(data) && pathname !== paths.settingsPlex) navigate(paths.settingsPlex);
  }, [data, navigate, pathname]);
}
