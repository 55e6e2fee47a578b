// The four demo rule groups the sandbox starts with and how their collections are set up. Their
// rules are stored as the real service stores them (ruleJson) and select items through the rule
// engine, using Plex property ids from the recorded rule constants (0 addDate, 5 viewCount,
// 13 sw_lastWatched, 14 sw_episodes, 15 sw_viewedEpisodes, 23 rating_audience).
import type { ArrAction, PlexDataType } from '../../wire/v2/collections.ts';
import type { RuleDto } from '../../wire/v2/rules.ts';
import { MOVIE_SECTION, SHOW_SECTION } from './demo-library.ts';

const DAY_S = 86_400;
const PLEX = 0;
/** The service's RulePossibility enum: the comparison a rule makes, by number. */
const BIGGER = 0;
const SMALLER = 1;
const EQUALS = 2;
const BEFORE = 5;
/** customVal.ruleTypeId 0 = number; "days" are sent as a number of seconds. */
const days = (count: number) => ({ ruleTypeId: 0, value: String(count * DAY_S) });

export interface DemoRuleGroup {
  name: string;
  description: string;
  libraryId: number;
  dataType: PlexDataType;
  isActive: boolean;
  /** False for a group that selects no media by rules (its collection filled by hand); seeded groups use rules. */
  useRules?: boolean;
  arrAction: ArrAction;
  deleteAfterDays: number | null;
  rules: RuleDto[];
  /** Share of the selected items already in the collection when the sandbox starts. */
  initialShare: number;
}

export const DEMO_RULE_GROUPS: readonly DemoRuleGroup[] = [
  {
    name: 'Unwatched movies added over 3 years ago',
    description: 'Movies nobody has watched since they were added more than three years ago.',
    libraryId: Number(MOVIE_SECTION),
    dataType: 1,
    isActive: true,
    arrAction: 0,
    deleteAfterDays: 30,
    rules: [
      { operator: null, firstVal: [PLEX, 0], action: BEFORE, customVal: days(3 * 365), section: 0 },
      { operator: 0, firstVal: [PLEX, 5], action: EQUALS, customVal: { ruleTypeId: 0, value: '0' }, section: 0 },
    ],
    initialShare: 0.85,
  },
  {
    name: 'Poorly rated movies',
    description: 'Watched movies with an audience rating under 5, kept in a collection for review.',
    libraryId: Number(MOVIE_SECTION),
    dataType: 1,
    isActive: true,
    arrAction: 4,
    deleteAfterDays: null,
    rules: [
      { operator: null, firstVal: [PLEX, 23], action: SMALLER, customVal: { ruleTypeId: 0, value: '5' }, section: 0 },
      { operator: 0, firstVal: [PLEX, 5], action: BIGGER, customVal: { ruleTypeId: 0, value: '0' }, section: 0 },
    ],
    initialShare: 0.9,
  },
  {
    name: 'Abandoned shows',
    description: 'Shows added over two years ago of which not one episode was watched.',
    libraryId: Number(SHOW_SECTION),
    dataType: 2,
    isActive: true,
    arrAction: 0,
    deleteAfterDays: 14,
    rules: [
      { operator: null, firstVal: [PLEX, 15], action: EQUALS, customVal: { ruleTypeId: 0, value: '0' }, section: 0 },
      { operator: 0, firstVal: [PLEX, 0], action: BEFORE, customVal: days(2 * 365), section: 0 },
    ],
    initialShare: 0.8,
  },
  {
    name: 'Fully watched seasons',
    description: 'Seasons everyone has finished, last watched over half a year ago (switched off).',
    libraryId: Number(SHOW_SECTION),
    dataType: 3,
    isActive: false,
    arrAction: 3,
    deleteAfterDays: 60,
    rules: [
      { operator: null, firstVal: [PLEX, 14], action: EQUALS, lastVal: [PLEX, 15], section: 0 },
      { operator: 0, firstVal: [PLEX, 13], action: BEFORE, customVal: days(180), section: 0 },
    ],
    initialShare: 0,
  },
];
