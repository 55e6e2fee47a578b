// Inputs bound to one field of the rule group draft, each with its label and the messages found
// for its path (before sending, or in the service's refusal). Controlled: the draft is the state.
import type { ReactNode } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { fieldId } from './draft-edits.ts';

interface FieldProps {
  path: string;
  label: string;
  hint?: ReactNode;
  messages: string[];
}

export function DraftText({ path, label, hint, messages, value, onChange, multiline, inputMode }: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  inputMode?: 'numeric' | 'text';
}) {
  return (
    <FormField id={fieldId(path)} label={label} hint={hint} messages={messages}>
      {(aria) =>
        multiline ? (
          <textarea className="form-control" rows={2} value={value} onChange={(event) => onChange(event.target.value)} {...aria} />
        ) : (
          <input className="form-control" type="text" inputMode={inputMode} value={value} onChange={(event) => onChange(event.target.value)} {...aria} />
        )
      }
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading of their own (an <optgroup>), e.g. the servers of one *arr. */
export interface SelectOptionGroup {
  group: string;
  options: readonly SelectOption[];
}

const optionElement = (option: SelectOption) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
);

export function DraftSelect({ path, label, hint, messages, value, options, onChange, disabled }: FieldProps & {
  value: string;
  options: readonly (SelectOption | SelectOptionGroup)[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <FormField id={fieldId(path)} label={label} hint={hint} messages={messages}>
      {(aria) => (
        <select className="form-control" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} {...aria}>
          {options.map((entry) =>
            'group' in entry ? (
              <optgroup key={entry.group} label={entry.group}>
                {entry.options.map(optionElement)}
              </optgroup>
            ) : (
              optionElement(entry)
            ),
          )}
        </select>
      )}
    </FormField>
  );
}

export function DraftCheckbox({ path, label, hint, messages, checked, onChange }: FieldProps & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <FormField id={fieldId(path)} label={label} hint={hint} messages={messages} inline>
      {(aria) => <input type="checkbox" className="form-checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} {...aria} />}
    </FormField>
  );
}
