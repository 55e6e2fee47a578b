// Maps the Plex form to the Plex server settings and back, and turns the servers the saved token
// owns into choices for the form. A scheme typed into the hostname box is understood: https://
// means SSL; an IPv6 address is sent in brackets.
import type { MainSettings, MainSettingsChanges, PlexServerOffer } from '../../../api/settings.ts';
import type { PlexSettingsForm } from '../../../api/settings-forms.ts';
import { bracketedIfIpv6, withoutScheme } from '../../../api/hostname-scheme.ts';


/** The form's values for the loaded settings. */
export function plexFormValues({ plex }: MainSettings): PlexSettingsForm {
  return { plex_name: plex.name, plex_hostname: plex.hostname, plex_port: plex.port, ssl: plex.ssl };
}

/** The settings changes that save the form. */
export function plexChanges(form: PlexSettingsForm): MainSettingsChanges {
  const ssl = form.ssl || /^https:\/\//i.test(form.plex_hostname);
  return { plex: { name: form.plex_name, hostname: bracketedIfIpv6(withoutScheme(form.plex_hostname)), port: form.plex_port, ssl } };
}

/** One way to reach a found server, as the server picker offers it. */
export interface PlexServerChoice {
  /** Unique among the choices: the server and the connection's URI. */
  id: string;
  /** e.g. "Living room (192.168.1.10:32400) local, secure". */
  label: string;
  values: PlexSettingsForm;
}

/** The found connections as form values, local ones first within each server. */
export function plexServerChoices(offers: readonly PlexServerOffer[]): PlexServerChoice[] {
  const servers = [...new Set(offers.map((offer) => offer.serverName))];
  return servers.flatMap((server) =>
    offers
      .filter((offer) => offer.serverName === server)
      .sort((a, b) => Number(b.local) - Number(a.local))
      .map((offer) => ({
        id: offer.id,
        label: `${offer.serverName} (${offer.address}:${offer.port}) ${offer.local ? 'local' : 'remote'}${offer.secure ? ', secure' : ''}`,
        values: { plex_name: offer.serverName, plex_hostname: offer.address, plex_port: offer.port, ssl: offer.secure },
      })),
  );
}
