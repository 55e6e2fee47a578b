// A text, number or password input inside a FormField; spread react-hook-form's register() into it.
import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { FormField, fieldErrorMessages } from './form-field.tsx';

export interface FormInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: FieldError;
  /** A control shown right of the input (e.g. a Show or Regenerate button). */
  addon?: ReactNode;
}

export const FormInput = forwardRef<HTMLInputElement, FormInputProps>(function FormInput(
  { id, label, hint, error, addon, ...inputProps },
  ref,
) {
  return (
    <FormField id={id} label={label} hint={hint} messages={fieldErrorMessages(error)}>
      {(aria) => (
        <div className="form-input">
          <input className="form-control" ref={ref} {...inputProps} {...aria} />
          {addon}
        </div>
      )}
    </FormField>
  );
});
