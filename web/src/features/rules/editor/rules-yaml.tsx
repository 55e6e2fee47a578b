// The rules as YAML, through the service's own encoder and decoder (so a file moves between
// installations as the service writes it): export to copy or download, import into the builder.
// Closing the panel gives the focus back to the button that opened it; an empty file says so.
import { useId, useState } from 'react';
import type { MediaKind } from '../../../api/media-types.ts';
import { decodeRulesYaml, encodeRulesYaml, YamlRejectedError } from '../../../api/rule-editor.ts';
import type { RuleGroupDraft } from '../../../api/rule-editor-types.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { countLabel } from '../../../lib/count-label.ts';
import { toast } from '../../../lib/toast.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { MEDIA_TYPE_CHANGED, type ImportSections } from './import-sections.ts';

function download(text: string, name: string) {
  saveFile(new Blob([text], { type: 'application/yaml' }), name);
}

function fileName(name: string): string {
  return `${name.trim().replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'rules'}.yaml`;
}

export function RulesYaml({ draft, onImport }: { draft: RuleGroupDraft; onImport: ImportSections }) {
  const [open, setOpen] = useState<'export' | 'import'>();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const textId = useId();
  const errorId = useId();
  const exportButtonId = useId();
  const importButtonId = useId();

  /** Closes the panel and gives the focus back to the button that opened it (it would be lost with the panel). */
  const close = () => {
    const opener = open === 'export' ? exportButtonId : importButtonId;
    setOpen(undefined);
    requestAnimationFrame(() => document.getElementById(opener)?.focus());
  };

  const showExport = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      setText(await encodeRulesYaml(draft.sections, draft.kind));
      setOpen('export');
    } catch (error) {
      toast.error(`Could not export the rules: ${messageOf(error)}`);
    } finally {
      setBusy(false);
    }
  };
  const importText = async (kind: MediaKind) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const decoded = await decodeRulesYaml(text, kind);
      const count = decoded.sections.reduce((sum, section) => sum + section.rules.length, 0);
      // Nothing read: the builder keeps its rules rather than being emptied.
      if (count === 0 && decoded.skipped > 0) {
        setProblem(`The service could not read any of its ${countLabel(decoded.skipped, 'rule')}; the builder is unchanged.`);
        return;
      }
      if (!onImport(decoded.sections, kind)) {
        setProblem(MEDIA_TYPE_CHANGED);
        return;
      }
      close();
      const keep = `Save to keep ${count === 1 ? 'it' : 'them'}.`;
      if (decoded.skipped === 0) toast.success(`Imported ${countLabel(count, 'rule')}. ${keep}`);
      else toast.warn(`Imported ${countLabel(count, 'rule')}; ${countLabel(decoded.skipped, 'rule')} the service could not read ${decoded.skipped === 1 ? 'was' : 'were'} left out. ${keep}`);
    } catch (error) {
      if (error instanceof YamlRejectedError) setProblem(error.line ? `Line ${error.line}: ${error.message}` : error.message);
      else setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rules-yaml">
      <div className="rule-editor__buttons">
        <FormButton id={exportButtonId} busy={busy && open !== 'import'} onClick={showExport}>
          Export as YAML
        </FormButton>
        <FormButton
          id={importButtonId}
          onClick={() => {
            setText('');
            setProblem(undefined);
            setOpen('import');
          }}
        >
          Import YAML
        </FormButton>
      </div>
      {open && (
        <div className="rules-yaml__panel" role="group" aria-label={open === 'export' ? 'Exported YAML' : 'Import YAML'}>
          <label className="form-field__label" htmlFor={textId}>
            {open === 'export' ? 'The rules as YAML' : 'Paste YAML, or choose a file'}
          </label>
          {open === 'import' && (
            <input
              type="file"
              accept=".yaml,.yml,text/yaml,text/plain"
              aria-label="YAML file"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                const content = await file.text();
                setText(content);
                setProblem(content.trim() ? undefined : `${file.name} is empty: choose the YAML file of exported rules.`);
              }}
            />
          )}
          <textarea
            id={textId}
            className="form-control rules-yaml__text"
            rows={12}
            spellCheck={false}
            readOnly={open === 'export'}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {open === 'import' && <p className="form-field__hint">Importing replaces the rules in the builder. Nothing is saved until you save the group.</p>}
          {problem && (
            <p className="form-field__errors" id={errorId} role="alert">
              {problem}
            </p>
          )}
          <div className="rule-editor__buttons">
            {open === 'export' ? (
              <>
                <FormButton
                  onClick={async () => {
                    try {
                      await navigator.clipboard.writeText(text);
                      toast.success('Copied the YAML.');
                    } catch {
                      toast.error('The browser did not allow copying; select the text and copy it.');
                    }
                  }}
                >
                  Copy
                </FormButton>
                <FormButton onClick={() => download(text, fileName(draft.name))}>Download</FormButton>
              </>
            ) : (
              <FormButton variant="primary" busy={busy} disabled={!text.trim()} onClick={() => importText(draft.kind)}>
                Import into the builder
              </FormButton>
            )}
            <FormButton onClick={close}>Close</FormButton>
          </div>
        </div>
      )}
    </div>
  );
}
