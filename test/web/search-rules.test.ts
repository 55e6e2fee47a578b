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
  t.equal(searchReport('   ', ''), null, 'blank is no search: nothing new to report');
  t.same(searchReport('   ', 'matrix'), { text: '', goToOverview: false }, 'blanking the box ends the search');
  t.same(searchReport('  the matrix ', ''), { text: 'the matrix', goToOverview: true }, 'spaces around a term are not searched for');
  t.equal(searchReport('matrix ', 'matrix'), null, 'a space typed after a term asks nothing again');
  t.equal(searchReport('', ''), null);
});
