// v3.x's overlays (Settings > Overlays): the switch and the schedule, the last run, a run now and
// the removal of every overlay, and the templates (which is the default for posters and for title
// cards, copies, export and import). v2.21 has no overlays.
import useSWR from 'swr';
import { api } from '../lib/api-client.ts';
import {
  overlaySettingsSchema,
  overlayStatusSchema,
  overlayTemplateSchema,
  type OverlaySettings,
  type OverlayStatus,
  type OverlayTemplate,
} from '../../../wire/v3/overlays.ts';
import * as z from '../../../wire/zod-mini.ts';
import { OVERLAY_STATUS_POLL_MS } from '../lib/constants.ts';
import { readWire } from './read-wire.ts';
import type { Revalidate } from './settings.ts';

export type { OverlayElement, OverlayMode, OverlaySettings, OverlayStatus, OverlayTemplate } from '../../../wire/v3/overlays.ts';

export const OVERLAY_SETTINGS_PATH = '/overlays/settings';
export const OVERLAY_STATUS_PATH = '/overlays/status';
export const OVERLAY_TEMPLATES_PATH = '/overlays/templates';
const templatePath = (id: number) => `${OVERLAY_TEMPLATES_PATH}/${id}`;
const templatesSchema = z.array(overlayTemplateSchema);

/** Whether overlays are drawn, and on what schedule. */
export function useOverlaySettings() {
  return useSWR<OverlaySettings>(OVERLAY_SETTINGS_PATH, async (path: string) => readWire(overlaySettingsSchema, await api.get(path), path));
}

/**
 * The last run. Read again often while one runs, and while `awaitingRun(status)` says a run just
 * asked for has not shown yet: the service starts it in the background after its 202.
 */
export function useOverlayStatus(awaitingRun: (status: OverlayStatus | undefined) => boolean = () => false) {
  return useSWR<OverlayStatus>(OVERLAY_STATUS_PATH, async (path: string) => readWire(overlayStatusSchema, await api.get(path), path), {
    refreshInterval: (status) => (status?.status === 'running' || awaitingRun(status) ? OVERLAY_STATUS_POLL_MS : 0),
  });
}

/** Every template, posters' and title cards'. */
export function useOverlayTemplates() {
  return useSWR<OverlayTemplate[]>(OVERLAY_TEMPLATES_PATH, async (path: string) => readWire(templatesSchema, await api.get(path), path));
}

/** Turns overlays on or off and sets their schedule (null: only when run by hand); the service answers the whole settings. */
export async function saveOverlaySettings(revalidate: Revalidate, values: Pick<OverlaySettings, 'enabled' | 'cronSchedule'>): Promise<void> {
  await api.put(OVERLAY_SETTINGS_PATH, values);
  await revalidate(OVERLAY_SETTINGS_PATH);
}

/** Starts a run in the background (202, no body); the status says when it is done. */
export async function runOverlays(revalidate: Revalidate): Promise<void> {
  await api.post('/overlays/process', {});
  await revalidate(OVERLAY_STATUS_PATH);
}

/** Restores the original artwork of every item that has an overlay (202, no body). */
export async function removeAllOverlays(revalidate: Revalidate): Promise<void> {
  await api.delete('/overlays/reset');
  await revalidate(OVERLAY_STATUS_PATH);
}

/** Makes the template the default for its kind (posters or title cards). */
export async function makeTemplateDefault(revalidate: Revalidate, id: number): Promise<void> {
  await api.post(`${templatePath(id)}/default`);
  await revalidate(OVERLAY_TEMPLATES_PATH);
}

/** A copy named "<name> (copy)". */
export async function duplicateTemplate(revalidate: Revalidate, id: number): Promise<OverlayTemplate> {
  const path = `${templatePath(id)}/duplicate`;
  const copy = readWire(overlayTemplateSchema, await api.post(path), path);
  await revalidate(OVERLAY_TEMPLATES_PATH);
  return copy;
}

/**
 * Renames a template. The service takes the whole template (recorded PUT_overlays_templates_update:
 * name, description, mode, canvas size, elements), so the rest is sent as read.
 */
export async function renameTemplate(revalidate: Revalidate, template: OverlayTemplate, name: string, description: string): Promise<void> {
  const { mode, canvasWidth, canvasHeight, elements } = template;
  await api.put(templatePath(template.id), { name, description, mode, canvasWidth, canvasHeight, elements });
  await revalidate(OVERLAY_TEMPLATES_PATH);
}

/** Removes a template (the app offers it for those the user added). */
export async function deleteTemplate(revalidate: Revalidate, id: number): Promise<void> {
  await api.delete(templatePath(id));
  await revalidate(OVERLAY_TEMPLATES_PATH);
}

/** The template as a file another Maintainerr imports ({version, name, mode, canvas size, elements}). */
export async function exportTemplate(id: number): Promise<Blob> {
  const exported = await api.post(`${templatePath(id)}/export`);
  return new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' });
}

/** Adds the template an exported file holds; the service checks it and says what is wrong (a 400). */
export async function importTemplate(revalidate: Revalidate, exported: unknown): Promise<OverlayTemplate> {
  const added = readWire(overlayTemplateSchema, await api.post(`${OVERLAY_TEMPLATES_PATH}/import`, exported), `${OVERLAY_TEMPLATES_PATH}/import`);
  await revalidate(OVERLAY_TEMPLATES_PATH);
  return added;
}
