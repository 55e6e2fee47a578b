// For a show, which part the actions apply to: the whole show, one season or one episode (the
// context of the collection and exclusion writes). Children load when first needed.
import { useId, useState } from 'react';
import { useChildren, type MediaItem, type MediaKind } from '../../../api/media.ts';

export interface MediaPart {
  /** The season or episode; undefined for the whole show. */
  partId?: string;
  kind: MediaKind;
  /** How the toasts name it, e.g. "Show – Season 1". */
  label: string;
}

export interface MediaPartPickerProps {
  show: MediaItem;
  onChange: (part: MediaPart) => void;
}

export function MediaPartPicker({ show, onChange }: MediaPartPickerProps) {
  const [seasonKey, setSeasonKey] = useState('');
  const [episodeKey, setEpisodeKey] = useState('');
  const seasons = useChildren(show.id);
  const episodes = useChildren(seasonKey || undefined);
  const seasonId = useId();
  const episodeId = useId();

  const chooseSeason = (key: string) => {
    setSeasonKey(key);
    setEpisodeKey('');
    const season = seasons.children.find((child) => child.id === key);
    onChange(
      season
        ? { partId: key, kind: 'season', label: `${show.title} – ${season.title}` }
        : { kind: 'show', label: show.title },
    );
  };

  const chooseEpisode = (key: string) => {
    setEpisodeKey(key);
    const season = seasons.children.find((child) => child.id === seasonKey)!;
    const episode = episodes.children.find((child) => child.id === key);
    onChange(
      episode
        ? { partId: key, kind: 'episode', label: `${show.title} – ${season.title}, ${episode.title}` }
        : { partId: seasonKey, kind: 'season', label: `${show.title} – ${season.title}` },
    );
  };

  return (
    <div className="media-actions__part">
      <div className="media-actions__field">
        <label htmlFor={seasonId}>Season</label>
        <select id={seasonId} value={seasonKey} onChange={(event) => chooseSeason(event.target.value)}>
          <option value="">Whole show</option>
          {seasons.children.map((season) => (
            <option key={season.id} value={season.id}>
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
              <option key={episode.id} value={episode.id}>
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
