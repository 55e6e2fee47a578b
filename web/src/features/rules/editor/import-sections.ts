import type { MediaKind } from '../../../api/media-types.ts';
import type { SectionDraft } from '../../../api/rule-editor-types.ts';

/**
 * Puts imported rules (YAML, community) into the builder; `readFor` is the media type the service
 * read them for. False, and nothing changed, when the group's media type is another by then.
 */
export type ImportSections = (sections: SectionDraft[], readFor: MediaKind) => boolean;

/** What an import refused by ImportSections says. */
export const MEDIA_TYPE_CHANGED = "The group's media type changed while the service read the rules; import them again.";
