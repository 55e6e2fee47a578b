// Notification agents on both generations: the sandbox takes the writes the real v3.24 server was
// recorded taking (add, test, delete of a webhook to an unreachable loopback port) with the same
// bodies and answers, and what it then lists reflects each write, including an edit (add with an
// id) and an enable/disable (the stored agent sent back with only `enabled` changed).
import t from 'tap';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { call, recorded324, removeDir, startTestSandbox } from './support.ts';

const add = recorded324('POST_notifications_configuration_add_webhook.json');
const test = recorded324('POST_notifications_test_webhook_unreachable.json');
const afterAdd = recorded324('GET_notifications_configurations_after_add.json');
const afterDelete = recorded324('GET_notifications_configurations_after_delete.json');
const remove = recorded324('DELETE_notifications_configuration.json');

type Stored = { id: number; name: string; enabled: boolean; options: Record<string, unknown> };

for (const api of SANDBOX_APIS) {
  t.test(`Maintainerr ${api}`, async (t) => {
    const sandbox = await startTestSandbox({ apiVersion: api });
    t.teardown(async () => {
      await sandbox.close();
      await removeDir(sandbox.dataDir);
    });
    const list = async () => (await call(sandbox.url, 'GET', '/api/notifications/configurations')).body as Stored[];
    const demo = await list();

    const tested = await call(sandbox.url, test.request.method, test.request.path, test.request.body);
    t.same([tested.status, tested.contentType, tested.text], [test.status, test.contentType, test.body], 'the test of an unreachable webhook fails as recorded');
    t.same(await list(), demo, 'a test stores nothing');

    const added = await call(sandbox.url, add.request.method, add.request.path, add.request.body);
    t.same([added.status, added.body], [add.status, add.body], 'the add answers as recorded');
    const [recordedRow] = afterAdd.body as Stored[];
    const row = (await list()).find((entry) => entry.name === 'Local webhook');
    t.same(row && { ...row, id: recordedRow!.id }, recordedRow, 'the list holds it as the real service did, field for field');

    const edited = { ...(add.request.body as object), id: row!.id, name: 'Renamed webhook', options: { ...recordedRow!.options, authHeader: 'Bearer x' } };
    t.match((await call(sandbox.url, 'POST', add.request.path, edited)).body, { code: 1, status: 'OK' }, 'an add with an id updates');
    const afterEdit = await list();
    t.equal(afterEdit.length, demo.length + 1, 'no second agent');
    t.match(afterEdit.find((entry) => entry.id === row!.id), { name: 'Renamed webhook', options: { authHeader: 'Bearer x' } });

    await call(sandbox.url, 'POST', add.request.path, { ...edited, enabled: false });
    t.equal((await list()).find((entry) => entry.id === row!.id)?.enabled, false, 'disabled');
    const disabledTest = await call(sandbox.url, 'POST', test.request.path, { ...edited, enabled: false });
    t.equal(disabledTest.text, 'Agent is not allowed to send this message.', 'a disabled agent is not allowed to send');

    const other = await call(sandbox.url, 'POST', test.request.path, { ...edited, options: { ...edited.options, webhookUrl: 'https://hooks.example.com/x' } });
    t.equal(other.text, 'Success', 'an agent at any other host is told its test was sent');

    const deleted = await call(sandbox.url, 'DELETE', `/api/notifications/configuration/${row!.id}`);
    t.same([deleted.status, deleted.body], [remove.status, remove.body], 'the delete answers as recorded');
    t.same(await list(), demo, 'and the agent is gone');
    if (demo.length === 0) t.same(await list(), afterDelete.body);
  });
}
