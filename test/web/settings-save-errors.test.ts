// How failed settings writes are turned into field messages and toasts (api/save-answer.ts,
// features/settings/save-errors.ts), using the recorded 400 bodies of the real service.
import t from 'tap';
import { ApiError } from '../../web/src/lib/api-client.ts';
import { ensureAccepted, SaveRejectedError, validationMessagesByField } from '../../web/src/api/save-answer.ts';
import { describeFailure } from '../../web/src/features/settings/shared/save-errors.ts';
import type { ValidationFailedBody } from '../../wire/v2/settings.ts';
import { recording } from '../helpers/recordings.ts';


t.test('a recorded 400 Validation failed gives each field its messages in order', async (t) => {
  const { status, body } = recording<ValidationFailedBody>('POST_api_logs_settings_invalid.json');
  const byField = validationMessagesByField(new ApiError(status, body.message, undefined, body));
  t.same([...byField!.keys()], ['level', 'max_size', 'max_files']);
  t.same(byField!.get('max_files'), ['Too small: expected number to be >=1']);
});

t.test('two issues on one field are both kept', async (t) => {
  const body = {
    statusCode: 400,
    message: 'Validation failed',
    errors: [
      { code: 'custom', path: ['url'], message: 'Must start with http:// or https://' },
      { code: 'custom', path: ['url'], message: "Must not end with a '/'" },
    ],
  };
  t.same(validationMessagesByField(new ApiError(400, 'Validation failed', undefined, body))!.get('url'), [
    'Must start with http:// or https://',
    "Must not end with a '/'",
  ]);
});

t.test('other errors are not validation failures', async (t) => {
  t.equal(validationMessagesByField(new ApiError(400, 'Invalid file', undefined, { statusCode: 400, message: 'Invalid file' })), undefined);
  t.equal(validationMessagesByField(new ApiError(502, 'down', 'GW_ERR_UPSTREAM_UNREACHABLE', {})), undefined);
  t.equal(validationMessagesByField(new Error('x')), undefined);
});

t.test('a soft failure {code:0} is a rejection carrying the service\'s message', async (t) => {
  t.throws(
    () => ensureAccepted({ status: 'NOK', code: 0, message: 'Update failed, invalid CRON value was found' }, 'Failure'),
    new SaveRejectedError('Update failed, invalid CRON value was found'),
  );
  t.throws(() => ensureAccepted({ status: 'NOK', code: 0 }, 'Failed'), new SaveRejectedError('Failed'));
  t.same(ensureAccepted({ status: 'OK', code: 1, message: 'Success' }, 'Failure'), { status: 'OK', code: 1, message: 'Success' });
  t.equal(ensureAccepted(null, 'Failure'), null, 'an empty 201 is a success');
});

t.test('failure sentences say what failed and why', async (t) => {
  t.match(describeFailure('Saving X', new ApiError(502, 'Maintainerr is unreachable', 'GW', {})), /^Saving X failed: the service could not be reached \(Maintainerr is unreachable\)/);
  t.match(describeFailure('Saving X', new ApiError(0, 'Network error', 'NETWORK_ERROR', null)), /could not be reached/);
  t.equal(describeFailure('Saving X', new ApiError(500, 'Internal server error', undefined, {})), 'Saving X failed: Internal server error (HTTP 500).');
  t.equal(describeFailure('Saving X', new SaveRejectedError('Failure')), 'Saving X failed: the service said "Failure".');
});
