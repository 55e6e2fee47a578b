// Maps the Plex form to the main settings fields (API.md §2.1). The service derives plex_ssl
// itself: 1 when the saved hostname carries https:// or the port is 443. So the SSL box is sent
// as an https:// prefix, and a scheme typed into the hostname box is understood the same way.
import type { PlexDevice } from '../../../../wire/v2/plex.ts';
import type { MainSettings, PlexSettingsForm } from '../../../../wire/v2/settings.ts';

const SCHEME = /^https?:\/\//i;

/** The form's values for a loaded settings row. */
export function plexFormValues(settings: MainSettings): PlexSettingsForm {
  return {
    plex_name: settings.plex_name ?? '',
    plex_hostname: (settings.plex_hostname ?? '').replace(SCHEME, ''),
    plex_port: settings.plex_port ?? 32400,
    ssl: settings.plex_ssl === 1,
  };
}

/** The main-settings changes that save the form. */
export function plexChanges(form: PlexSettingsForm): Partial<MainSettings> {
  const secure = form.ssl || /^https:\/\//i.test(form.plex_hostname);
  const host = form.plex_hostname.replace(SCHEME, '');
  return { plex_name: form.plex_name, plex_hostname: secure ? `https://${host}` : host, plex_port: form.plex_port };
}

/** One way to reach a found server, as the server picker offers it. */
export interface PlexServerChoice {
  /** Unique among the choices: the server and the connection's URI. */
  id: string;
  /** e.g. "Living room (192.168.1.10:32400) local, secure". */
  label: string;
  values: PlexSettingsForm;
}

/** The connections of the found servers as form values, local ones first within each server. */
export function plexServerChoices(devices: readonly PlexDevice[]): PlexServerChoice[] {
  return devices.flatMap((device) =>
    [...(device.connection ?? [])]
      .sort((a, b) => Number(b.local) - Number(a.local))
      .map((connection) => {
        const secure = connection.protocol === 'https';
        const where = `${connection.local ? 'local' : 'remote'}${secure ? ', secure' : ''}`;
        return {
          id: `${device.clientIdentifier} ${connection.uri}`,
          label: `${device.name} (${connection.address}:${connection.port}) ${where}`,
          values: { plex_name: device.name, plex_hostname: connection.address, plex_port: connection.port, ssl: secure },
        };
      }),
  );
}
