// A Plex hostname as the service stores it, for the settings readers and forms (see wire/plex-hostname.ts).
export { bracketedIfIpv6, withoutScheme } from '../../../wire/plex-hostname.ts';
