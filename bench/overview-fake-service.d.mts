// Types of overview-fake-service.mjs for the TypeScript tests that use it.
export interface FakeLibrary {
  key: string;
  title: string;
  type: 'movie' | 'show';
  size: number;
}

export interface FakeServiceState {
  requests: string[];
  pageRequests: { library: string; page: number; amount: number }[];
  inFlightPages: number;
  maxInFlightPages: number;
  failWrites: boolean;
  failPages: boolean;
  writes: { path: string; body: Record<string, unknown> }[];
  pageDelayMs: number;
  collections: { id: number; title: string; type: number; libraryId: number; media: { plexId: number }[] }[];
  exclusions: { id: number; plexId: number; ruleGroupId: number | null; parent: number | null; type: number | null }[];
  noPoster: number[];
}

export interface FakeRuleGroup {
  id: number;
  name: string;
  libraryId: number;
  dataType: number;
}

export interface FakeServiceOptions {
  libraries?: FakeLibrary[];
  pageDelayMs?: number;
  /** Default: one group; [] for none. */
  ruleGroups?: FakeRuleGroup[];
  /** settings.cacheImages; default 0. */
  cacheImages?: 0 | 1;
}

export interface FakeService {
  url: string;
  state: FakeServiceState;
  close(): Promise<void>;
}

export function startFakeService(options?: FakeServiceOptions): Promise<FakeService>;
export function fakePosterSvg(label: string): string;
