// Settings > Overlays, second part: the templates, posters' and title cards' apart, each drawn on a
// sample. One of each kind is the default, which the service draws; any can become it. A template
// can be copied, saved as a file, and removed (the built-in ones stay); a saved file can be added
// again here or on another Maintainerr. Designing a template is the service's own editor's job.
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useRevalidate } from '../../../api/settings.ts';
import {
  deleteTemplate,
  duplicateTemplate,
  exportTemplate,
  importTemplate,
  makeTemplateDefault,
  useOverlayTemplates,
  type OverlayMode,
  type OverlayTemplate,
} from '../../../api/overlays.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { describeFailure } from '../shared/save-errors.ts';
import { TemplatePreview } from './template-preview.tsx';

const MODE_TITLES: Record<OverlayMode, string> = { poster: 'Posters', titlecard: 'Episode title cards' };

/** Runs a template action with its toasts; true when it worked. */
async function act(action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
  try {
    await action();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(describeFailure(failure, error));
    return false;
  }
}

function TemplateCard({ template }: { template: OverlayTemplate }) {
  const revalidate = useRevalidate();
  const [busy, setBusy] = useState<'default' | 'copy' | 'export'>();
  const { id, name } = template;
  const run = async (which: typeof busy, action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(which);
    await act(action, success, failure);
    setBusy(undefined);
  };
  return (
    <li className="overlay-template" aria-label={name}>
      <TemplatePreview template={template} />
      <div className="overlay-template__text">
        <h4>{name}</h4>
        {template.description && <p className="settings-muted">{template.description}</p>}
        <p className="overlay-template__badges">
          {template.isDefault && <span className="overlay-template__badge overlay-template__badge--default">Default</span>}
          {template.isPreset && <span className="overlay-template__badge">Built in</span>}
        </p>
      </div>
      <div className="form-actions">
        {!template.isDefault && (
          <FormButton busy={busy === 'default'} onClick={() => void run('default', () => makeTemplateDefault(revalidate, id), `“${name}” is the default`, `Making “${name}” the default`)}>
            Make default
          </FormButton>
        )}
        <FormButton busy={busy === 'copy'} onClick={() => void run('copy', () => duplicateTemplate(revalidate, id), `Copied “${name}”`, `Copying “${name}”`)}>
          Copy
        </FormButton>
        <FormButton
          busy={busy === 'export'}
          onClick={() =>
            void run('export', async () => saveFile(await exportTemplate(id), `${name.replace(/[^\w.-]+/g, '-')}.overlay.json`), `Saved “${name}” as a file`, `Saving “${name}” as a file`)
          }
        >
          Save as file
        </FormButton>
        {!template.isPreset && (
          <FormConfirmButton
            question={template.isDefault ? `Remove “${name}”? It is the default: choose another first, or the service has none.` : `Remove “${name}”?`}
            confirmLabel="Yes, remove"
            label={`Remove ${name}`}
            onConfirm={async () => void (await act(() => deleteTemplate(revalidate, id), `Removed “${name}”`, `Removing “${name}”`))}
          >
            Remove
          </FormConfirmButton>
        )}
      </div>
    </li>
  );
}

/** Adds the template a file saved here (or by the service's editor) holds. */
function ImportTemplateButton() {
  const revalidate = useRevalidate();
  const [problem, setProblem] = useState<string>();
  const add = async (file: File) => {
    let exported: unknown;
    try {
      exported = JSON.parse(await file.text());
    } catch {
      setProblem(`${file.name} is not a template file: it holds no JSON.`);
      return;
    }
    setProblem(undefined);
    await act(() => importTemplate(revalidate, exported), `Added the template in ${file.name}`, `Adding the template in ${file.name}`);
  };
  return (
    <div className="overlay-import">
      <label className="form-button form-button--secondary">
        Add a template from a file
        <input
          type="file"
          className="visually-hidden"
          accept=".json,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void add(file);
          }}
        />
      </label>
      {problem && (
        <p className="settings-result settings-result--failed" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

export function OverlayTemplates() {
  const { data, error, mutate } = useOverlayTemplates();
  return (
    <section className="settings-panel" aria-labelledby="overlay-templates-title">
      <h3 id="overlay-templates-title">Templates</h3>
      <ImportTemplateButton />
      <LoadState what="the overlay templates" hasData={!!data} error={error} retry={() => void mutate()}>
        {(Object.keys(MODE_TITLES) as OverlayMode[]).map((mode) => (
          <section key={mode} aria-label={MODE_TITLES[mode]}>
            <h4 className="overlay-templates__mode">{MODE_TITLES[mode]}</h4>
            <ul className="overlay-templates">
              {data
                ?.filter((template) => template.mode === mode)
                .map((template) => (
                  <TemplateCard key={template.id} template={template} />
                ))}
            </ul>
          </section>
        ))}
      </LoadState>
    </section>
  );
}
