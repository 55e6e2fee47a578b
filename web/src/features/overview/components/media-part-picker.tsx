// For a show, which part the actions apply to: the whole show, one season or one episode
// (context {id, type} of the writes, API.md §5.7 and §6.2). Children load when first needed.
import { useId, useState } from 'react';
import type { PlexLibraryItem } from '../../../../../wire/v2/plex.ts';
import { useChildren } from '../api.ts';

export interface MediaPart {
  /** ratingKey of the season or episode, or -1 for the whole show. */
  contextId: number;
  /** 2 show, 3 season, 4 episode. */
  dataType: 2 | 3 | 4;
  /** How the toasts name it, e.g. "Show – Season 1". */
  label: string;
}

export interface MediaPartPickerProps {
  show: PlexLibraryItem;
  onChange: (part: MediaPart) => void;
}

export function MediaPartPicker({ show, onChange }: MediaPartPickerProps) {
  const [seasonKey, setSeasonKey] = useState('');
  const [episodeKey, setEpisodeKey] = useState('');
  const seasons = useChildren(show.ratingKey);
  const episodes = useChildren(seasonKey || undefined);
  const seasonId = useId();
  const episodeId = useId();

  const chooseSeason = (key: string) => {
    setSeasonKey(key);
    setEpisodeKey('');
    const season = seasons.children.find((child) => child.ratingKey === key);
    onChange(
      season
        ? { contextId: Number(key), dataType: 3, label: `${show.title} – ${season.title}` }
        : { contextId: -1, dataType: 2, label: show.title },
    );
  };

  const chooseEpisode = (key: string) => {
    setEpisodeKey(key);
    const season = seasons.children.find((child) => child.ratingKey === seasonKey)!;
    const episode = episodes.children.find((child) => child.ratingKey === key);
    onChange(
      episode
        ? { contextId: Number(key), dataType: 4, label: `${show.title} – ${season.title}, ${episode.title}` }
        : { contextId: Number(seasonKey), dataType: 3, label: `${show.title} – ${season.title}` },
    );
  };

  return (
    <div className="media-actions__part">
      <div className="media-actions__field">
        <label htmlFor={seasonId}>Season</label>
        <select id={seasonId} value={seasonKey} onChange={(event) => chooseSeason(event.target.value)}>
          <option value="">Whole show</option>
          {seasons.children.map((season) => (
            <option key={season.ratingKey} value={season.ratingKey}>
              {season.title}
            </option>
          ))}
        </select>
      </div>
      {seasonKey && (
        <div className="media-actions__field">
          <label htmlFor={episodeId}>Episode</label>
          <select id={episodeId} value={episodeKey} onChange={(event) => chooseEpisode(event.target.value)}>
            <option value="">Whole season</option>
            {episodes.children.map((episode) => (
              <option key={episode.ratingKey} value={episode.ratingKey}>
                {episode.index !== undefined ? `${episode.index}. ` : ''}
                {episode.title}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
