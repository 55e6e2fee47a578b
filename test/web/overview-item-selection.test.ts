// The range a shift-click takes on the Overview's grid: every position from the last card turned to
// this one, either way round.
import t from 'tap';
import { positionsBetween } from '../../web/src/features/overview/item-selection.ts';

t.same(positionsBetween(undefined, 4), [4], 'no card turned before: this one alone');
t.same(positionsBetween(2, 5), [2, 3, 4, 5], 'downwards, both ends included');
t.same(positionsBetween(5, 2), [2, 3, 4, 5], 'upwards, the same positions');
t.same(positionsBetween(3, 3), [3], 'the same card: itself');
t.same(positionsBetween(0, 0), [0], 'the first card is a position like any other');
