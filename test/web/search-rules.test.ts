import t from 'tap';
import { normalizeSearchInput, searchReport } from '../../web/src/shell/search.ts';

t.test('what is typed is kept lower-cased, spaces and all', async (t) => {
  t.equal(normalizeSearchInput('The MATRIX'), 'the matrix');
  t.equal(normalizeSearchInput('  Ünïcode  '), '  ünïcode  ');
  t.equal(normalizeSearchInput(''), '');
});

t.test('a settled value is reported once; a non-blank term goes to /overview', async (t) => {
  t.same(searchReport('matrix', ''), { text: 'matrix', goToOverview: true });
  t.equal(searchReport('matrix', 'matrix'), null, 'the same value is not reported twice');
  t.same(searchReport('', 'matrix'), { text: '', goToOverview: false }, 'emptying reports without moving');
  t.same(searchReport('   ', ''), { text: '   ', goToOverview: false }, 'blank is not a term');
  t.equal(searchReport('', ''), null);
});
