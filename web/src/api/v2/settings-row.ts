// Reading the main settings on the v2.21 wire: one row, with the fields the app shows. Kept apart
// from the save (settings.ts), so the screens that only read a setting (the Overview's posters) load
// no more than this.
import * as z from '../../../../wire/zod-mini.ts';
import type { MainSettings as MainSettingsRow } from '../../../../wire/v2/settings.ts';
import { readWire } from '../read-wire.ts';
import type { MainSettings } from '../settings-types.ts';
import { commonRowFields, commonSettingsOf } from '../settings-row-common.ts';

// What is read of a row; the rest passes through untouched, and a save re-sends the row as loaded.
const settingsRowV2Schema = z.looseObject({
  ...commonRowFields,
  applicationTitle: z.nullable(z.string()),
  cacheImages: z.nullable(z.number()),
});

/** The row as loaded, checked to hold what the app reads of it. */
export function readSettingsRowV2(data: unknown, path: string): MainSettingsRow {
  return readWire(settingsRowV2Schema, data, path) as unknown as MainSettingsRow;
}

/** The settings a v2.21 row holds. */
export function readMainSettingsV2(data: unknown, path: string): MainSettings {
  const row = readWire(settingsRowV2Schema, data, path);
  const common = commonSettingsOf(row);
  return {
    ...common,
    general: { ...common.general, applicationTitle: row.applicationTitle ?? '', cacheImages: row.cacheImages !== 0 },
  };
}
