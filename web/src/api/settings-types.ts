// The service's main settings as the settings screens and the app see them, whatever the generation.
// v2.21 keeps them in one row saved whole; v3.x takes any subset with PATCH, masks the Plex token and
// drops the image-cache switch and the application title's editing. Each adapter (v2/settings.ts,
// v3/settings.ts) maps its wire to these types.
import type { ArrKind } from '../../../wire/v2/arr.ts';

export interface GeneralSettings {
  /** The name shown in the service's own UI; undefined where the service does not let it change (v3.x). */
  applicationTitle?: string;
  /** How people reach the service, e.g. maintainerr.example.com. */
  applicationUrl: string;
  /** The service's own API key. */
  apiKey: string;
  /** Posters fetched once and served by the service; undefined where it has no such switch (v3.x). */
  cacheImages?: boolean;
}

/** How the service reaches the Plex server. */
export interface PlexServerSettings {
  name: string;
  /** Host name or IP, without a scheme. */
  hostname: string;
  port: number;
  ssl: boolean;
}

/** Cron schedules of the two handlers, in the server's time zone. */
export interface JobSchedules {
  rulesHandler: string;
  collectionHandler: string;
}

export interface MainSettings {
  /** The service's Plex client identifier, for plex.tv sign-in. */
  clientId: string;
  general: GeneralSettings;
  plex: PlexServerSettings;
  /** Whether a Plex token is saved (v3.x only ever shows a masked copy). */
  plexTokenSaved: boolean;
  jobs: JobSchedules;
  /** Tagging excluded items in Radarr and Sonarr, where the service does it (v3.x). */
  exclusionTagging?: Record<ArrKind, ExclusionTagging>;
  /**
   * The media server the service runs (v3.x: 'plex', 'jellyfin' or 'emby'; null before one is
   * chosen). Undefined on v2.21, which runs Plex only.
   */
  mediaServer?: string | null;
}

/** Whether excluding an item tags it in Radarr or Sonarr, with which tag, and whether including it again removes the tag. */
export interface ExclusionTagging {
  enabled: boolean;
  tag: string;
  untagOnInclude: boolean;
}

/** One save of some parts of the main settings. */
export interface MainSettingsChanges {
  general?: Partial<GeneralSettings>;
  plex?: PlexServerSettings;
  jobs?: JobSchedules;
  exclusionTagging?: { kind: ArrKind; tagging: ExclusionTagging };
}

/** One way to reach a Plex server the saved token owns, as plex.tv lists it. */
export interface PlexServerOffer {
  /** Unique among the offers: the server and the connection's URI. */
  id: string;
  serverName: string;
  address: string;
  port: number;
  local: boolean;
  secure: boolean;
}

/** The outcome of a connection test, as the service reported it. */
export interface ConnectionTest {
  ok: boolean;
  /** On success often the remote service's version; on failure the service's reason. */
  message: string | undefined;
}
