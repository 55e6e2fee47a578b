// The Overview's reads when it is the first page: the generation, the settings the posters' URLs
// follow, the chosen library, its first page, and the poster look-ups of the cards the grid will
// mount first. They run one after the other as soon as the app's code has loaded, instead of each
// waiting for React to render the screen that asks for it; the screen's hooks then take the
// answers in flight (lib/early-reads.ts). Any failure is left for those hooks to meet and show.
import { lookUpPostersEarly, mediaWire, readLibrariesEarly, readLibraryPageEarly } from '../../api/media.ts';
import { readGenerationEarly } from '../../api/generation.ts';
import { readMainSettingsEarly } from '../../api/settings.ts';
import { LIBRARY_PAGE_SIZE } from './api.ts';
import { pickLibrary, readChosenLibraryKey } from './chosen-library.ts';
import { cardsMountedAtFirst } from './components/virtual-grid.tsx';

export async function startOverviewFirstReads(): Promise<void> {
  const generation = await readGenerationEarly();
  if (generation === undefined) return;
  const wire = mediaWire(generation);
  readMainSettingsEarly();
  const library = pickLibrary(await readLibrariesEarly(wire), readChosenLibraryKey());
  if (!library) return;
  const firstPage = await readLibraryPageEarly(wire, library, 1, LIBRARY_PAGE_SIZE);
  lookUpPostersEarly(wire, firstPage.items.slice(0, cardsMountedAtFirst(window.innerWidth, window.innerHeight)));
}
