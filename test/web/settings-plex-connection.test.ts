// The Plex form <-> main settings mapping (plex-connection.ts): the service derives plex_ssl from
// an https:// hostname or port 443 (API.md §2.1), so SSL travels as that prefix; found servers
// (API.md §2.2) become form values.
import t from 'tap';
import { plexChanges, plexFormValues, plexServerChoices } from '../../web/src/features/settings/plex-connection.ts';
import type { PlexConnection, PlexDevice } from '../../wire/v2/plex.ts';
import type { MainSettings } from '../../wire/v2/settings.ts';

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

t.test('found servers become one choice per connection, local first, with SSL from the protocol', async (t) => {
  const device = (name: string, id: string, connection: PlexConnection[]): PlexDevice => ({ name, clientIdentifier: id, owned: true, connection });
  const remote = { protocol: 'https', address: '1-2-3-4.abc.plex.direct', port: 32443, uri: 'https://1-2-3-4.abc.plex.direct:32443', local: false };
  const local = { protocol: 'http', address: '192.168.1.10', port: 32400, uri: 'http://192.168.1.10:32400', local: true };
  const choices = plexServerChoices([device('Home', 'a', [remote, local]), device('Cabin', 'b', [])]);
  t.same(
    choices.map((choice) => choice.label),
    ['Home (192.168.1.10:32400) local', 'Home (1-2-3-4.abc.plex.direct:32443) remote, secure'],
    'a server without connections offers nothing',
  );
  t.same(choices[1]!.values, { plex_name: 'Home', plex_hostname: '1-2-3-4.abc.plex.direct', plex_port: 32443, ssl: true });
  t.same(choices[0]!.values, { plex_name: 'Home', plex_hostname: '192.168.1.10', plex_port: 32400, ssl: false });
  t.equal(new Set(choices.map((choice) => choice.id)).size, 2, 'ids are unique');
  t.same(plexServerChoices([]), []);
});
