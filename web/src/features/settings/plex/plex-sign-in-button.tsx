// "Sign in with Plex": runs plex.tv's PIN sign-in in a new window and saves the token it yields.
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { useSavePlexToken } from '../../../api/settings.ts';
import { describeFailure } from '../shared/save-errors.ts';
import { signInWithPlex } from './plex-sign-in.ts';

export function PlexSignInButton({ clientId }: { clientId: string }) {
  const [busy, setBusy] = useState(false);
  const savePlexToken = useSavePlexToken();
  const start = async () => {
    const popup = window.open('about:blank', 'plex-sign-in', 'width=600,height=700');
    if (!popup) {
      toast.error('The sign-in window was blocked. Allow pop-ups for this site, or paste a token below.');
      return;
    }
    setBusy(true);
    try {
      await savePlexToken(await signInWithPlex(clientId, popup));
      toast.success('Signed in with Plex');
    } catch (failure) {
      popup.close();
      toast.error(`${describeFailure('Signing in with Plex', failure)} You can paste a token below instead.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormButton variant="primary" busy={busy} onClick={start}>
      Sign in with Plex
    </FormButton>
  );
}
