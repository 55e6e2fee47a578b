// A bad environment variable stops the gateway before it listens: exit code 1 and one line naming
// the variable and what is expected. Good values are read with their defaults.
import t from 'tap';
import { ConfigError, loadConfig } from '../../gateway/config.ts';
import { spawnGateway } from '../helpers/gateway.ts';

t.test('the process exits 1 with one line naming the variable', async (t) => {
  const cases: [Record<string, string>, string, RegExp][] = [
    [{ PORT: 'http' }, 'PORT', /integer port/],
    [{ MAINTAINERR_URL: 'maintainerr:3001' }, 'MAINTAINERR_URL', /http:\/\/ or https:\/\/ URL/],
    [{ UPSTREAM_TIMEOUT_MS: '-5' }, 'UPSTREAM_TIMEOUT_MS', /milliseconds/],
    [{ PORT: '0x1F90' }, 'PORT', /integer port/],
    [{ MAINTAINERR_URL: 'http://maintainerr:3001/api' }, 'MAINTAINERR_URL', /base URL without \/api, such as http:\/\/maintainerr:6246/],
    // Each of these passed the check and then failed later, with a line that did not name the variable.
    [{ AUTH: 'proxy', TRUSTED_PROXIES: '0.0.0.0/0' }, 'TRUSTED_PROXIES', /not a \/0 range/],
    [{ BASE_PATH: '/healthz' }, 'BASE_PATH', /other than \/healthz or \/readyz/],
  ];
  for (const [env, name, reason] of cases) {
    const gateway = spawnGateway(env);
    const code = await gateway.exited;
    t.equal(code, 1, `${name}: exit code`);
    const lines = gateway.output().trim().split('\n');
    t.equal(lines.length, 1, `${name}: one line (${gateway.output()})`);
    t.match(lines[0], new RegExp(`^maintainerr-gateway: ${name}=`), `${name}: named first`);
    t.match(lines[0], reason, `${name}: says what is expected`);
  }
});

t.test('each variable rejects a bad value with its name and reason', async (t) => {
  const table: [string, string, RegExp][] = [
    ['PORT', '70000', /0 to 65535/],
    ['PORT', '80.5', /integer/],
    // Number() reads these as 8080 and 1000; only plain decimal digits are a port.
    ['PORT', '0x1F90', /integer port/],
    ['PORT', '1e3', /integer port/],
    ['PORT', '+80', /integer port/],
    ['PORT', '8 0', /integer port/],
    ['HOST', 'bad host', /interface address/],
    ['MAINTAINERR_URL', 'ftp://maintainerr:3001', /http/],
    ['MAINTAINERR_URL', 'http://maintainerr:3001/?token=1', /without a query/],
    // The gateway adds /api itself: these would call /api/api/….
    ['MAINTAINERR_URL', 'http://maintainerr:3001/api', /base URL without \/api/],
    ['MAINTAINERR_URL', 'http://maintainerr:3001/api/', /base URL without \/api/],
    ['MAINTAINERR_URL', 'https://home.lan/maintainerr/API', /base URL without \/api/],
    ['MAINTAINERR_URL', 'http://admin:s3cret@maintainerr:3001', /without a user name or password/],
    ['MAINTAINERR_URL', 'http://token@maintainerr:3001', /without a user name or password/],
    ['BASE_PATH', 'maintainerr', /path prefix/],
    ['BASE_PATH', '/a/../b', /without \. or \.\./],
    ['BASE_PATH', '/with space', /path prefix/],
    ['LOG_LEVEL', 'loud', /one of fatal, error/],
    ['UPSTREAM_TIMEOUT_MS', '10', /100 to 600000/],
    ['UPSTREAM_TIMEOUT_MS', 'soon', /milliseconds/],
    ['UPSTREAM_TIMEOUT_MS', '1e3', /milliseconds/],
    ['FRAME_ANCESTORS', "https://a.example; script-src 'unsafe-inline'", /space-separated origins/],
    ['FRAME_ANCESTORS', "'none'", /space-separated origins/],
    ['SANDBOX_SCHEDULE_MS', '-1', /0 to turn the schedule off/],
    ['SANDBOX_MOVIES', '0', /from 1 to 100000/],
    ['SANDBOX_MOVIES', '1e9', /demo movies/],
    ['SANDBOX_API', '3', /expected 2\.21 or 3\.24/],
    ['SANDBOX_API', 'v3.24', /expected 2\.21 or 3\.24/],
    ['AUTH', 'on', /expected login, proxy or off/],
    // An auth proxy's header with no proxy to trust it from would let no one in.
    ['AUTH', 'proxy', /TRUSTED_PROXIES to name the auth proxy/],
    ['AUTH_PROXY_HEADER', 'Remote User', /HTTP header name/],
    ['TRUSTED_PROXIES', '10.0.0.0/33', /IP addresses or CIDR ranges/],
    ['TRUSTED_PROXIES', 'proxy.lan', /IP addresses or CIDR ranges/],
    ['TRUSTED_PROXIES', '10.0.0.2,::/0', /not a \/0 range: every client would be trusted/],
    ['TRUSTED_PROXIES', '0.0.0.0/00', /not a \/0 range/],
    ['BASE_PATH', '/readyz/', /other than \/healthz or \/readyz/],
    ['AUTH_BYPASS_NETWORKS', '192.168.0.0/16,fd00::/129', /CIDR ranges/],
    ['AUTH_BYPASS_NETWORKS', '192.168.*', /CIDR ranges/],
    ['ALLOWED_HOSTS', 'https://maintainerr.example.com', /host names/],
    ['ALLOWED_HOSTS', 'a.example.com:6246', /host names/],
    ['ALLOWED_HOSTS', 'gw.lan..', /host names/],
  ];
  for (const [name, value, reason] of table) {
    let message = '';
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      t.type(error, ConfigError, `${name}=${value}: a ConfigError`);
      message = (error as Error).message;
    }
    // A URL's user name and password are shown hidden.
    const shown = value.replace(/^(https?:\/\/)[^/?#]*@/, '$1(hidden)@');
    t.ok(message.startsWith(`${name}=${JSON.stringify(shown)} is invalid: `), `${name}=${value}: named (${message})`);
    t.match(message, reason, `${name}=${value}: reason`);
    t.notMatch(message, '\n', 'one line');
  }
});

t.test('defaults, and values as given', async (t) => {
  t.same(loadConfig({}), {
    port: 6246,
    host: '0.0.0.0',
    maintainerrUrl: undefined,
    basePath: '',
    logLevel: 'info',
    upstreamTimeoutMs: 60000,
    frameAncestors: [],
    dataDir: './data',
    sandboxScheduleMs: 300000,
    sandboxMovies: 1500,
    sandboxApi: '3.24',
    auth: 'login',
    authProxyHeader: 'remote-user',
    trustedProxies: [],
    authBypassNetworks: [],
    allowedHosts: [],
    sessionSecret: undefined,
  });
  const config = loadConfig({
    PORT: '8080',
    MAINTAINERR_URL: 'http://maintainerr:3001/',
    BASE_PATH: '/maintainerr/',
    FRAME_ANCESTORS: ' https://dash.example.com  https: ',
    LOG_LEVEL: 'warn',
    UPSTREAM_TIMEOUT_MS: '1500',
    PORT_UNRELATED: 'ignored',
  });
  t.match(config, {
    port: 8080,
    maintainerrUrl: 'http://maintainerr:3001',
    basePath: '/maintainerr',
    frameAncestors: ['https://dash.example.com', 'https:'],
    logLevel: 'warn',
    upstreamTimeoutMs: 1500,
  });
  t.ok(Object.isFrozen(config), 'the config is frozen');
  t.match(
    loadConfig({ AUTH: 'proxy', TRUSTED_PROXIES: ' 172.18.0.0/16, ::1 ', AUTH_BYPASS_NETWORKS: '192.168.0.0/16,fd00::/8', ALLOWED_HOSTS: 'Maintainerr.Example.com,192.168.1.10,[::1],NAS.lan.' }),
    {
      auth: 'proxy',
      trustedProxies: ['172.18.0.0/16', '::1'],
      authBypassNetworks: ['192.168.0.0/16', 'fd00::/8'],
      allowedHosts: ['maintainerr.example.com', '192.168.1.10', '[::1]', 'nas.lan'],
    },
    'auth lists as given, host names in lower case without a final dot',
  );
  t.equal(loadConfig({ AUTH_PROXY_HEADER: 'X-Authentik-Username' }).authProxyHeader, 'x-authentik-username', 'header names are compared in lower case');
  t.equal(loadConfig({ AUTH: 'off' }).auth, 'off');
  t.equal(loadConfig({ SANDBOX_API: '3.24' }).sandboxApi, '3.24', 'the sandbox generation as given');
  t.equal(loadConfig({ PORT: '' }).port, 6246, 'an empty value means the default');
  // Number(' ') is 0: a blank PORT used to listen on a random port without a word.
  t.equal(loadConfig({ PORT: ' ' }).port, 6246, 'a blank value means the default too');
  t.equal(loadConfig({ PORT: ' 8080 ' }).port, 8080, 'spaces around digits are trimmed');
  t.match(loadConfig({ HOST: ' 127.0.0.1 ', BASE_PATH: ' /maintainerr ', MAINTAINERR_URL: ' http://maintainerr:6246 ' }), { host: '127.0.0.1', basePath: '/maintainerr', maintainerrUrl: 'http://maintainerr:6246' }, 'every value is trimmed alike');
  t.equal(loadConfig({ HOST: '[::1]' }).host, '::1', 'an IPv6 HOST written as in a URL is listened on bare');
  const secret = ` ${'k'.repeat(32)}\n`;
  t.equal(loadConfig({ SESSION_SECRET: secret }).sessionSecret, secret, 'a secret is taken as given: trimmed, it would be another key');
  t.equal(loadConfig({ BASE_PATH: '/healthz-app' }).basePath, '/healthz-app', 'only the health paths themselves are refused');
  t.same(loadConfig({ AUTH_BYPASS_NETWORKS: '0.0.0.0/0' }).authBypassNetworks, ['0.0.0.0/0'], 'a bypass for every address is allowed (the start-up line warns)');
  t.equal(loadConfig({ MAINTAINERR_URL: 'https://home.lan/maintainerr/' }).maintainerrUrl, 'https://home.lan/maintainerr', 'a base URL under a prefix is kept');
  t.equal(loadConfig({ MAINTAINERR_URL: 'http://maintainerr:3001/apix' }).maintainerrUrl, 'http://maintainerr:3001/apix', 'only a final /api segment is refused');
});

t.test('a bad SESSION_SECRET stops the start without repeating the secret', async (t) => {
  const secret = 'too-short-secret';
  const gateway = spawnGateway({ SESSION_SECRET: secret, MAINTAINERR_URL: 'http://127.0.0.1:9' });
  t.equal(await gateway.exited, 1);
  t.match(gateway.output(), /^maintainerr-gateway: SESSION_SECRET="\(hidden\)" is invalid: expected at least 32 characters/);
  t.notMatch(gateway.output(), secret, 'the value is not printed');
});

t.test('a MAINTAINERR_URL with a password stops the start without printing the password', async (t) => {
  const gateway = spawnGateway({ MAINTAINERR_URL: 'http://admin:s3cret-pw@127.0.0.1:9' });
  t.equal(await gateway.exited, 1);
  t.match(gateway.output(), /^maintainerr-gateway: MAINTAINERR_URL="http:\/\/\(hidden\)@127\.0\.0\.1:9" is invalid: expected a URL without a user name or password/);
  t.notMatch(gateway.output(), 's3cret-pw', 'the password is not printed');
});
