// First run: no account exists yet, so the app asks for the admin account (username,
// password twice, at least 10 characters) and signs in with it.
import { FormButton } from '../components/form-button.tsx';
import { FormCheckbox } from '../components/form-checkbox.tsx';
import { FormInput } from '../components/form-input.tsx';
import { useCheckedForm } from '../hooks/use-checked-form.ts';
import { createAccount } from './auth-api.ts';
import { PASSWORD_MIN_LENGTH, setupSchema } from './auth-schemas.ts';
import { AuthScreen } from './auth-screen.tsx';

export function SetupForm({ onDone }: { onDone: () => Promise<void> }) {
  const form = useCheckedForm(setupSchema, { username: 'admin', password: '', confirm: '', remember: false });
  const submit = form.onSubmit(async ({ username, password, remember }) => {
    await createAccount({ username, password, remember });
    await onDone();
  });
  return (
    <AuthScreen title="Create the admin account">
      <p>Maintainerr has no login of its own. This account keeps everyone else on your network out of it.</p>
      <form className="form" noValidate onSubmit={submit} aria-label="Create the admin account">
        <FormInput id="setup-username" label="Username" autoComplete="username" error={form.errorOf('username')} {...form.text('username')} />
        <FormInput
          id="setup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={`${PASSWORD_MIN_LENGTH} characters or more: a few words are easy to remember.`}
          error={form.errorOf('password')}
          {...form.text('password')}
        />
        <FormInput id="setup-confirm" label="Confirm password" type="password" autoComplete="new-password" error={form.errorOf('confirm')} {...form.text('confirm')} />
        <FormCheckbox id="setup-remember" label="Remember me" hint="Stay signed in on this browser for 30 days." {...form.checkbox('remember')} />
        {form.message && (
          <p className="auth-screen__message" role="alert">
            {form.message}
          </p>
        )}
        <div className="form-actions">
          <FormButton type="submit" variant="primary" busy={form.busy}>
            Create account
          </FormButton>
        </div>
      </form>
    </AuthScreen>
  );
}
