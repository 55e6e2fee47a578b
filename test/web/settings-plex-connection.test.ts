// The Plex form <-> main settings mapping (plex-connection.ts): the service derives plex_ssl from
// an https:// hostname or port 443 (API.md §2.1), so SSL travels as that prefix.
import t from 'tap';
import { plexChanges, plexFormValues } from '../../web/src/features/settings/plex-connection.ts';
import type { MainSettings } from '../../web/src/contracts/settings.ts';

const row = { plex_name: 'Home', plex_hostname: 'plex.lan', plex_port: 32400, plex_ssl: 1 } as MainSettings;

t.test('loaded settings fill the form', async (t) => {
  t.same(plexFormValues(row), { plex_name: 'Home', plex_hostname: 'plex.lan', plex_port: 32400, ssl: true });
  t.same(plexFormValues({ ...row, plex_name: null, plex_hostname: null, plex_port: null, plex_ssl: null }), {
    plex_name: '',
    plex_hostname: '',
    plex_port: 32400,
    ssl: false,
  });
});

t.test('SSL on is sent as an https:// hostname, off as a bare host', async (t) => {
  t.same(plexChanges({ plex_name: 'Home', plex_hostname: 'plex.lan', plex_port: 32400, ssl: true }), {
    plex_name: 'Home',
    plex_hostname: 'https://plex.lan',
    plex_port: 32400,
  });
  t.equal(plexChanges({ plex_name: 'Home', plex_hostname: 'plex.lan', plex_port: 32400, ssl: false }).plex_hostname, 'plex.lan');
});

t.test('a scheme typed into the hostname is understood', async (t) => {
  t.equal(plexChanges({ plex_name: 'H', plex_hostname: 'https://plex.lan', plex_port: 1, ssl: false }).plex_hostname, 'https://plex.lan');
  t.equal(plexChanges({ plex_name: 'H', plex_hostname: 'http://plex.lan', plex_port: 1, ssl: false }).plex_hostname, 'plex.lan');
});
