// A select inside a FormField; spread react-hook-form's register() into it.
import { forwardRef } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import { FormField, fieldErrorMessages } from './form-field.tsx';

export interface FormSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: FieldError;
  options: readonly { value: string; label: string }[];
}

export const FormSelect = forwardRef<HTMLSelectElement, FormSelectProps>(function FormSelect(
  { id, label, hint, error, options, ...selectProps },
  ref,
) {
  return (
    <FormField id={id} label={label} hint={hint} messages={fieldErrorMessages(error)}>
      {(aria) => (
        <select className="form-control" ref={ref} {...selectProps} {...aria}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
});
