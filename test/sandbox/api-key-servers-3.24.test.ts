// v3.24's Jellyfin and Emby settings in the sandbox: bodies checked as the service's zod pipe checks
// them (400 Validation failed naming the field), a test that reaches only the demo host and answers
// elsewhere as the recorded unreachable server, a save that tests first and then declines (the demo
// runs Plex only) without changing anything, and a removal that clears what was stored.
import t from 'tap';
import { call, recorded324, removeDir, startTestSandbox } from './support.ts';

const sandbox = await startTestSandbox({ apiVersion: '3.24' });
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});

for (const server of ['jellyfin', 'emby'] as const) {
  const url = `${server}_url`;
  const apiKey = `${server}_api_key`;

  t.test(`${server}: bad bodies get the service's 400 and change nothing`, async (t) => {
    const before = (await call(sandbox.url, 'GET', `/api/settings/${server}`)).body;
    for (const [body, messages] of [
      [{ [url]: `${server}.lan:8096/`, [apiKey]: 'k' }, ['Must start with http:// or https://', "Must not end with a '/'"]],
      [{ [url]: 'http://x', [apiKey]: '  ' }, ['API key is required']],
      [{ [url]: 'http://x' }, ['Invalid input: expected string, received undefined']],
    ] as const) {
      for (const path of [`/api/settings/${server}`, `/api/settings/${server}/test`]) {
        const answer = await call(sandbox.url, 'POST', path, body);
        t.equal(answer.status, 400, `${path} ${JSON.stringify(body)}`);
        t.same(
          (answer.body as { errors: { message: string }[] }).errors.map((issue) => issue.message),
          messages,
        );
      }
    }
    t.same((await call(sandbox.url, 'GET', `/api/settings/${server}`)).body, before);
  });

  t.test(`${server}: a test reaches the demo host only, and a save tests first, then declines`, async (t) => {
    const unreachable = await call(sandbox.url, 'POST', `/api/settings/${server}/test`, { [url]: 'http://127.0.0.1:8096', [apiKey]: 'k' });
    const recordedTest = recorded324(`POST_settings_${server}_test_unreachable.json`);
    t.equal(unreachable.status, recordedTest.status);
    t.same(unreachable.body, recordedTest.body, 'as the recorded unreachable server');
    const demo = await call(sandbox.url, 'POST', `/api/settings/${server}/test`, { [url]: `http://${server}.demo`, [apiKey]: 'k' });
    t.match(demo.body, { status: 'OK', code: 1, message: /^Connected to Demo /, serverName: String, version: String });

    const settingsBefore = (await call(sandbox.url, 'GET', '/api/settings')).body;
    const refused = await call(sandbox.url, 'POST', `/api/settings/${server}`, { [url]: 'http://127.0.0.1:8096', [apiKey]: 'k' });
    t.same(refused.body, recordedTest.body, 'an unreachable server is refused with the test’s reason');
    const declined = await call(sandbox.url, 'POST', `/api/settings/${server}`, { [url]: `http://${server}.demo`, [apiKey]: 'k' });
    t.same(declined.body, { status: 'NOK', code: 0, message: `The demo runs Plex only; it cannot run ${server}` });
    t.same((await call(sandbox.url, 'GET', '/api/settings')).body, settingsBefore, 'nothing saved, Plex still runs');
  });

  t.test(`${server}: DELETE clears the stored connection`, async (t) => {
    const stored = { [url]: `http://${server}.lan:8096`, [apiKey]: 'stored-key', [`${server}_user_id`]: 'u1' };
    t.equal((await call(sandbox.url, 'PATCH', '/api/settings', stored)).status, 200);
    t.same((await call(sandbox.url, 'GET', `/api/settings/${server}`)).body, stored);
    const removed = await call(sandbox.url, 'DELETE', `/api/settings/${server}`);
    t.same(removed.body, { status: 'OK', code: 1, message: 'Success' });
    t.same((await call(sandbox.url, 'GET', `/api/settings/${server}`)).body, { [url]: null, [apiKey]: null, [`${server}_user_id`]: null });
  });
}
