import t from 'tap';
import { parseAppStatus } from '../../web/src/api/status.ts';
import { badgeContent, versionKind } from '../../web/src/shell/version.ts';

t.test('versionKind: local, develop or stable', async (t) => {
  t.equal(versionKind({ version: 'develop-', commitTag: 'local' }), 'local', 'the recorded local build');
  t.equal(versionKind({ version: '2.21.0', commitTag: 'local' }), 'local');
  t.equal(versionKind({ version: 'develop-abc1234', commitTag: '' }), 'develop');
  t.equal(versionKind({ version: '2.21.0', commitTag: '' }), 'stable');
  t.equal(versionKind({ version: 'developer', commitTag: '' }), 'stable', 'only the develop- prefix counts');
});

t.test('parseAppStatus reads the text/html JSON answer', async (t) => {
  const recorded = { status: 1, version: 'develop-', commitTag: 'local', updateAvailable: false };
  t.same(parseAppStatus(recorded), recorded, 'already parsed by the api client');
  t.same(parseAppStatus(JSON.stringify(recorded)), recorded, 'still a string');
  t.same(parseAppStatus(JSON.stringify(JSON.stringify(recorded))), undefined, 'no deeper guessing');
  t.equal(parseAppStatus(''), undefined);
  t.equal(parseAppStatus(null), undefined);
  t.equal(parseAppStatus({ version: 1 }), undefined);
});

t.test('badge content for each kind', async (t) => {
  t.same(badgeContent(undefined), { kind: 'loading', label: 'Maintainerr', detail: '0.0.1', outOfDate: false }, 'before loading: 0.0.1');
  t.same(badgeContent(undefined, true), { kind: 'unavailable', label: 'Maintainerr', detail: 'unavailable', outOfDate: false }, 'the status could not be read: unavailable, not a version');
  t.same(badgeContent({ status: 1, version: '2.21.0', commitTag: '', updateAvailable: false }, true).detail, '2.21.0', 'a status read before stays after a failed refresh');
  t.same(badgeContent({ status: 0, version: '0.0.1', commitTag: '', updateAvailable: false }).kind, 'loading', 'status 0: the service could not tell');
  t.same(badgeContent({ status: 1, version: 'develop-', commitTag: 'local', updateAvailable: false }), { kind: 'local', label: 'Keep it up!', detail: '', outOfDate: false });
  t.same(badgeContent({ status: 1, version: 'develop-abc1234', commitTag: '', updateAvailable: false }), { kind: 'develop', label: 'Develop', detail: 'abc1234', outOfDate: false });
  t.same(badgeContent({ status: 1, version: '2.21.0', commitTag: '', updateAvailable: false }), { kind: 'stable', label: 'Stable', detail: '2.21.0', outOfDate: false });
  t.same(badgeContent({ status: 1, version: '2.20.0', commitTag: '', updateAvailable: true }), { kind: 'stable', label: 'Stable', detail: 'Out of Date', outOfDate: true });
  t.same(badgeContent({ status: 1, version: 'develop-abc1234', commitTag: '', updateAvailable: true }).detail, 'Out of Date');
});
