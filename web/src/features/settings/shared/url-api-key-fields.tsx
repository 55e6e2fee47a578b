// The body of every settings form for a service reached by a URL and an API key (the request
// service, Tautulli, Jellyfin, Emby) or by its URL alone (Streamystats): the fields, Save, Test and
// Remove (asked first), and the last test's outcome; and the removal's steps, alike for all of them.
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { IntegrationSettings } from '../../../api/integrations.ts';
import { FormInput } from '../../../components/form-input.tsx';
import { ConnectionTestOutcome, type TestOutcome } from './connection-test.tsx';
import { removeAndEmpty } from './remove-and-empty.ts';
import { SaveTestRemove } from './save-test-remove.tsx';

export const NO_URL_API_KEY: IntegrationSettings = { url: '', api_key: '' };

export interface UrlApiKeyFieldsProps {
  /** Prefix of the fields' ids, e.g. "tautulli" for "tautulli-url". */
  idPrefix: string;
  form: UseFormReturn<IntegrationSettings>;
  placeholder: string;
  urlHint: string;
  keyHint?: string;
  /** False for a service set by its URL alone (Streamystats). */
  withApiKey?: boolean;
  connection: { testing: boolean; outcome: TestOutcome | undefined };
  onTest(): void;
  removal: { question: string; disabled: boolean; onConfirm(): Promise<void> };
  /** Said between the fields and the buttons (a refusal, say). */
  children?: ReactNode;
}

export function UrlApiKeyFields({ idPrefix, form, placeholder, urlHint, keyHint, withApiKey = true, connection, onTest, removal, children }: UrlApiKeyFieldsProps) {
  const { register, formState } = form;
  return (
    <>
      <FormInput
        id={`${idPrefix}-url`}
        label="URL"
        placeholder={placeholder}
        autoComplete="off"
        inputMode="url"
        hint={urlHint}
        error={formState.errors.url}
        {...register('url')}
      />
      {withApiKey && (
        <FormInput id={`${idPrefix}-api-key`} label="API key" type="password" autoComplete="off" hint={keyHint} error={formState.errors.api_key} {...register('api_key')} />
      )}
      {children}
      <SaveTestRemove saving={formState.isSubmitting} testing={connection.testing} onTest={onTest} removal={removal} />
      <ConnectionTestOutcome outcome={connection.outcome} />
    </>
  );
}

/** The removal of a service's URL and key: see removeAndEmpty. */
export function removeUrlApiKey(name: string, remove: () => Promise<void>, form: UseFormReturn<IntegrationSettings>, clearOutcome: () => void) {
  return removeAndEmpty(`${name} settings`, remove, form, NO_URL_API_KEY, clearOutcome);
}
