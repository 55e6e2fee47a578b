// Notification agents as the app reads and writes them, held to the real services' recordings: the
// agent types and events of both generations, the add and test bodies field for field as the
// service's own UI sent them (v3.24; v2.21 has the same paths and shapes), an edit and an
// enable/disable sending the stored agent back, the form's rules from a type's description, and the
// test's text answer in plain words.
import t from 'tap';
import { readFileSync } from 'node:fs';
import {
  agentBody,
  agentFormSchema,
  agentFormValues,
  describeTestAnswer,
  fieldLabel,
  readAgentConfigs,
  readAgentTypes,
  readTriggers,
  toggledBody,
  triggersInWords,
  type AgentFormValues,
} from '../../web/src/api/notification-forms.ts';
import { URL_SCHEME_MESSAGE } from '../../wire/v2/settings.ts';
import type { RecordedFixture } from '../fixtures/recorded-contract.mjs';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as RecordedFixture;
const v3Fixture = fixture('recorded-contract-3.24.json');
const v2Fixture = fixture('recorded-contract-with-media.json');
const recorded = (from: RecordedFixture, file: string) => {
  const entry = from.recordings.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no recording named ${file}`);
  return entry;
};
const v3 = (file: string) => recorded(v3Fixture, file);

const typesV3 = readAgentTypes(v3('GET_notifications_agents.json').body, '/notifications/agents');
const typesV2 = readAgentTypes(recorded(v2Fixture, 'GET_notifications_agents.json').body, '/notifications/agents');
const triggersV3 = readTriggers(v3('GET_notifications_types.json').body, '/notifications/types');
const webhook = typesV3.find((type) => type.key === 'webhook')!;
const addBody = v3('POST_notifications_configuration_add_webhook.json').request.body as Record<string, unknown>;
const testBody = v3('POST_notifications_test_webhook_unreachable.json').request.body;
const [storedRow] = v3('GET_notifications_configurations_after_add.json').body as Record<string, unknown>[];

/** What a user types into the form to make the recorded webhook. */
const typedWebhook = (): AgentFormValues => ({
  ...agentFormValues(typesV3),
  name: 'Local webhook',
  type: 'webhook',
  enabled: true,
  triggers: ['2', '4'],
  aboutScale: '3',
  options: {
    ...agentFormValues(typesV3).options,
    webhookUrl: 'http://127.0.0.1:9/maintainerr',
    jsonPayload: '{\n  "subject": "{{notification_type}}",\n  "message": "{{message}}"\n}',
    authHeader: '',
  },
});

t.test('every agent type and event each generation offers is read with its fields', async (t) => {
  t.same(typesV2.map((type) => type.key), ['email', 'discord', 'lunasea', 'slack', 'telegram', 'pushbullet', 'pushover', 'webhook', 'gotify']);
  t.same(typesV3.map((type) => type.key), [...typesV2.map((type) => type.key), 'ntfy'], 'v3.24 adds ntfy');
  t.same(webhook.fields.map((field) => [field.key, field.label, field.kind, field.required]), [
    ['webhookUrl', 'Webhook URL', 'text', true],
    ['jsonPayload', 'JSON payload', 'json', true],
    ['authHeader', 'Auth header', 'text', false],
  ]);
  const email = typesV3.find((type) => type.key === 'email')!;
  t.same(email.fields.find((field) => field.key === 'smtpPort'), { key: 'smtpPort', label: 'SMTP port', kind: 'number', required: true, hint: '' });
  t.equal(email.fields.find((field) => field.key === 'authPass')?.kind, 'password');
  t.equal(email.fields.find((field) => field.key === 'secure')?.hint, 'TLS: Use implicit TLS', "the service's hint goes along");
  t.equal(triggersV3.length, 9);
  t.equal(readTriggers(recorded(v2Fixture, 'GET_notifications_types.json').body, '/notifications/types').length, 6);
  t.equal(fieldLabel('chatId'), 'Chat ID');
  t.equal(fieldLabel('botAuthToken'), 'Bot auth token');
  const unknownKind = readAgentTypes([{ name: 'pager', friendlyName: 'Pager', options: [{ field: 'code', type: 'color', required: true, extraInfo: null }] }], '/x');
  t.same(unknownKind[0]!.fields[0], { key: 'code', label: 'Code', kind: 'text', required: true, hint: '' }, 'an unknown kind is edited as text');
});

t.test('the add and test bodies equal the recorded ones, field for field and in order', async (t) => {
  const body = agentBody(typedWebhook(), webhook);
  t.same(body, addBody, 'the add body');
  t.equal(JSON.stringify(body), JSON.stringify(addBody), 'the same fields in the same order');
  t.same(agentBody(typedWebhook(), webhook), testBody, 'Test sends the same body');
  t.equal(JSON.stringify(agentBody({ ...typedWebhook(), triggers: ['4', '2'] }, webhook).types), '[2,4]', 'events in the service order');
});

t.test('an edit sends the stored agent back with its id; a toggle changes only enabled', async (t) => {
  const [stored] = readAgentConfigs([storedRow], '/notifications/configurations');
  const values = agentFormValues(typesV3, stored);
  t.equal(values.options.jsonPayload, JSON.stringify(storedRow!.options && (storedRow!.options as Record<string, unknown>).jsonPayload, null, 2), 'the JSON payload is shown as text');
  t.same(values.triggers, ['2', '4']);
  const { id, ...rest } = storedRow as { id: number };
  const edit = agentBody(values, webhook, stored);
  t.same(edit, { id, ...rest }, 'unchanged values send the stored row back as it was');
  t.same(agentBody({ ...values, name: ' Renamed ' }, webhook, stored), { id, ...rest, name: 'Renamed' }, 'a rename, trimmed');
  t.equal(agentBody({ ...values, aboutScale: '' }, webhook, { ...stored!, aboutScale: 5 }).aboutScale, 5, 'a hidden day count that is not one keeps what the agent had');
  t.equal(agentBody({ ...values, aboutScale: 'x' }, webhook).aboutScale, 3, "or the service's default for a new agent");
  t.same(toggledBody(stored!, false), { id, ...rest, enabled: false }, 'disable');
  t.same(toggledBody({ ...stored!, enabled: false }, true), { id, ...rest, enabled: true }, 'enable');
  const email = typesV3.find((type) => type.key === 'email')!;
  const mail = agentBody({ ...values, type: 'email', options: { ...values.options, smtpPort: '587', secure: true } }, email, stored);
  t.equal(mail.options.smtpPort, 587, 'a number goes as a number');
  t.equal(mail.options.secure, true);
  t.notOk('webhookUrl' in mail.options, "another type's fields do not go along");
});

t.test("the form's rules come from the type's description", async (t) => {
  const schema = agentFormSchema(webhook);
  t.ok(schema.safeParse(typedWebhook()).success, 'the recorded webhook passes');
  const problems = (values: AgentFormValues) =>
    schema.safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
  // What the real v3.24 service accepted (POST_notifications_configuration_add_empty_accepted) is refused here.
  const empty = agentFormValues(typesV3);
  t.same(problems({ ...empty, type: 'webhook' }), [
    'name: Enter a name for the agent',
    'triggers: Choose at least one event',
    'options.webhookUrl: Enter the webhook URL',
    'options.jsonPayload: Enter the JSON payload',
  ]);
  t.same(problems({ ...typedWebhook(), options: { ...typedWebhook().options, jsonPayload: '{nope' } }), ['options.jsonPayload: Must be valid JSON']);
  t.same(problems({ ...typedWebhook(), options: { ...typedWebhook().options, webhookUrl: 'hooks.example.com' } }), [`options.webhookUrl: ${URL_SCHEME_MESSAGE}`], 'in the words of every URL field of the settings');
  t.same(problems({ ...typedWebhook(), triggers: ['2', '8'], aboutScale: '0' }), ['aboutScale: Enter a whole number of days, 1 or more'], 'the day count with the event that uses it');
  t.same(problems({ ...typedWebhook(), name: '', triggers: ['8'], aboutScale: 'x' }), ['name: Enter a name for the agent', 'aboutScale: Enter a whole number of days, 1 or more'], 'beside the other fields\' messages');
  t.same(problems({ ...typedWebhook(), aboutScale: '0' }), [], 'without that event the (hidden) day count is not checked');
  const email = typesV3.find((type) => type.key === 'email')!;
  const mail = agentFormSchema(email).safeParse({ ...typedWebhook(), type: 'email', options: { ...typedWebhook().options, emailFrom: 'a@b', senderName: 'M', emailTo: 'c@d', smtpHost: 'mail', smtpPort: 'abc' } });
  t.same(mail.error?.issues.map((issue) => issue.message), ['Must be a whole number'], 'the SMTP port must be a number');
});

t.test("the test's answer in plain words", async (t) => {
  const recordedAnswer = v3('POST_notifications_test_webhook_unreachable.json').body;
  t.same(describeTestAnswer(recordedAnswer), {
    ok: false,
    text: 'The test notification could not be sent: nothing accepted the connection at 127.0.0.1:9. The service said "connect ECONNREFUSED 127.0.0.1:9".',
  });
  t.same(describeTestAnswer('Success'), { ok: true, text: 'The test notification was sent.' });
  t.match(describeTestAnswer('Agent is not allowed to send this message.'), { ok: false, text: /the agent is disabled or a required field is empty/ });
  t.match(describeTestAnswer('Failure: getaddrinfo ENOTFOUND hooks.invalid'), { ok: false, text: /the host name hooks.invalid could not be found/ });
  t.match(describeTestAnswer(null), { ok: false, text: 'The service gave no answer to the test.' });
});

t.test('events in words', async (t) => {
  t.equal(triggersInWords([16, 32], triggersV3), 'Media Handled, Rule Handling Failed');
  t.equal(triggersInWords([], triggersV3), 'no event');
  t.equal(triggersInWords([2048], triggersV3), 'event 2048');
});
