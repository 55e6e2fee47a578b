// The items of one library, loaded page by page as the grid asks for index ranges. It fetches the
// pages that cover the wanted range plus a look-ahead, nearest first, never more than
// `maxConcurrent` at once; pages that fell out of the wanted range before their turn are never
// fetched, so a fast scroll through 10,000 items costs only the pages the user stops near.
import type { MediaItem, MediaPage } from '../../api/media.ts';
import { retryDelayMs, shouldRetry } from '../../lib/retry-policy.ts';

export interface PagedLibraryOptions {
  /** Fetches one page (1-based) of `pageSize` items. */
  fetchPage: (page: number) => Promise<MediaPage>;
  /** Items per page (the `amount` query). */
  pageSize: number;
  /** Page requests allowed in flight at once; default 2. */
  maxConcurrent?: number;
  /** Extra items fetched beyond each end of the wanted range; default one page. */
  lookAheadItems?: number;
}

type PageState =
  | { status: 'loading' }
  // `stale`: shown until its page is read again (after refresh()); a failed re-read waits until
  // `retryAt` before the next, as a failed page does, its items shown meanwhile.
  | { status: 'loaded'; items: MediaItem[]; stale?: boolean; attempts?: number; retryAt?: number }
  | { status: 'failed'; attempts: number; retryAt: number; final: boolean };


/** A library's items by index, fetched on demand; subscribe() for changes. */
export class PagedLibrary {
  /** Total items in the library; undefined until the first page answers. */
  totalSize: number | undefined;
  /** The last error, when a page could not be loaded after every attempt. */
  error: unknown;
  private readonly pages = new Map<number, PageState>();
  private readonly listeners = new Set<() => void>();
  private wanted: { first: number; last: number } = { first: 0, last: 0 };
  /** Pages asked for and not answered yet: never asked twice at once, never more than maxConcurrent. */
  private readonly fetching = new Set<number>();
  /** Raised by refresh(): an answer to a request sent before it is stored stale, to be asked again. */
  private epoch = 0;
  private version = 0;
  private disposed = false;
  private readonly maxConcurrent: number;
  private readonly lookAheadItems: number;

  constructor(private readonly options: PagedLibraryOptions) {
    this.maxConcurrent = options.maxConcurrent ?? 2;
    this.lookAheadItems = options.lookAheadItems ?? options.pageSize;
  }

  /** Registers a change listener; returns its remover. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A number that changes whenever anything readable changes (for useSyncExternalStore). */
  getVersion = (): number => this.version;

  /** The item at a 0-based index, or undefined while its page is not loaded. */
  itemAt(index: number): MediaItem | undefined {
    const page = this.pages.get(this.pageOf(index));
    return page?.status === 'loaded' ? page.items[index % this.options.pageSize] : undefined;
  }

  /** True while the page holding this index is being fetched. */
  isLoading(index: number): boolean {
    return this.pages.get(this.pageOf(index))?.status === 'loading';
  }

  /** Tells the loader which indexes are on screen; it fetches what they and the look-ahead need. */
  want(first: number, last: number): void {
    this.wanted = { first: Math.max(0, first), last: Math.max(first, last) };
    this.pump();
  }

  /** Forgets failed pages so the next want() asks for them again. */
  retry(): void {
    for (const [page, state] of this.pages) if (state.status === 'failed') this.pages.delete(page);
    this.error = undefined;
    this.changed();
    this.pump();
  }

  /**
   * Reads the library again (after a run deleted some of it): the pages in and near the wanted range
   * are asked for again and keep showing their items until the new ones are in; the others are
   * forgotten, to be asked for when scrolled to.
   */
  refresh(): void {
    this.epoch += 1;
    const needed = new Set(this.totalSize === undefined ? [] : this.neededPages());
    for (const [page, state] of this.pages) {
      if (state.status === 'loaded' && needed.has(page)) this.pages.set(page, { status: 'loaded', items: state.items, stale: true });
      else if (!this.fetching.has(page)) this.pages.delete(page);
    }
    this.error = undefined;
    this.changed();
    this.pump();
  }

  /** Stops notifying; answers still in flight are dropped. */
  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }

  private pageOf(index: number): number {
    return Math.floor(index / this.options.pageSize) + 1;
  }

  /** Pages the wanted range plus look-ahead needs, nearest to the range first. */
  private neededPages(): number[] {
    const { first, last } = this.wanted;
    const lastIndex = this.totalSize === undefined ? Math.max(last, 0) : Math.max(this.totalSize - 1, 0);
    const from = this.pageOf(Math.max(0, first - this.lookAheadItems));
    const to = this.pageOf(Math.min(lastIndex, last + this.lookAheadItems));
    const onScreenFrom = this.pageOf(first);
    const onScreenTo = this.pageOf(Math.min(lastIndex, last));
    const distance = (page: number) => (page < onScreenFrom ? onScreenFrom - page : page > onScreenTo ? page - onScreenTo : 0);
    const pages: number[] = [];
    for (let page = from; page <= to; page += 1) pages.push(page);
    // Until the first answer gives the total, only page 1 is certain to exist.
    if (this.totalSize === undefined) return [1];
    return pages.sort((a, b) => distance(a) - distance(b) || a - b);
  }

  private pump(): void {
    if (this.disposed) return;
    for (const page of this.neededPages()) {
      if (this.fetching.size >= this.maxConcurrent) return;
      const state = this.pages.get(page);
      // A page loading is being fetched.
      if (this.fetching.has(page)) continue;
      if (state?.status === 'loaded' && (!state.stale || (state.retryAt ?? 0) > Date.now())) continue;
      if (state?.status === 'failed' && (state.final || Date.now() < state.retryAt)) continue;
      this.load(page, state?.status === 'failed' ? state.attempts : 0);
    }
  }

  private load(page: number, previousAttempts: number): void {
    this.fetching.add(page);
    const epoch = this.epoch;
    const shown = this.pages.get(page);
    // A page read again keeps its items on screen meanwhile.
    const kept = shown?.status === 'loaded' ? shown : undefined;
    if (!kept) this.pages.set(page, { status: 'loading' });
    this.changed();
    /**
     * The app's one retry policy: a few retries, further apart each time, none for a 4xx. A page read
     * again that fails keeps what it showed (the last good items, not an error) while it waits.
     */
    const failed = (error: unknown) => {
      const attempts = (kept ? (kept.attempts ?? 0) : previousAttempts) + 1;
      const final = !shouldRetry(error, attempts);
      const delay = retryDelayMs(attempts);
      if (kept) {
        this.pages.set(page, final ? { status: 'loaded', items: kept.items } : { status: 'loaded', items: kept.items, stale: true, attempts, retryAt: Date.now() + delay });
      } else {
        this.pages.set(page, { status: 'failed', attempts, retryAt: Date.now() + delay, final });
        if (final) this.error = error;
      }
      if (!final) setTimeout(() => this.pump(), delay);
    };
    this.options
      .fetchPage(page)
      .then(
        (answer) => {
          if (!answer || !Array.isArray(answer.items)) throw new Error('The service sent no items for this library');
          // Asked before a refresh: what it says may predate the run, so it is shown and asked again.
          const stale = epoch !== this.epoch;
          if (!stale || this.totalSize === undefined) this.totalSize = typeof answer.totalSize === 'number' ? answer.totalSize : answer.items.length;
          this.pages.set(page, { status: 'loaded', items: answer.items, stale });
        },
        failed,
      )
      .catch((error: unknown) => {
        // An answer without items: asking again would bring the same, unless the page had items to keep.
        if (kept) return failed(error);
        this.pages.set(page, { status: 'failed', attempts: previousAttempts + 1, retryAt: 0, final: true });
        this.error = error;
      })
      .finally(() => {
        this.fetching.delete(page);
        if (this.disposed) return;
        this.changed();
        this.pump();
      });
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
