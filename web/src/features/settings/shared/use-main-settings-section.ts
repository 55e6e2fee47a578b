// One tab's part of the main settings (General, Plex, Jobs): its values come from the shared
// settings, its own schema validates them, and a save sends just the tab's changes (the api layer
// shapes the body each generation wants).
import type { FieldPath, FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useMainSettings, useSaveMainSettings, type MainSettings, type MainSettingsChanges } from '../../../api/settings.ts';
import type { SaveFeedback } from './use-save-feedback.ts';
import { useSettingsForm } from './use-settings-form.ts';

export interface MainSettingsSection<Values extends FieldValues> {
  /** The tab's form schema, a module-level constant. */
  schema: z.ZodMiniType<Values, Values>;
  /** Fields a service 400 may name; a module-level constant so the save callback stays stable. */
  fields: readonly FieldPath<Values>[];
  /** The form's values for the loaded settings. */
  toValues(settings: MainSettings): Values;
  /** The settings the form's values change. */
  toChanges(values: Values): MainSettingsChanges;
  /** Toast texts for the save. */
  feedback: SaveFeedback;
}

/** The shared settings, the tab's form and its save handler. */
export function useMainSettingsSection<Values extends FieldValues>(section: MainSettingsSection<Values>) {
  const settings = useMainSettings();
  const saveChanges = useSaveMainSettings();
  const { form, submit: save } = useSettingsForm<Values>({
    schema: section.schema,
    fields: section.fields,
    values: settings.data ? section.toValues(settings.data) : undefined,
    save: (values) => saveChanges(section.toChanges(values)),
    feedback: () => section.feedback,
  });
  return { settings, form, save, saveChanges };
}
