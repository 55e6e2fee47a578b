// The schemas of the General, Plex, token and Jobs forms (contracts/settings.ts): trimmed values,
// the required fields, the Plex port's range, and schedules judged by the service.
import t from 'tap';
import {
  CRON_INVALID_MESSAGE,
  CRON_REQUIRED_MESSAGE,
  jobsSettingsFormSchema,
  mainSettingsFormSchema,
  PLEX_HOST_MESSAGE,
  PLEX_HOST_PORT_MESSAGE,
  PLEX_PORT_MESSAGE,
  plexSettingsFormSchema,
  plexTokenSchema,
} from '../../wire/v2/settings.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.success ? [] : result.error!.issues.filter((i) => i.path[0] === field).map((i) => i.message);

t.test('General: values are trimmed; title and hostname are required; the key may be anything', async (t) => {
  const parsed = mainSettingsFormSchema.parse({ applicationTitle: ' T ', applicationUrl: ' h ', cacheImages: false, apikey: ' k ' });
  t.same(parsed, { applicationTitle: 'T', applicationUrl: 'h', cacheImages: false, apikey: 'k' });
  const empty = mainSettingsFormSchema.safeParse({ applicationTitle: '  ', applicationUrl: '', cacheImages: true, apikey: '' });
  t.same(messages(empty, 'applicationTitle'), ['Enter an application title']);
  t.same(messages(empty, 'applicationUrl'), ['Enter a hostname']);
  t.same(messages(empty, 'apikey'), []);
});

t.test('General: the hostname is a host DNS could name, or an http(s) URL of one', async (t) => {
  const hostMessages = (applicationUrl: string) => messages(mainSettingsFormSchema.safeParse({ applicationUrl, apikey: '' }), 'applicationUrl');
  for (const good of ['localhost', 'media.example.com', 'nas:6246', 'https://maintainerr.example.com', 'http://192.168.1.10:6246', 'http://[fd00::5]:6246', 'my_nas.lan', 'gw.lan.']) {
    t.same(hostMessages(good), [], good);
  }
  for (const bad of ['-1', 'nas-', `${'a'.repeat(64)}.lan`, `${'a.'.repeat(150)}lan`, 'http://my host', 'ftp://media.example.com']) {
    t.equal(hostMessages(bad).length, 1, bad.length > 40 ? `${bad.length} characters` : bad);
  }
});

t.test('Plex: port 1 and 65535 are accepted; 0, 65536, 1.5 and a non-number are not', async (t) => {
  const base = { plex_name: 'Home', plex_hostname: 'plex.lan', ssl: false };
  for (const port of [1, 32400, 65535]) t.same(messages(plexSettingsFormSchema.safeParse({ ...base, plex_port: port }), 'plex_port'), [], String(port));
  for (const port of [0, 65536, 1.5, Number.NaN, '32400']) {
    t.same(messages(plexSettingsFormSchema.safeParse({ ...base, plex_port: port }), 'plex_port'), [PLEX_PORT_MESSAGE], String(port));
  }
});

t.test('Plex: name and hostname are trimmed and required; a trailing / is refused', async (t) => {
  const parsed = plexSettingsFormSchema.parse({ plex_name: ' Home ', plex_hostname: ' plex.lan ', plex_port: 32400, ssl: true });
  t.same(parsed, { plex_name: 'Home', plex_hostname: 'plex.lan', plex_port: 32400, ssl: true });
  const bad = plexSettingsFormSchema.safeParse({ plex_name: '', plex_hostname: 'plex.lan/', plex_port: 32400, ssl: false });
  t.same(messages(bad, 'plex_name'), ['Enter the server name']);
  t.same(messages(bad, 'plex_hostname'), ["Must not end with a '/'"]);
});

t.test('Plex: the hostname is a host and nothing else; a port typed there is sent to the Port field', async (t) => {
  const hostMessages = (plex_hostname: string) =>
    messages(plexSettingsFormSchema.safeParse({ plex_name: 'Home', plex_hostname, plex_port: 32400, ssl: false }), 'plex_hostname');
  for (const host of ['plex.lan', '192.168.1.10', 'https://plex.example.com', 'HTTP://Plex.lan', '[fd00::5]', 'fd00::5', '2a02:1:2::3', '192-168-1-10.abcdef.plex.direct', 'nas']) {
    t.same(hostMessages(host), [], host);
  }
  for (const host of ['http://plex.lan:32400', 'plex.lan:32400', '192.168.1.10:', '[fd00::5]:32400']) t.same(hostMessages(host), [PLEX_HOST_PORT_MESSAGE], host);
  for (const host of ['a:b:c', '::::::::', 'fffff:1::', '1:2:3:4:5:6:7:8:9']) t.same(hostMessages(host), [PLEX_HOST_MESSAGE], `${host}: no IPv6 address`);
  for (const host of ['plex lan', 'ftp://plex.lan', 'plex.lan/web', 'http:plex.lan']) t.same(hostMessages(host), [PLEX_HOST_MESSAGE], host);
  t.same(hostMessages('http://'), ["Must not end with a '/'", PLEX_HOST_MESSAGE], 'a scheme alone');
  t.same(hostMessages('http://plex.lan/'), ["Must not end with a '/'"], 'a final slash: its own message only');
});

t.test('a pasted token is trimmed and must not be empty', async (t) => {
  t.same(plexTokenSchema.parse({ plex_auth_token: '  abc  ' }), { plex_auth_token: 'abc' });
  t.same(messages(plexTokenSchema.safeParse({ plex_auth_token: '   ' }), 'plex_auth_token'), ['Enter a Plex token']);
});

t.test('Jobs: schedules are trimmed, required, and asked of the service, which has the last word', async (t) => {
  const asked: string[] = [];
  const schema = jobsSettingsFormSchema(async (schedule) => {
    asked.push(schedule);
    return schedule !== '61 * * * *';
  });
  const parsed = await schema.parseAsync({ rules_handler_job_cron: ' 0 0-23/8 * * * ', collection_handler_job_cron: '0 0-23/12 * * *' });
  t.same(parsed, { rules_handler_job_cron: '0 0-23/8 * * *', collection_handler_job_cron: '0 0-23/12 * * *' });
  t.same(asked, ['0 0-23/8 * * *', '0 0-23/12 * * *'], 'the service is asked about the trimmed value');

  asked.length = 0;
  const bad = await schema.safeParseAsync({ rules_handler_job_cron: '61 * * * *', collection_handler_job_cron: '   ' });
  t.same(messages(bad, 'rules_handler_job_cron'), [CRON_INVALID_MESSAGE]);
  t.same(messages(bad, 'collection_handler_job_cron'), [CRON_REQUIRED_MESSAGE]);
  t.same(asked, ['61 * * * *'], 'an empty schedule is not sent to be checked');
});
