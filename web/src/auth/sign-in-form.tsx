// The sign-in screen: username, password and "Remember me" (30 days; otherwise until the
// browser closes). Wrong credentials and the lock-out are said above the button; after wrong
// credentials the keyboard goes back to the password.
import { FormButton } from '../components/form-button.tsx';
import { FormCheckbox } from '../components/form-checkbox.tsx';
import { FormInput } from '../components/form-input.tsx';
import { useCheckedForm } from '../hooks/use-checked-form.ts';
import { ApiError } from '../lib/api-error.ts';
import { signIn } from './auth-api.ts';
import { signInSchema } from './auth-schemas.ts';
import { AuthScreen } from './auth-screen.tsx';

export function SignInForm({ onDone, sessionEnded }: { onDone: () => Promise<void>; sessionEnded: boolean }) {
  const form = useCheckedForm(signInSchema, { username: '', password: '', remember: false });
  const submit = form.onSubmit(async (values) => {
    try {
      await signIn(values);
    } catch (error) {
      // Wrong credentials: the keyboard waits in the password, selected, to be typed again.
      if (error instanceof ApiError && error.code === 'GW_ERR_AUTH_INVALID_CREDENTIALS') form.retypeField('password');
      throw error;
    }
    await onDone();
  });
  return (
    <AuthScreen title="Sign in">
      {sessionEnded && <p>Your session has ended. Sign in to carry on where you were.</p>}
      <form className="form" noValidate onSubmit={submit} aria-label="Sign in">
        <FormInput id="sign-in-username" label="Username" autoComplete="username" autoFocus error={form.errorOf('username')} {...form.text('username')} />
        <FormInput id="sign-in-password" label="Password" type="password" autoComplete="current-password" error={form.errorOf('password')} {...form.text('password')} />
        <FormCheckbox id="sign-in-remember" label="Remember me" hint="Stay signed in on this browser for 30 days." {...form.checkbox('remember')} />
        {form.message && (
          <p className="auth-screen__message" role="alert">
            {form.message}
          </p>
        )}
        <div className="form-actions">
          <FormButton type="submit" variant="primary" busy={form.busy}>
            Sign in
          </FormButton>
        </div>
      </form>
    </AuthScreen>
  );
}
