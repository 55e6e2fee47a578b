// How each tab shows a paged list: a spinner until page 1 answers, the total, the items loaded so
// far and a "Load more" button that asks for exactly one more page.
import type { ReactNode } from 'react';
import { FormButton } from '../../components/form-button.tsx';
import { LoadState } from '../../components/load-state.tsx';
import type { PagedList } from '../../api/paged-list.ts';
import { countLabel } from '../../lib/count-label.ts';

export interface PagedListViewProps<T> {
  list: PagedList<T>;
  /** What is listed, for the spinner and errors, e.g. "the media". */
  what: string;
  /** The noun of the total line, singular and plural, e.g. ['item', 'items']. */
  noun: [string, string];
  /** Shown when the list is empty. */
  empty: string;
  /** The list element around the items: a list of cards, or a table body's rows. */
  children: (items: T[]) => ReactNode;
}

export function PagedListView<T>({ list, what, noun, empty, children }: PagedListViewProps<T>) {
  const { items, totalSize, hasMore, loadingMore, error, loadMore, retry } = list;
  // A later page that failed leaves LoadState's warning above the list; Load more asks for it again.
  return (
    <LoadState what={what} hasData={totalSize !== undefined} error={error} retry={retry}>
      <p className="paged-list__total">
        {countLabel(totalSize ?? 0, ...noun)}
        {hasMore && `, ${items.length} shown`}
      </p>
      {totalSize === 0 ? <p className="page-message">{empty}</p> : children(items)}
      {hasMore && (
        <div className="paged-list__more">
          <FormButton onClick={loadMore} busy={loadingMore}>
            Load more
          </FormButton>
        </div>
      )}
    </LoadState>
  );
}
