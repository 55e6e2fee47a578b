// One tab's part of the main settings object (General, Plex): its values come from the shared
// settings, its own schema validates them, and a save sends the loaded object overlaid with the
// tab's changes, as main-settings-body.ts shapes it for the service's save rules (API.md §2.1).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath, type FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import type { MainSettings } from '../../../../wire/v2/settings.ts';
import { useSettings } from '../../hooks/use-settings.ts';
import { saveMainSettings, useRevalidate } from './api.ts';
import { useSaveFeedback, type SaveFeedback } from './use-save-feedback.ts';

export interface MainSettingsSection<Values extends FieldValues> {
  /** The tab's form schema (module-level, from contracts/settings.ts). */
  schema: z.ZodType<Values, Values>;
  /** Fields a service 400 may name; a module-level constant so the save callback stays stable. */
  fields: readonly FieldPath<Values>[];
  /** The form's values for the loaded settings. */
  toValues(settings: MainSettings): Values;
  /** The settings fields the form's values change. */
  toChanges(values: Values): Partial<MainSettings>;
  /** Toast texts for the save. */
  feedback: SaveFeedback;
}

/** The shared settings, the tab's form and its save handler. */
export function useMainSettingsSection<Values extends FieldValues>(section: MainSettingsSection<Values>) {
  const settings = useSettings();
  const loaded = settings.data;
  const form = useForm<Values>({
    resolver: zodResolver(section.schema),
    criteriaMode: 'all',
    values: loaded ? section.toValues(loaded) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const runSave = useSaveFeedback(form.setError, section.fields);
  const revalidate = useRevalidate();
  const save = form.handleSubmit(async (values) => {
    if (!loaded) return;
    const saved = await runSave(() => saveMainSettings(revalidate, loaded, section.toChanges(values)), section.feedback);
    if (saved) form.reset(values, { keepDirtyValues: false, keepFieldsRef: true });
  });
  return { settings, form, save, revalidate };
}
