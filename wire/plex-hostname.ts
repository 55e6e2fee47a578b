// A Plex hostname as the service stores it: without http:// or https:// (both generations keep SSL
// as plex_ssl, set from the scheme a save sends). The settings forms check what is left.

/** The hostname without its scheme. */
export const withoutScheme = (hostname: string) => hostname.replace(/^https?:\/\//i, '');

/** An IPv6 address without brackets, as Plex's server list gives one. */
export const isBareIpv6 = (host: string) => host.includes(':') && URL.canParse(`http://[${host}]`);

/**
 * The host as the service should keep it: an IPv6 address in brackets, since the service writes
 * the host before ':port' in the URL it calls (fd00::5:32400 would be another address).
 */
export const bracketedIfIpv6 = (host: string) => (isBareIpv6(host) ? `[${host}]` : host);
