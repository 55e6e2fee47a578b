// One option of an agent type, drawn as the service describes it: text, a secret with Show/Hide, a
// whole number, an on/off box, or JSON in a text area. Optional fields say so in their label.
import { useState } from 'react';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import type { AgentField, AgentFormValues } from '../../../api/notifications.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormField, fieldErrorMessages } from '../../../components/form-field.tsx';
import { FormInput } from '../../../components/form-input.tsx';

export interface AgentOptionFieldProps {
  field: AgentField;
  /** The control's id; label, hint and messages hang off it. */
  id: string;
  register: UseFormRegister<AgentFormValues>;
  error?: FieldError;
}

export function AgentOptionField({ field, id, register, error }: AgentOptionFieldProps) {
  const [shown, setShown] = useState(false);
  const name = `options.${field.key}` as const;
  const label = field.required || field.kind === 'checkbox' ? field.label : `${field.label} (optional)`;
  const hint = field.hint || undefined;
  if (field.kind === 'checkbox') return <FormCheckbox id={id} label={label} hint={hint} error={error} {...register(name)} />;
  if (field.kind === 'json') {
    return (
      <FormField id={id} label={label} hint={hint ?? 'JSON, e.g. {"subject": "{{notification_type}}", "message": "{{message}}"}'} messages={fieldErrorMessages(error)}>
        {(aria) => <textarea className="form-control notif-json" rows={5} spellCheck={false} {...register(name)} {...aria} />}
      </FormField>
    );
  }
  return (
    <FormInput
      id={id}
      label={label}
      hint={hint}
      error={error}
      autoComplete="off"
      type={field.kind === 'password' && !shown ? 'password' : 'text'}
      inputMode={field.kind === 'number' ? 'numeric' : undefined}
      addon={
        field.kind === 'password' ? (
          <FormButton aria-label={`${shown ? 'Hide' : 'Show'} ${field.label.toLowerCase()}`} onClick={() => setShown((value) => !value)}>
            {shown ? 'Hide' : 'Show'}
          </FormButton>
        ) : undefined
      }
      {...register(name)}
    />
  );
}
