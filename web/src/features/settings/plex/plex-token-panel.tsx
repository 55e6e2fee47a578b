// The Plex token: its status, pasting one (POST /settings/plex/token), clearing it
// (DELETE /settings/plex/auth, after confirmation) and plex.tv sign-in for real deployments.
import '../../../api/zod-messages.ts';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast.ts';
import { plexTokenSchema, type PlexTokenForm } from '../../../api/settings-forms.ts';
import { FormInput } from '../../../components/form-input.tsx';
import { revealFirstMessageOfSubmit } from '../../../components/form-field.tsx';
import { FormButton } from '../../../components/form-button.tsx';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import { clearPlexToken, useRevalidate, useSavePlexToken } from '../../../api/settings.ts';
import { useFormLeaveGuard } from '../../../hooks/use-leave-guard.ts';
import { describeFailure } from '../shared/save-errors.ts';
import { useSaveFeedback } from '../shared/use-save-feedback.ts';
import { PlexSignInButton } from './plex-sign-in-button.tsx';

const FIELDS = ['plex_auth_token'] as const;

export function PlexTokenPanel({ hasToken, clientId }: { hasToken: boolean; clientId: string }) {
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<PlexTokenForm>({
    resolver: zodResolver(plexTokenSchema),
    defaultValues: { plex_auth_token: '' },
  });
  const runSave = useSaveFeedback(setError, FIELDS);
  const revalidate = useRevalidate();
  const savePlexToken = useSavePlexToken();
  // A pasted token is often copied from elsewhere with effort: leaving before saving asks first.
  useFormLeaveGuard(formState);

  const saveToken = handleSubmit(async ({ plex_auth_token }) => {
    const saved = await runSave(() => savePlexToken(plex_auth_token), {
      success: 'Plex token saved',
      action: 'Saving the Plex token',
    });
    if (saved) reset({ plex_auth_token: '' }, { keepDirtyValues: false, keepFieldsRef: true });
  }, revealFirstMessageOfSubmit);

  const clear = async () => {
    try {
      await clearPlexToken(revalidate);
      toast.success('Plex token cleared');
      // Its button goes with the token: the focus moves to where a new one is pasted.
      setFocus('plex_auth_token');
    } catch (failure) {
      toast.error(describeFailure('Clearing the Plex token', failure));
    }
  };

  return (
    <section className="settings-subpanel" aria-labelledby="plex-token-title">
      <h3 id="plex-token-title">Authentication</h3>
      <p className={`settings-result settings-result--${hasToken ? 'ok' : 'failed'}`} role="status">
        {hasToken ? 'A Plex token is saved.' : 'No Plex token yet.'}
      </p>
      <div className="form-actions">
        <PlexSignInButton clientId={clientId} />
        {hasToken && (
          <FormConfirmButton question="Clear the saved Plex token?" confirmLabel="Yes, clear it" onConfirm={clear}>
            Clear token
          </FormConfirmButton>
        )}
      </div>
      <form className="form" noValidate onSubmit={saveToken} aria-label="Plex token">
        <FormInput
          id="plex-token"
          label="Paste a Plex token"
          type="password"
          autoComplete="off"
          hint="If signing in with Plex is not possible from here, paste a token (X-Plex-Token) of the server's owner."
          error={formState.errors.plex_auth_token}
          {...register('plex_auth_token')}
        />
        <div className="form-actions">
          <FormButton type="submit" busy={formState.isSubmitting}>
            Save token
          </FormButton>
        </div>
      </form>
    </section>
  );
}
