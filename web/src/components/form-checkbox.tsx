// An on/off checkbox with its label beside it; spread react-hook-form's register() into it.
import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { FormField, fieldErrorMessages } from './form-field.tsx';

export interface FormCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: FieldError;
}

export const FormCheckbox = forwardRef<HTMLInputElement, FormCheckboxProps>(function FormCheckbox(
  { id, label, hint, error, ...inputProps },
  ref,
) {
  return (
    <FormField id={id} label={label} hint={hint} messages={fieldErrorMessages(error)} inline>
      {(aria) => <input type="checkbox" className="form-checkbox" ref={ref} {...inputProps} {...aria} />}
    </FormField>
  );
});
