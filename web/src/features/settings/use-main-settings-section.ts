// One tab's part of the main settings (General, Plex, Jobs): its values come from the shared
// settings, its own schema validates them, and a save sends just the tab's changes (the api layer
// shapes the body each generation wants).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath, type FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { useMainSettings, useSaveMainSettings, type MainSettings, type MainSettingsChanges } from '../../api/settings.ts';
import { useSaveFeedback, type SaveFeedback } from './use-save-feedback.ts';

export interface MainSettingsSection<Values extends FieldValues> {
  /** The tab's form schema (module-level, from contracts/settings.ts). */
  schema: z.ZodType<Values, Values>;
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
  const loaded = settings.data;
  const form = useForm<Values>({
    resolver: zodResolver(section.schema),
    criteriaMode: 'all',
    values: loaded ? section.toValues(loaded) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const runSave = useSaveFeedback(form.setError, section.fields);
  const saveChanges = useSaveMainSettings();
  const save = form.handleSubmit(async (values) => {
    if (!loaded) return;
    const saved = await runSave(() => saveChanges(section.toChanges(values)), section.feedback);
    if (saved) form.reset(values, { keepDirtyValues: false, keepFieldsRef: true });
  });
  return { settings, form, save, saveChanges };
}
