// Change the password: the current one, the new one twice. The gateway ends every other session
// and gives this browser a new one, so the user stays signed in here.
import { changePassword } from '../../../auth/auth-api.ts';
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from '../../../auth/auth-schemas.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormInput } from '../../../components/form-input.tsx';
import { useCheckedForm } from '../../../hooks/use-checked-form.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

export function ChangePasswordForm() {
  const form = useCheckedForm(changePasswordSchema, EMPTY);
  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'GW_ERR_AUTH_WRONG_PASSWORD') {
        form.setFieldError('currentPassword', 'The current password is wrong');
        return;
      }
      throw error;
    }
    form.reset();
    toast.success('Password changed; every other session has been signed out');
  });
  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Change password">
      <h3>Change password</h3>
      <FormInput id="current-password" label="Current password" type="password" autoComplete="current-password" error={form.errorOf('currentPassword')} {...form.text('currentPassword')} />
      <FormInput
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN_LENGTH} characters or more. Every other browser signed in will have to sign in again.`}
        error={form.errorOf('newPassword')}
        {...form.text('newPassword')}
      />
      <FormInput id="confirm-password" label="Confirm new password" type="password" autoComplete="new-password" error={form.errorOf('confirm')} {...form.text('confirm')} />
      {form.message && (
        <p className="security-tab__message" role="alert">
          {form.message}
        </p>
      )}
      <div className="form-actions">
        <FormButton type="submit" variant="primary" busy={form.busy}>
          Change password
        </FormButton>
      </div>
    </form>
  );
}
