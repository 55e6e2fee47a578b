// The group's general facts: its name (also its collection's), description, library and media
// type, and whether it is active and selects by rules at all.
import type { Library, MediaKind } from '../../../api/media-types.ts';
import type { RuleGroupDraft } from '../../../api/rule-editor-types.ts';
import { DO_NOTHING_ACTION } from '../../../api/collection-types.ts';
import { isMediaServerAction, KIND_PLURAL } from '../labels.ts';
import { DraftCheckbox, DraftSelect, DraftText } from './draft-fields.tsx';

const SHOW_KINDS: MediaKind[] = ['show', 'season', 'episode'];

/** The media type a group keeps when its library changes: movies in a movie library, else what it had if a show library allows it. */
export function kindForLibrary(library: Library | undefined, current: MediaKind): MediaKind {
  if (!library) return current;
  if (library.kind === 'movie') return 'movie';
  return SHOW_KINDS.includes(current) ? current : 'show';
}

export interface GeneralFieldsProps {
  draft: RuleGroupDraft;
  libraries: Library[];
  messagesAt: (path: string) => string[];
  change: (patch: Partial<RuleGroupDraft>) => void;
}

export function GeneralFields({ draft, libraries, messagesAt, change }: GeneralFieldsProps) {
  const library = libraries.find((entry) => entry.id === draft.libraryId);
  const kinds = library?.kind === 'movie' ? (['movie'] as MediaKind[]) : library ? SHOW_KINDS : [draft.kind];
  return (
    <fieldset className="rule-editor__group">
      <legend>General</legend>
      <DraftText path="name" label="Name" hint="Also the name of its collection on the media server." messages={messagesAt('name')} value={draft.name} onChange={(name) => change({ name })} />
      <DraftText path="description" label="Description" messages={messagesAt('description')} value={draft.description} multiline onChange={(description) => change({ description })} />
      <div className="rule-editor__row">
        <DraftSelect
          path="libraryId"
          label="Library"
          messages={messagesAt('libraryId')}
          value={draft.libraryId}
          options={[
            { value: '', label: 'Choose a library…' },
            ...(library || !draft.libraryId ? [] : [{ value: draft.libraryId, label: `Unknown library (${draft.libraryId})` }]),
            ...libraries.map((entry) => ({ value: entry.id, label: entry.title })),
          ]}
          onChange={(libraryId) => {
            const next = libraries.find((entry) => entry.id === libraryId);
            // A Radarr server does not serve a show library, nor Sonarr a movie one: the server goes,
            // and with it an action only the server could take (it would be saved as a bare number).
            // No library chosen (or one the service no longer lists) is no other family: all stays.
            const sameFamily = next === undefined || (next.kind === 'movie') === (draft.kind === 'movie');
            const otherFamilyReset = { arrServerId: null, viaSportarr: false, qualityProfileId: null, ...(isMediaServerAction(draft.arrAction) ? {} : { arrAction: DO_NOTHING_ACTION }) };
            change({ libraryId, kind: kindForLibrary(next, draft.kind), ...(sameFamily ? {} : otherFamilyReset) });
          }}
        />
        <DraftSelect
          path="kind"
          label="Media type"
          messages={messagesAt('kind')}
          value={draft.kind}
          disabled={kinds.length < 2}
          options={kinds.map((kind) => ({ value: kind, label: KIND_PLURAL[kind] }))}
          onChange={(kind) => change({ kind: kind as MediaKind })}
        />
      </div>
      <DraftCheckbox path="isActive" label="Active: the rule handler runs this group" messages={messagesAt('isActive')} checked={draft.isActive} onChange={(isActive) => change({ isActive })} />
      <DraftCheckbox
        path="useRules"
        label="Select media with rules"
        hint="Off: the collection holds only what you add by hand."
        messages={messagesAt('useRules')}
        checked={draft.useRules}
        onChange={(useRules) => change({ useRules })}
      />
    </fieldset>
  );
}
