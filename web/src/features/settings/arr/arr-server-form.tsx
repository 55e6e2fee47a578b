// Adding or editing one Radarr / Sonarr / Sportarr server, inline in the tab. Test checks the
// typed url and key without saving; Save sends the trimmed values and closes on success; Cancel
// or Escape closes without sending. Nothing is sent while a value breaks a rule.
import { useEffect, useRef, useState } from 'react';
import { arrConnectionSchema, arrServerFormSchema, type ArrServer, type ArrServerForm } from '../../../api/settings-forms.ts';
import { FormInput } from '../../../components/form-input.tsx';
import { FormButton } from '../../../components/form-button.tsx';
import { useRevalidate } from '../../../api/settings.ts';
import { saveArrServer, testArrServer, type ServerListKind } from '../../../api/arr-servers.ts';
import { ConnectionTestOutcome, useConnectionTest } from '../shared/connection-test.tsx';
import { useSettingsForm } from '../shared/use-settings-form.ts';
import { closeOnEscape } from '../shared/inline-editor-escape.ts';
import '../settings.css';
import './arr-servers.css';

const FIELDS = ['serverName', 'url', 'apiKey'] as const;

/** Each application's default address (Sportarr listens on 1867). */
const PLACEHOLDERS: Record<ServerListKind, string> = { radarr: 'http://localhost:7878', sonarr: 'http://localhost:8989', sportarr: 'http://localhost:1867' };

export interface ArrServerFormProps {
  kind: ServerListKind;
  /** "Radarr", "Sonarr" or "Sportarr". */
  name: string;
  /** The server being edited; undefined to add a new one. */
  server?: ArrServer;
  /** Called after a successful save, and on Cancel or Escape. */
  onClose: () => void;
}

/** What Test sends of the form: an edit to either makes the last outcome stale. */
const TESTED_FIELDS = ['url', 'apiKey'] as const;

/** The add / edit panel for one server: name, url and API key with Test, Save and Cancel. */
export function ArrServerForm({ kind, name, server, onClose }: ArrServerFormProps) {
  const revalidate = useRevalidate();
  const {
    form: { register, trigger, getValues, watch, formState },
    submit: save,
  } = useSettingsForm<ArrServerForm>({
    schema: arrServerFormSchema,
    fields: FIELDS,
    defaultValues: server
      ? { serverName: server.serverName, url: server.url, apiKey: server.apiKey }
      : { serverName: '', url: '', apiKey: '' },
    save: (values) => saveArrServer(revalidate, kind, values, server?.id),
    feedback: (values) => ({
      success: `${name} server ${values.serverName} ${server ? 'saved' : 'added'}`,
      action: server ? `Saving the ${name} server` : `Adding the ${name} server`,
    }),
    onSaved: onClose,
  });
  const [showKey, setShowKey] = useState(false);
  // The service answers a failed test with "Failure" alone: say what to check.
  const connection = useConnectionTest(name, {
    failureHint: `. Check that ${name} answers at this URL (its port and any base path) and that the API key is the one in ${name}'s Settings > General.`,
    tested: { watch, names: TESTED_FIELDS },
  });
  const panelRef = useRef<HTMLElement>(null);
  const idPrefix = `${kind}-${server?.id ?? 'new'}`;
  const title = server ? `Edit ${server.serverName}` : `Add a ${name} server`;

  useEffect(() => {
    panelRef.current?.querySelector('input')?.focus();
  }, []);

  // Test needs only the connection fields, so a missing name does not block it.
  const test = async () => {
    if (!(await trigger(['url', 'apiKey']))) return;
    const { url, apiKey } = arrConnectionSchema.parse(getValues());
    await connection.run(() => testArrServer(kind, { serverName: getValues('serverName').trim(), url, apiKey }));
  };

  return (
    <section ref={panelRef} className="arr-editor" aria-labelledby={`${idPrefix}-title`} onKeyDown={closeOnEscape(formState, onClose)}>
      <h3 id={`${idPrefix}-title`}>{title}</h3>
      <form className="form" noValidate onSubmit={save} aria-labelledby={`${idPrefix}-title`}>
        <FormInput
          id={`${idPrefix}-name`}
          label="Server name"
          autoComplete="off"
          hint="Shown when a collection picks its server, e.g. Movies 4K."
          error={formState.errors.serverName}
          {...register('serverName')}
        />
        <FormInput
          id={`${idPrefix}-url`}
          label="URL"
          placeholder={PLACEHOLDERS[kind]}
          autoComplete="off"
          inputMode="url"
          hint={`Scheme, host, port and base path, with no '/' at the end, e.g. ${PLACEHOLDERS[kind]} or https://${kind}.example.com`}
          error={formState.errors.url}
          {...register('url')}
        />
        <FormInput
          id={`${idPrefix}-api-key`}
          label="API key"
          type={showKey ? 'text' : 'password'}
          autoComplete="off"
          hint={`In ${name}: Settings, General, Security.`}
          error={formState.errors.apiKey}
          addon={
            <FormButton onClick={() => setShowKey((shown) => !shown)}>
              {showKey ? 'Hide' : 'Show'}
            </FormButton>
          }
          {...register('apiKey')}
        />
        <div className="form-actions">
          <FormButton type="submit" variant="primary" busy={formState.isSubmitting}>
            Save
          </FormButton>
          <FormButton busy={connection.testing} onClick={test}>
            Test
          </FormButton>
          <FormButton disabled={formState.isSubmitting} onClick={onClose}>
            Cancel
          </FormButton>
        </div>
        <ConnectionTestOutcome outcome={connection.outcome} />
      </form>
    </section>
  );
}
