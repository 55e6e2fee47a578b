// One form for Overseerr, Jellyseerr and Tautulli (API.md §2.3): url and api_key with the spec's
// rules (SPEC.md §5), Save, Test and Remove. Nothing is sent while a value breaks a rule.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { serviceSettingsSchema, type ServiceKey, type ServiceSettings } from '../../../../wire/v2/settings.ts';
import { FormInput } from '../../components/form-input.tsx';
import { FormButton } from '../../components/form-button.tsx';
import { FormConfirmButton } from '../../components/form-confirm-button.tsx';
import {
  removeServiceSettings,
  saveServiceSettings,
  testServiceSettings,
  useRevalidate,
  useServiceSettings,
} from './api.ts';
import { LoadState } from '../../components/load-state.tsx';
import { describeFailure } from './save-errors.ts';
import { useSaveFeedback } from './use-save-feedback.ts';
import './settings.css';

const SERVICES: Record<ServiceKey, { name: string; placeholder: string; role: string }> = {
  overseerr: { name: 'Overseerr', placeholder: 'http://localhost:5055', role: 'media-request service' },
  jellyseerr: { name: 'Jellyseerr', placeholder: 'http://localhost:5055', role: 'media-request service' },
  tautulli: { name: 'Tautulli', placeholder: 'http://localhost:8181', role: 'playback-statistics service' },
};

const FIELDS = ['url', 'api_key'] as const;

type TestOutcome = { ok: boolean; text: string } | undefined;

export function ServiceSettingsForm({ service }: { service: ServiceKey }) {
  const { name, placeholder, role } = SERVICES[service];
  const { data, error, mutate } = useServiceSettings(service);
  const loaded: ServiceSettings | undefined = data ? { url: data.url ?? '', api_key: data.api_key ?? '' } : undefined;
  const form = useForm<ServiceSettings>({
    resolver: zodResolver(serviceSettingsSchema),
    criteriaMode: 'all',
    defaultValues: { url: '', api_key: '' },
    values: loaded,
    resetOptions: { keepDirtyValues: true },
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const runSave = useSaveFeedback(setError, FIELDS);
  const revalidate = useRevalidate();
  const [testing, setTesting] = useState(false);
  const [testOutcome, setTestOutcome] = useState<TestOutcome>();

  const save = handleSubmit(async (values) => {
    const saved = await runSave(() => saveServiceSettings(revalidate, service, values), {
      success: `${name} settings saved`,
      action: `Saving the ${name} settings`,
    });
    if (saved) reset(values, { keepDirtyValues: false, keepFieldsRef: true });
  });

  const test = handleSubmit(async (values) => {
    setTesting(true);
    setTestOutcome(undefined);
    try {
      const answer = await testServiceSettings(service, values);
      setTestOutcome(
        answer.code === 1
          ? { ok: true, text: `Connected to ${name}${answer.message ? `, version ${answer.message}` : ''}.` }
          : { ok: false, text: `Could not connect to ${name}: ${answer.message ?? 'Failure'}` },
      );
    } catch (failure) {
      setTestOutcome({ ok: false, text: describeFailure(`Testing ${name}`, failure) });
    } finally {
      setTesting(false);
    }
  });

  const remove = async () => {
    try {
      await removeServiceSettings(revalidate, service);
      reset({ url: '', api_key: '' }, { keepDirtyValues: false, keepFieldsRef: true });
      setTestOutcome(undefined);
      toast.success(`${name} settings removed`);
    } catch (failure) {
      toast.error(describeFailure(`Removing the ${name} settings`, failure));
    }
  };

  return (
    <section className="settings-panel" aria-labelledby={`${service}-title`}>
      <h2 id={`${service}-title`}>{name}</h2>
      <p className="settings-panel__intro">
        Connect {name}, the {role}. Rules can then use its data.
      </p>
      <LoadState what={`the ${name} settings`} hasData={!!data} error={error} retry={() => mutate()}>
        <form className="form" noValidate onSubmit={save}>
          <FormInput
            id={`${service}-url`}
            label="URL"
            placeholder={placeholder}
            autoComplete="off"
            inputMode="url"
            hint={`Scheme, host and port, with no '/' at the end, e.g. ${placeholder} or https://${service}.example.com`}
            error={formState.errors.url}
            {...register('url')}
          />
          <FormInput
            id={`${service}-api-key`}
            label="API key"
            type="password"
            autoComplete="off"
            error={formState.errors.api_key}
            {...register('api_key')}
          />
          <div className="form-actions">
            <FormButton type="submit" variant="primary" busy={formState.isSubmitting && !testing}>
              Save
            </FormButton>
            <FormButton busy={testing} onClick={test}>
              Test
            </FormButton>
            <FormConfirmButton
              question={`Remove the ${name} settings?`}
              confirmLabel="Yes, remove"
              onConfirm={remove}
              disabled={!data?.url && !data?.api_key}
            >
              Remove
            </FormConfirmButton>
          </div>
          {testOutcome && (
            <p className={`settings-result settings-result--${testOutcome.ok ? 'ok' : 'failed'}`} role="status">
              {testOutcome.text}
            </p>
          )}
        </form>
      </LoadState>
    </section>
  );
}
