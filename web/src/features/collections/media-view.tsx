// How the Media tab lays items out, the user's choice: a poster grid or a dense list, remembered in
// localStorage so a reload or another collection keeps it.
import { useState } from 'react';

export type MediaView = 'grid' | 'list';

export const MEDIA_VIEW_STORAGE_KEY = 'maintainerr.collections.mediaView';

/** The remembered view; the list when none is stored or storage is unavailable (private modes may refuse it). */
function readView(): MediaView {
  try {
    return localStorage.getItem(MEDIA_VIEW_STORAGE_KEY) === 'grid' ? 'grid' : 'list';
  } catch {
    return 'list';
  }
}

export function useMediaView(): [MediaView, (view: MediaView) => void] {
  const [view, setView] = useState<MediaView>(readView);
  const choose = (next: MediaView) => {
    setView(next);
    try {
      localStorage.setItem(MEDIA_VIEW_STORAGE_KEY, next);
    } catch {
      // Not remembered where storage is refused; the choice still holds for this visit.
    }
  };
  return [view, choose];
}

const LABELS: Record<MediaView, string> = { grid: 'Posters', list: 'List' };

/** Two buttons, the pressed one being the view shown. */
export function MediaViewToggle({ view, onChange }: { view: MediaView; onChange: (view: MediaView) => void }) {
  return (
    <div className="media-view-toggle" role="group" aria-label="Show media as">
      {(['grid', 'list'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="media-view-toggle__option"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {LABELS[option]}
        </button>
      ))}
    </div>
  );
}
