// A Plex hostname as the service stores it: without http:// or https:// (v2.21 keeps SSL as plex_ssl,
// set from the scheme a save sends; v3.x as plex_ssl too).

/** The hostname without its scheme. */
export const withoutScheme = (hostname: string) => hostname.replace(/^https?:\/\//i, '');
