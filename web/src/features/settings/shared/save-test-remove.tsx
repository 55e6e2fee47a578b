// The buttons under every settings form for a service Maintainerr connects to: Save (the form's
// submit), Test (saves nothing), Remove (asked first), and any of the form's own after them.
import type { ReactNode } from 'react';
import { FormButton } from '../../../components/form-button.tsx';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';

export interface SaveTestRemoveProps {
  saving: boolean;
  testing: boolean;
  onTest(): void;
  removal: { question: string; disabled: boolean; onConfirm(): Promise<void> };
  children?: ReactNode;
}

export function SaveTestRemove({ saving, testing, onTest, removal, children }: SaveTestRemoveProps) {
  return (
    <div className="form-actions">
      <FormButton type="submit" variant="primary" busy={saving && !testing}>
        Save
      </FormButton>
      <FormButton busy={testing} onClick={onTest}>
        Test
      </FormButton>
      <FormConfirmButton question={removal.question} confirmLabel="Yes, remove" onConfirm={removal.onConfirm} disabled={removal.disabled}>
        Remove
      </FormConfirmButton>
      {children}
    </div>
  );
}
