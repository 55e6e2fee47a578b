import t from 'tap';
import { pageTitle } from '../../web/src/lib/page-title.ts';
import { isSetupComplete } from '../../web/src/api/status.ts';

t.test('setup answer: only a truthy answer counts as complete', async (t) => {
  t.equal(isSetupComplete(true), true, 'parsed text true');
  t.equal(isSetupComplete('true'), true, 'raw text true');
  for (const falsy of [false, 'false', ' false\n', null, undefined, '', 0, '0']) {
    t.equal(isSetupComplete(falsy), false, `${JSON.stringify(falsy)} is falsy`);
  }
});

t.test('page titles follow the route like Maintainerr\'s own UI', async (t) => {
  t.equal(pageTitle('/overview'), 'Maintainerr - Overview');
  t.equal(pageTitle('/rules'), 'Maintainerr - Rules');
  t.equal(pageTitle('/collections'), 'Maintainerr - Collections');
  t.equal(pageTitle('/settings'), 'Maintainerr - Settings');
  t.equal(pageTitle('/settings/plex'), 'Maintainerr - Settings - Plex');
  t.equal(pageTitle('/settings/about'), 'Maintainerr - Settings - About');
  t.equal(pageTitle('/settings/nope'), 'Maintainerr - Page not found');
  t.equal(pageTitle('/nowhere'), 'Maintainerr - Page not found');
  t.equal(pageTitle('/'), 'Maintainerr');
});
