// Picking many rows at once (hooks/use-range-selection.ts): a shift-click's range runs from the last
// row set to this one, by position, in the same list and only while that row is still where it was.
import t from 'tap';
import { positionsBetween, rangeStart, toggled, type RowsAt } from '../../web/src/hooks/use-range-selection.ts';

const byItself = (id: number) => id;
const listOf = (ids: number[]): RowsAt<number> => (position) => ids[position];

t.test('positions between two, either way round', async (t) => {
  t.same(positionsBetween(undefined, 4), [4], 'no row set before: this one alone');
  t.same(positionsBetween(2, 5), [2, 3, 4, 5], 'downwards, both ends included');
  t.same(positionsBetween(5, 2), [2, 3, 4, 5], 'upwards, the same positions');
  t.same(positionsBetween(0, 0), [0], 'the first position is one like any other');
});

t.test('a range starts at the last row set while its list still has it there', async (t) => {
  const shown = [5, 3, 9, 1];
  const rows = listOf(shown);
  t.equal(rangeStart({ rows, position: 1, key: 3 }, rows, true, byItself), 1, 'the last row set, in place');
  t.equal(rangeStart({ rows, position: 1, key: 3 }, rows, false, byItself), undefined, 'no Shift: no range');
  t.equal(rangeStart(undefined, rows, true, byItself), undefined, 'nothing set before');
  t.equal(rangeStart({ rows: listOf(shown), position: 1, key: 3 }, rows, true, byItself), undefined, 'set in another list (another order, another library)');
  t.equal(rangeStart({ rows, position: 1, key: 7 }, rows, true, byItself), undefined, 'that row has moved or gone');
  t.equal(rangeStart({ rows, position: 0, key: 5 }, rows, true, byItself), 0, 'the first row');
});

t.test('setting a range on or off, or flipping it after the row clicked', async (t) => {
  const rows = listOf([5, 3, 9, 1]);
  const none = new Map<number, number>();
  t.same([...toggled(none, rows, 1, 3, true, byItself).keys()], [3, 9, 1], 'on from the last row set to this one');
  t.same([...toggled(none, rows, 3, 0, true, byItself).keys()], [5, 3, 9, 1], 'upwards too');
  t.same([...toggled(none, rows, undefined, 2, 'flip', byItself).keys()], [9], 'flipped from off: on, alone');
  const some = new Map([[3, 3], [9, 9], [1, 1]]);
  t.same([...toggled(some, rows, 0, 2, 'flip', byItself).keys()], [1], 'flipped from on: the range goes off');
  t.same([...toggled(some, rows, 0, 1, false, byItself).keys()], [9, 1], 'off');
  const gaps = listOf([5, 3]);
  t.same([...toggled(none, gaps, 0, 3, true, byItself).keys()], [], 'a clicked position with no row changes nothing');
  const sparse: RowsAt<number> = (position) => (position === 1 ? undefined : [5, 3, 9, 1][position]);
  t.same([...toggled(none, sparse, 0, 3, true, byItself).keys()], [5, 9, 1], 'positions with no row (not loaded yet) are passed over');
});
