// Settings > Overlays, second part: the templates, posters' and title cards' apart, each drawn on a
// sample. One of each kind is the default, which the service draws; any can become it. A template
// can be copied, saved as a file, renamed and removed (the built-in ones stay as they are); a saved
// file can be added again here or on another Maintainerr. Designing a template is the service's own
// editor's job.
import { useRef, useState } from 'react';
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
import { validationMessagesByField } from '../../../api/save-answer.ts';
import { FileButton } from '../../../components/file-button.tsx';
import { describeFailure } from '../shared/save-errors.ts';
import { useInlineEditor } from '../shared/use-inline-editor.ts';
import { useToastedAction } from '../shared/use-toasted-action.ts';
import { RenameTemplateForm } from './rename-template-form.tsx';
import { TemplatePreview } from './template-preview.tsx';

const MODE_TITLES: Record<OverlayMode, string> = { poster: 'Posters', titlecard: 'Episode title cards' };

/** The file field that adds a template: where the focus goes when the template being renamed is gone. */
const ADD_TEMPLATE_ID = 'overlay-template-add';
const renameButtonId = (id: number) => `overlay-template-${id}-rename`;

interface TemplateCardProps {
  template: OverlayTemplate;
  /** Whether its rename form is the one open (one at a time, as the list's useInlineEditor keeps it). */
  renaming: boolean;
  onRename(): void;
  onRenameClosed(): void;
}

function TemplateCard({ template, renaming, onRename, onRenameClosed }: TemplateCardProps) {
  const revalidate = useRevalidate();
  const { busy, run } = useToastedAction<'default' | 'copy' | 'export' | 'remove'>();
  const heading = useRef<HTMLHeadingElement>(null);
  const { id, name } = template;
  const makeDefault = async () => {
    const done = await run('default', { write: () => makeTemplateDefault(revalidate, id), success: `“${name}” is the default`, failure: `Making “${name}” the default` });
    // Its button is gone now that it is the default: the focus goes to the card it belonged to.
    if (done) heading.current?.focus();
  };
  return (
    <li className="overlay-template" aria-label={name}>
      <TemplatePreview template={template} />
      <div className="overlay-template__text">
        <h5 ref={heading} tabIndex={-1}>
          {name}
        </h5>
        {template.description && <p className="settings-muted">{template.description}</p>}
        <p className="overlay-template__badges">
          {template.isDefault && <span className="overlay-template__badge overlay-template__badge--default">Default</span>}
          {template.isPreset && <span className="overlay-template__badge">Built in</span>}
        </p>
      </div>
      <div className="form-actions">
        {!template.isDefault && (
          <FormButton busy={busy === 'default'} onClick={() => void makeDefault()}>
            Make default
          </FormButton>
        )}
        <FormButton busy={busy === 'copy'} onClick={() => void run('copy', { write: () => duplicateTemplate(revalidate, id), success: `Copied “${name}”`, failure: `Copying “${name}”` })}>
          Copy
        </FormButton>
        <FormButton
          busy={busy === 'export'}
          onClick={() =>
            void run('export', {
              write: async () => saveFile(await exportTemplate(id), `${name.replace(/[^\w.-]+/g, '-')}.overlay.json`),
              success: `Saved “${name}” as a file`,
              failure: `Saving “${name}” as a file`,
            })
          }
        >
          Save as file
        </FormButton>
        {!template.isPreset && !renaming && (
          <FormButton id={renameButtonId(id)} aria-label={`Rename ${name}`} onClick={onRename}>
            Rename
          </FormButton>
        )}
        {!template.isPreset && (
          <FormConfirmButton
            question={template.isDefault ? `Remove “${name}”? It is the default: choose another first, or the service has none.` : `Remove “${name}”?`}
            confirmLabel="Yes, remove"
            label={`Remove ${name}`}
            onConfirm={async () => void (await run('remove', { write: () => deleteTemplate(revalidate, id), success: `Removed “${name}”`, failure: `Removing “${name}”` }))}
          >
            Remove
          </FormConfirmButton>
        )}
      </div>
      {renaming && <RenameTemplateForm template={template} onClose={onRenameClosed} />}
    </li>
  );
}

/** What the service refused in a template (its 400's messages, by field), or undefined for another failure. */
function refusalOf(failure: unknown): string | undefined {
  const byField = validationMessagesByField(failure);
  return byField && [...byField].map(([field, messages]) => `${field}: ${messages.join('; ')}`).join('. ');
}

/** Adds the template a file saved here (or by the service's editor) holds; what is wrong with a file is said under the button. */
function ImportTemplateButton() {
  const revalidate = useRevalidate();
  const [busy, setBusy] = useState(false);
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
    setBusy(true);
    try {
      await importTemplate(revalidate, exported);
      toast.success(`Added the template in ${file.name}`);
    } catch (failure) {
      const refused = refusalOf(failure);
      if (refused) setProblem(`The service refused the template in ${file.name}: ${refused}.`);
      else toast.error(describeFailure(`Adding the template in ${file.name}`, failure));
    } finally {
      setBusy(false);
    }
  };
  return <FileButton id={ADD_TEMPLATE_ID} label="Add a template from a file" accept=".json,application/json" busy={busy} error={problem} onFile={(file) => void add(file)} />;
}

export function OverlayTemplates() {
  const { data, error, mutate } = useOverlayTemplates();
  // Closed, a rename form gives the focus back to its Rename button, as the other settings lists' editors do.
  const { editing, open, close } = useInlineEditor({ items: data ?? [], addButtonId: ADD_TEMPLATE_ID, editButtonId: renameButtonId });
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
                  <TemplateCard
                    key={template.id}
                    template={template}
                    renaming={editing === template.id}
                    onRename={() => open(template.id)}
                    onRenameClosed={close}
                  />
                ))}
            </ul>
          </section>
        ))}
      </LoadState>
    </section>
  );
}
