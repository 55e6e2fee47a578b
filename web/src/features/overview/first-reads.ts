// The Overview's reads when it is the first page: the generation (asked by the entry already, app/
// early-reads-start.ts), then together the settings the posters' URLs follow and the libraries, then the
// chosen library's first page, then the poster look-ups of the cards the grid will mount first.
// They start once this screen's code is in, each as soon as what it needs is known, instead of
// waiting for React to render what asks for it; the screen's hooks then take the answers in flight
// (lib/early-reads.ts). Any failure is left for those hooks to meet and show. A sign-out or a write
// meanwhile (a new round of early reads) stops the chain.
import { librarySortOf, lookUpPostersEarly, mediaWire, readLibrariesEarly, readLibraryPageEarly } from '../../api/media.ts';
import { readGenerationEarly } from '../../api/generation.ts';
import { readMainSettingsEarly } from '../../api/main-settings.ts';
import { earlyReadsRound } from '../../lib/early-reads.ts';
import { LIBRARY_PAGE_SIZE, LIBRARY_SORT_PARAM } from './api.ts';
import { pickLibrary, readChosenLibraryKey } from './chosen-library.ts';
import { cardsMountedAtFirst } from './components/virtual-grid.tsx';

export async function startOverviewFirstReads(): Promise<void> {
  const round = earlyReadsRound();
  const stillWanted = () => earlyReadsRound() === round;
  const generation = await readGenerationEarly();
  if (generation === undefined || !stillWanted()) return;
  const wire = mediaWire(generation);
  readMainSettingsEarly();
  const library = pickLibrary(await readLibrariesEarly(wire), readChosenLibraryKey());
  if (!library || !stillWanted()) return;
  const sort = librarySortOf(wire, new URLSearchParams(window.location.search).get(LIBRARY_SORT_PARAM));
  const firstPage = await readLibraryPageEarly(wire, library, 1, LIBRARY_PAGE_SIZE, sort);
  if (!stillWanted()) return;
  lookUpPostersEarly(wire, firstPage.items.slice(0, cardsMountedAtFirst(window.innerWidth, window.innerHeight)));
}
