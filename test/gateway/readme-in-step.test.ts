// The README's error table lists exactly the errors of gateway/errors.ts (code, status, error,
// message), and its configuration table exactly the variables gateway/config.ts reads.
import t from 'tap';
import { readFile } from 'node:fs/promises';
import { CONFIG_VARIABLES, loadConfig } from '../../gateway/config.ts';
import { GATEWAY_ERRORS } from '../../gateway/errors.ts';

const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');

function tableAfter(heading: string): string[][] {
  const section = readme.slice(readme.indexOf(`## ${heading}`));
  const end = section.indexOf('\n## ', 3);
  return (end > 0 ? section.slice(0, end) : section)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

t.test('the error table matches gateway/errors.ts', async (t) => {
  const rows = tableAfter('Errors');
  t.same(
    rows.map(([code]) => code!.replaceAll('`', '')).sort(),
    Object.keys(GATEWAY_ERRORS).sort(),
    'the same codes',
  );
  for (const [code, status, error, message] of rows) {
    const spec = GATEWAY_ERRORS[code!.replaceAll('`', '') as keyof typeof GATEWAY_ERRORS];
    if (!spec) continue;
    t.equal(Number(status), spec.statusCode, `${spec.code} status`);
    t.equal(error, spec.error, `${spec.code} error`);
    t.equal(message, spec.message, `${spec.code} message`);
  }
});

t.test('the configuration table matches gateway/config.ts', async (t) => {
  const rows = tableAfter('Configuration');
  t.same(rows.map(([name]) => name!.replaceAll('`', '')), CONFIG_VARIABLES, 'the same variables, in order');
  const defaults = loadConfig({});
  const documented = Object.fromEntries(rows.map(([name, fallback]) => [name!.replaceAll('`', ''), fallback!.replaceAll('`', '')]));
  t.equal(documented.PORT, String(defaults.port));
  t.equal(documented.HOST, defaults.host);
  t.equal(documented.LOG_LEVEL, defaults.logLevel);
  t.equal(documented.UPSTREAM_TIMEOUT_MS, String(defaults.upstreamTimeoutMs));
  t.equal(documented.DATA_DIR, defaults.dataDir);
  t.equal(documented.SANDBOX_SCHEDULE_MS, String(defaults.sandboxScheduleMs));
  t.equal(documented.SANDBOX_MOVIES, String(defaults.sandboxMovies));
  t.equal(documented.SANDBOX_API, defaults.sandboxApi);
  t.equal(documented.AUTH, defaults.auth, 'login is on by default');
  t.equal(documented.AUTH_PROXY_HEADER.toLowerCase(), defaults.authProxyHeader);
});

t.test('the two commands come first', async (t) => {
  const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  t.match(firstBlock, /^npm install && npm start/m);
  t.match(firstBlock, /^npm test/m);
});
