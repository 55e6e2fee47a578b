// The log settings rules (level one of the six, max_size a number >= 0, max_files a number >= 1), one case per rule and boundary, with the messages the
// real service gives (recorded: POST_logs_settings_*).
import t from 'tap';
// The messages are zod's English, which the sandbox and the app's forms register as this does.
import '../../wire/zod-english.ts';
import { LOG_LEVELS, logSettingsFormSchema, logSettingsSchema } from '../../wire/v2/settings.ts';

const valid = { level: 'info', max_size: 20, max_files: 7 };

function messagesFor(input: unknown, field: string): string[] {
  const result = logSettingsSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

t.test('the recorded defaults are accepted', async (t) => {
  t.same(logSettingsSchema.parse(valid), valid);
});

t.test('every level of the list is accepted and nothing else', async (t) => {
  for (const level of LOG_LEVELS) t.ok(logSettingsSchema.safeParse({ ...valid, level }).success, level);
  t.same(LOG_LEVELS, ['debug', 'verbose', 'info', 'warn', 'error', 'fatal']);
  t.same(messagesFor({ ...valid, level: 'loud' }, 'max_size'), [], 'no issue on other fields');
  t.match(messagesFor({ ...valid, level: 'loud' }, 'level'), [/^Invalid option: expected one of/]);
  t.equal(messagesFor({ ...valid, level: 'INFO' }, 'level').length, 1, 'levels are lower-case');
});

t.test('max_size: 0 is the minimum, -1 is too small', async (t) => {
  t.same(messagesFor({ ...valid, max_size: 0 }, 'max_size'), []);
  t.same(messagesFor({ ...valid, max_size: 0.5 }, 'max_size'), [], 'no integer check, like the service');
  t.same(messagesFor({ ...valid, max_size: -1 }, 'max_size'), ['Too small: expected number to be >=0']);
});

t.test('max_size must be a number', async (t) => {
  t.same(messagesFor({ ...valid, max_size: '20' }, 'max_size'), ['Max size must be a number']);
  t.same(messagesFor({ ...valid, max_size: Number.NaN }, 'max_size'), ['Max size must be a number'], 'an empty field');
  t.same(messagesFor({ level: 'info', max_files: 7 }, 'max_size'), ['Max size must be a number'], 'missing');
});

t.test('max_files: 1 is the minimum, 0 is too small', async (t) => {
  t.same(messagesFor({ ...valid, max_files: 1 }, 'max_files'), []);
  t.same(messagesFor({ ...valid, max_files: 0 }, 'max_files'), ['Too small: expected number to be >=1']);
});

t.test('max_files must be a number', async (t) => {
  t.same(messagesFor({ ...valid, max_files: '7' }, 'max_files'), ['Max backups must be a number']);
  t.same(messagesFor({ ...valid, max_files: Number.NaN }, 'max_files'), ['Max backups must be a number']);
});

t.test("the form's rules: the service's, with messages a person reads, and whole backups", async (t) => {
  const formMessages = (input: unknown) => {
    const result = logSettingsFormSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
  };
  t.same(formMessages(valid), []);
  t.same(formMessages({ ...valid, max_size: 0, max_files: 1 }), [], 'the boundaries pass');
  t.same(formMessages({ ...valid, max_size: -1 }), ['max_size: Max size must be 0 or more']);
  t.same(formMessages({ ...valid, max_files: 0 }), ['max_files: Max backups must be a whole number, 1 or more']);
  t.same(formMessages({ ...valid, max_files: 2.5 }), ['max_files: Max backups must be a whole number, 1 or more']);
  t.same(formMessages({ ...valid, max_files: Number.NaN }), ['max_files: Max backups must be a number']);
  t.same(formMessages({ ...valid, max_size: 'x' }), ['max_size: Max size must be a number']);
});
