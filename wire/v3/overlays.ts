// v3.x's overlays: Maintainerr draws a "Leaving <date>" overlay on the posters (and episodes' title
// cards) of media in its collections, in the media server, and restores the originals afterwards.
// Recorded: GET/PUT /overlays/settings (a PUT takes any subset and answers the whole settings; the
// service stores a cron schedule without checking it), GET /overlays/status, POST /overlays/process
// and DELETE /overlays/reset (each 202 with no body), and the templates: list, one, create, update,
// delete, duplicate, default, export and import (POST_overlays_templates_create_invalid has the
// service's checks of a template).
import { CRON_INVALID_MESSAGE } from '../cron.ts';
import * as z from '../zod-mini.ts';

export const OVERLAY_MODES = ['poster', 'titlecard'] as const;
export type OverlayMode = (typeof OVERLAY_MODES)[number];

/** The parts of GET /overlays/settings the app edits: the switch and the schedule (null: run by hand only). */
export const overlaySettingsSchema = z.looseObject({ enabled: z.boolean(), cronSchedule: z.nullable(z.string()) });
export type OverlaySettings = z.infer<typeof overlaySettingsSchema>;

/** GET /overlays/status: idle or running, and the last run's counts (null before the first). */
export const overlayStatusSchema = z.looseObject({
  status: z.string(),
  lastRun: z.nullable(z.string()),
  lastResult: z.nullable(z.looseObject({ processed: z.number(), reverted: z.number(), skipped: z.number(), errors: z.number() })),
});
export type OverlayStatus = z.infer<typeof overlayStatusSchema>;

/** One drawn element of a template, in the template's canvas pixels; the fields a preview draws. */
export const overlayElementSchema = z.looseObject({
  type: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  rotation: z.optional(z.number()),
  layerOrder: z.optional(z.number()),
  opacity: z.optional(z.number()),
  visible: z.optional(z.boolean()),
  // Shapes.
  shapeType: z.optional(z.string()),
  fillColor: z.nullish(z.string()),
  strokeColor: z.nullish(z.string()),
  strokeWidth: z.nullish(z.number()),
  cornerRadius: z.nullish(z.number()),
  // Text and variables: the text is its segments, each a literal or a field filled in per item.
  segments: z.optional(z.array(z.looseObject({ type: z.string(), value: z.optional(z.string()), field: z.optional(z.string()) }))),
  text: z.optional(z.string()),
  fontSize: z.optional(z.number()),
  fontColor: z.optional(z.string()),
  fontWeight: z.optional(z.string()),
  textAlign: z.optional(z.string()),
  verticalAlign: z.optional(z.string()),
  uppercase: z.optional(z.boolean()),
  dateFormat: z.optional(z.string()),
  textToday: z.optional(z.string()),
  textDay: z.optional(z.string()),
  textDays: z.optional(z.string()),
});
export type OverlayElement = z.infer<typeof overlayElementSchema>;

/** A template as GET /overlays/templates lists it; one default per mode; the built-in ones are presets. */
export const overlayTemplateSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.nullish(z.string()),
  mode: z.enum(OVERLAY_MODES),
  canvasWidth: z.number(),
  canvasHeight: z.number(),
  elements: z.array(overlayElementSchema),
  isDefault: z.boolean(),
  isPreset: z.boolean(),
});
export type OverlayTemplate = z.infer<typeof overlayTemplateSchema>;

/** A template as the service takes it (create, update, import): its checks, in its order. */
export const overlayTemplateWriteSchema = z.object({
  name: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  mode: z.enum(OVERLAY_MODES),
  canvasWidth: z.number(),
  canvasHeight: z.number(),
  elements: z.array(z.looseObject({ id: z.string(), type: z.string() })),
});

/**
 * The overlay settings form's rules: the schedule is optional (empty: overlays are drawn only when
 * run by hand) and, when given, one the service accepts (`isAccepted`), since it stores any text
 * it is sent as the overlays' schedule (recorded PUT_overlays_settings_invalid_cron).
 */
export function overlaySettingsFormSchema(isAccepted: (schedule: string) => Promise<boolean>) {
  return z.object({
    enabled: z.boolean(),
    cronSchedule: z.string().check(
      z.trim(),
      z.refine(async (schedule) => schedule === '' || (await isAccepted(schedule)), { error: CRON_INVALID_MESSAGE }),
    ),
  });
}
export type OverlaySettingsForm = z.infer<ReturnType<typeof overlaySettingsFormSchema>>;

export const TEMPLATE_NAME_MESSAGE = 'Enter a name';

/** What a user renames a template with: a name (the service wants one) and a description. */
export const overlayTemplateNameFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, TEMPLATE_NAME_MESSAGE)),
  description: z.string().check(z.trim()),
});
export type OverlayTemplateNameForm = z.infer<typeof overlayTemplateNameFormSchema>;
