// The rule editor's model, whatever the generation: a rule group as a form edits it, the rule
// constants as a picker offers them, and a test verdict as the explanation view reads it.
// web/src/api/rule-editor.ts maps these to and from each wire (v2.21: numeric library ids and data
// types, forceOverseerr; v3.x: string ids, media types as words, forceSeerr, a cron schedule).
import type { RuleDtoWire } from '../../../wire/v2/rule-editor.ts';
import type { MediaKind } from './media-types.ts';

/** The type of a property's value (RuleType, `type.key` "0".."4"). */
export type RuleValueType = 'number' | 'date' | 'text' | 'boolean' | 'list';

/**
 * How two values compare (RulePossibility, by its wire number): 0 bigger, 1 smaller, 2 equals,
 * 3 not equals, 4 contains, 5 before, 6 after, 7 in last, 8 in next, 9 not contains, 10 contains
 * partial, 11 not contains partial, 12 contains all, 13 not contains all, 14-17 count
 * equals / not equals / bigger / smaller, 18 exists, 19 not exists (18 and 19 on v3.x only).
 */
export type Comparison = number;

/** AND/OR: how a rule joins the rule before it in its section, or a section the section before. */
export type Joiner = 'and' | 'or';

/** A property of an application: the first value of a rule, or a second value to compare with. */
export interface PropertyRef {
  appId: number;
  propertyId: number;
}

export interface RuleProperty extends PropertyRef {
  /** The application's name: "Plex", "Radarr", … */
  appName: string;
  /** Machine name (`lastViewedAt`), as YAML writes it. */
  name: string;
  /** What a person reads: "Last view date". */
  label: string;
  type: RuleValueType;
  /** The comparisons the service allows for this property, in its order. */
  comparisons: Comparison[];
  /** The media types of rule group this property may be used in. */
  kinds: MediaKind[];
}

export interface RuleApplication {
  id: number;
  name: string;
  properties: RuleProperty[];
}

/** GET /rules/constants, read: the applications the service can ask, with their properties. */
export interface RuleConstants {
  applications: RuleApplication[];
}

/**
 * The second value of a rule as the form holds it. Text inputs stay strings while typed, so the
 * form keeps exactly what the user wrote; validation turns them into wire values.
 */
export type SecondValue =
  | { kind: 'none' }
  | { kind: 'number'; input: string }
  /** A number of days before (or after) now; sent as seconds. */
  | { kind: 'days'; input: string }
  /** A calendar date, YYYY-MM-DD. */
  | { kind: 'date'; input: string }
  | { kind: 'text'; input: string }
  /** The legacy "text list" custom value (ruleTypeId 4), kept so old groups load and save unchanged. */
  | { kind: 'list'; input: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'property'; ref: PropertyRef | null };

export type SecondValueKind = SecondValue['kind'];

export interface RuleDraft {
  /** How the rule joins the rule before it; ignored on a section's first rule. */
  joiner: Joiner;
  first: PropertyRef | null;
  comparison: Comparison | null;
  second: SecondValue;
  /** Fields of the stored rule this editor does not edit (v3's arrDiskPath …), sent back unchanged. */
  extra?: Record<string, unknown>;
}

export interface SectionDraft {
  /** How the section joins the section before it; ignored on the first section. */
  joiner: Joiner;
  rules: RuleDraft[];
}

/** What the collection handler does to an item when its time in the collection is up (ServarrAction). */
export type ArrAction = number;

/** A notification agent's configuration as the wire carries it; only its id says which agent it is. */
export type LinkedNotification = { id: number } & Record<string, unknown>;

export interface RuleGroupDraft {
  /** Set when editing an existing group. */
  id?: number;
  name: string;
  description: string;
  libraryId: string;
  /** movie for a movie library; show, season or episode for a show library. */
  kind: MediaKind;
  isActive: boolean;
  /** False for a group whose collection is filled by hand: no rules are sent. */
  useRules: boolean;
  arrAction: ArrAction;
  /** The Radarr (movies), Sonarr or Sportarr (shows) server the action goes through; null = none. */
  arrServerId: number | null;
  /**
   * v3.x show groups: the server (and quality profile) is a Sportarr one, for a library of sports
   * leagues and events. A collection is managed by one *arr: a Sonarr or a Sportarr server, not both.
   */
  viaSportarr: boolean;
  /** v3.x change-quality-profile action: the profile to switch to. */
  qualityProfileId: number | null;
  /** Days an item stays in the collection before the action; the input as typed ("" = none). */
  deleteAfterDays: string;
  listExclusions: boolean;
  /** forceOverseerr on v2.21, forceSeerr on v3.x. */
  forceRequestRemoval: boolean;
  visibleOnRecommended: boolean;
  visibleOnHome: boolean;
  manualCollection: boolean;
  manualCollectionName: string;
  /** As typed. */
  keepLogsForMonths: string;
  /**
   * Percent of an item played for Tautulli to count it as watched, for this group's rules only; as
   * typed ("" = Tautulli's own setting).
   */
  tautulliWatchedPercentOverride: string;
  /** v3.x: remove leftover folders after deletion. */
  cleanupLeftoverFolders: boolean;
  /** v3.x: tag the item in Radarr/Sonarr. */
  tagInArr: boolean;
  /** v3.x: the group's own cron schedule; "" follows the global rule schedule. */
  schedule: string;
  /**
   * The notification agents told about the group's collection: their configurations as the service
   * gave them (each with its id), sent back whole as its own editor sends them.
   */
  notifications: LinkedNotification[];
  sections: SectionDraft[];
  /** Fields of the stored group this editor does not edit (v3's overlay fields), sent back unchanged. */
  extra?: Record<string, unknown>;
}

/** A rule group read for editing: the draft, and facts the editor shows but does not send. */
export interface RuleGroupForEditing {
  draft: RuleGroupDraft;
  collectionId: number | null;
}

/** Where a validation message belongs: a field of the form, by its path in RuleGroupDraft. */
export interface FieldMessage {
  /** "name", "deleteAfterDays", "sections.1.rules.0.comparison", … ("" = the whole form). */
  path: string;
  message: string;
}

/** A save the service refused, with its messages placed at the fields they name. */
export interface SaveRefusal {
  status: number;
  messages: FieldMessage[];
}

/** Seconds in a day: "days" travel as a number of seconds (customVal ruleTypeId 0). */
export const SECONDS_PER_DAY = 86400;

/* ---- Test media ---- */

/** One rule's outcome for one item, as the service explains it. */
export interface RuleOutcome {
  /** AND/OR with the rule before it; undefined for the section's first rule. */
  joiner?: Joiner;
  /** "Plex - Last view date". */
  firstName: string;
  firstValue: unknown;
  /** Why the first value is missing, where the service says (v3.x). */
  firstValueReason?: string;
  /** "Amount of days", "Number", or a property's name. */
  secondName: string;
  secondValue: unknown;
  /** The comparison's words, as the service sent them ("before", "equals"). */
  comparison: string;
  held: boolean;
}

export interface SectionOutcome {
  joiner?: Joiner;
  held: boolean;
  rules: RuleOutcome[];
}

/** The verdict of POST /rules/test for one item. */
export interface TestVerdict {
  itemId: string;
  matches: boolean;
  sections: SectionOutcome[];
}

/* ---- YAML ---- */

/** The rules of a group as YAML turns them back: the sections, and the media type the file names. */
export interface DecodedRules {
  kind: MediaKind | undefined;
  sections: SectionDraft[];
  /** Rules of the text the service could not read and left out. */
  skipped: number;
}

/* ---- Community ---- */

export interface CommunityRule {
  id: number;
  name: string;
  description: string;
  karma: number;
  uploadedBy: string;
  kind: 'movie' | 'show';
  /** Its rules as the community site holds them (RuleDtos, written for Plex); importCommunityRule makes them sections. */
  rules: readonly RuleDtoWire[];
}

/** A community rule made ready for the builder, and how many of its rules the service could not carry over to the media server in use. */
export interface ImportedCommunityRule {
  sections: SectionDraft[];
  notCarriedOver: number;
}

/** GET /rules/community: the list, or why it cannot be shown (offline is the usual reason). */
export type CommunityListing = { reachable: true; rules: CommunityRule[] } | { reachable: false; message: string };
