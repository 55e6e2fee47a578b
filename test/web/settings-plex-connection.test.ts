// The Plex form <-> Plex server settings mapping (plex-connection.ts), and the servers the saved
// token owns (api/settings.ts plexServerOffers) as choices for the form.
import t from 'tap';
import { plexChanges, plexFormValues, plexServerChoices } from '../../web/src/features/settings/plex/plex-connection.ts';
import { plexServerOffers, type MainSettings } from '../../web/src/api/settings.ts';

const settings = { plex: { name: 'Home', hostname: 'plex.lan', port: 32400, ssl: true } } as MainSettings;

t.test('loaded settings fill the form', async (t) => {
  t.same(plexFormValues(settings), { plex_name: 'Home', plex_hostname: 'plex.lan', plex_port: 32400, ssl: true });
});

t.test('the form saves as Plex server settings', async (t) => {
  t.same(plexChanges({ plex_name: 'Home', plex_hostname: 'plex.lan', plex_port: 32400, ssl: true }), {
    plex: { name: 'Home', hostname: 'plex.lan', port: 32400, ssl: true },
  });
  t.equal(plexChanges({ plex_name: 'Home', plex_hostname: 'plex.lan', plex_port: 32400, ssl: false }).plex?.ssl, false);
});

t.test('a scheme typed into the hostname is understood', async (t) => {
  t.same(plexChanges({ plex_name: 'H', plex_hostname: 'https://plex.lan', plex_port: 1, ssl: false }).plex, { name: 'H', hostname: 'plex.lan', port: 1, ssl: true });
  t.same(plexChanges({ plex_name: 'H', plex_hostname: 'http://plex.lan', plex_port: 1, ssl: false }).plex, { name: 'H', hostname: 'plex.lan', port: 1, ssl: false });
});

t.test('an IPv6 address is sent in brackets: the service writes the host before its port', async (t) => {
  t.equal(plexChanges({ plex_name: 'H', plex_hostname: 'fd00::5', plex_port: 32400, ssl: false }).plex?.hostname, '[fd00::5]');
  t.equal(plexChanges({ plex_name: 'H', plex_hostname: 'http://[fd00::5]', plex_port: 32400, ssl: false }).plex?.hostname, '[fd00::5]', 'already bracketed: kept');
  t.equal(plexChanges({ plex_name: 'H', plex_hostname: '192.168.1.10', plex_port: 32400, ssl: false }).plex?.hostname, '192.168.1.10');
});

t.test('found servers become one choice per connection, local first, with SSL from the protocol', async (t) => {
  const device = (name: string, id: string, connection: unknown[]) => ({ name, clientIdentifier: id, owned: true, connection });
  const remote = { protocol: 'https', address: '1-2-3-4.abc.plex.direct', port: 32443, uri: 'https://1-2-3-4.abc.plex.direct:32443', local: false };
  const local = { protocol: 'http', address: '192.168.1.10', port: 32400, uri: 'http://192.168.1.10:32400', local: true };
  const choices = plexServerChoices(plexServerOffers([device('Home', 'a', [remote, local]), device('Cabin', 'b', [])]));
  t.same(
    choices.map((choice) => choice.label),
    ['Home (192.168.1.10:32400) local', 'Home (1-2-3-4.abc.plex.direct:32443) remote, secure'],
    'a server without connections offers nothing',
  );
  t.same(choices[1]!.values, { plex_name: 'Home', plex_hostname: '1-2-3-4.abc.plex.direct', plex_port: 32443, ssl: true });
  t.same(choices[0]!.values, { plex_name: 'Home', plex_hostname: '192.168.1.10', plex_port: 32400, ssl: false });
  t.equal(new Set(choices.map((choice) => choice.id)).size, 2, 'ids are unique');
  t.same(plexServerChoices(plexServerOffers([])), []);
  t.same(plexServerOffers(''), [], 'an offline answer that is not a list offers nothing');
});
