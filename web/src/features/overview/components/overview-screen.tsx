// The Overview: the chosen library's items, or the search results when the shared
// search text is set, and the detail view of the item named in the URL.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths, SETTINGS_TAB_LABELS, type SettingsTab } from '../../../lib/paths.ts';
import { focusPageHeadingIfLost } from '../../../lib/page-heading-focus.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { RetryButton } from './retry-button.tsx';
import { librarySortOf, useLibraries, useMediaWire } from '../../../api/media.ts';
import { useQueryParams } from '../../../hooks/use-query-params.ts';
import { LIBRARY_SORT_PARAM } from '../api.ts';
import { useSearch } from '../../../hooks/use-search.tsx';
import { useMainSettings } from '../../../api/main-settings.ts';
import { pickLibrary, useChosenLibraryKey } from '../chosen-library.ts';
import { useOpenItem } from '../open-item.ts';
import { useItemSelection } from '../item-selection.ts';
import '../overview.css';
import { LibraryGrid } from './library-grid.tsx';
import { LibrarySortPicker, LibrarySwitcher } from './library-switcher.tsx';
import { MediaDetailDialog } from './media-detail-dialog.tsx';
import { SearchResults } from './search-results.tsx';

export function OverviewScreen() {
  const search = useSearch();
  const { libraries, isLoading, isValidating, error, mutate: reloadLibraries } = useLibraries();
  const [rememberedKey, chooseLibrary] = useChosenLibraryKey();
  const library = pickLibrary(libraries, rememberedKey);
  const { openKey, open, close } = useOpenItem();
  // The order lives in the URL (a reload or a shared link keeps it); only v3.x pages in other orders.
  const wire = useMediaWire();
  const [params, changeParams] = useQueryParams();
  const sort = wire && librarySortOf(wire, params.get(LIBRARY_SORT_PARAM));
  const chooseSort = (key: string | undefined) =>
    changeParams((next) => (key ? next.set(LIBRARY_SORT_PARAM, key) : next.delete(LIBRARY_SORT_PARAM)), { replace: true });
  // Posters need settings.cacheImages: ask for it alongside the libraries rather than after the first page.
  const { data: settings } = useMainSettings();
  // v3.x may run Jellyfin or Emby: "set up" leads to the tab of the server it runs.
  const serverTab: SettingsTab = settings?.mediaServer === 'jellyfin' || settings?.mediaServer === 'emby' ? settings.mediaServer : 'plex';
  // Picking items to act on many at once (add to a collection, exclude): the cards become checkboxes.
  const [picking, setPicking] = useState(false);
  const selection = useItemSelection(library?.id);
  const acting = selection.progress !== undefined;

  return (
    <section className="overview" aria-labelledby="overview-heading">
      <header className="overview__header">
        <h1 id="overview-heading">Overview</h1>
        {search.text ? (
          <div className="overview__search">
            <span>
              Results for “<strong>{search.text}</strong>”
            </span>
            {/* The button goes with the results: the focus it held goes to the page's heading, so
                Tab goes on to the library switcher in its place (not the search box: on a phone
                that would open the keyboard over the library just brought back). */}
            <button
              type="button"
              onClick={() => {
                search.clear();
                requestAnimationFrame(focusPageHeadingIfLost);
              }}
            >
              Clear search
            </button>
          </div>
        ) : (
          library && (
            <>
              <LibrarySwitcher libraries={libraries} chosenKey={library.id} onChoose={chooseLibrary} />
              {wire?.librarySorts && <LibrarySortPicker sorts={wire.librarySorts} chosen={sort} onChoose={chooseSort} />}
              {/* Off, the picks go: the next time starts from none. Not while an action on them runs. */}
              <button
                type="button"
                className="overview__pick"
                aria-pressed={picking}
                aria-disabled={acting || undefined}
                onClick={() => {
                  if (acting) return;
                  if (picking) selection.clear();
                  setPicking(!picking);
                }}
              >
                Select
              </button>
            </>
          )
        )}
      </header>

      {search.text ? (
        <SearchResults text={search.text} onOpen={open} />
      ) : library ? (
        <LibraryGrid key={`${library.id} ${sort ?? ''}`} library={library} sort={sort} onOpen={open} picking={picking} selection={selection} />
      ) : error ? (
        // Before the spinner: a failure stays in place while the reads retry (SWR keeps the error
        // until one succeeds), rather than blinking to a spinner and back under the user's click.
        <div className="overview__message" role="alert">
          <p>The libraries could not be loaded.</p>
          <RetryButton retrying={isValidating} onRetry={() => void reloadLibraries()} />
        </div>
      ) : isLoading ? (
        <Spinner label="Loading libraries" size="lg" />
      ) : (
        <p className="overview__message">
          There are no movie or show libraries yet. <Link to={paths.settingsTab(serverTab)}>Set up {SETTINGS_TAB_LABELS[serverTab]}</Link>
        </p>
      )}

      {openKey && <MediaDetailDialog itemId={openKey} onClose={close} />}
    </section>
  );
}
