// The gateway's API key, for scripts and dashboards (Homepage, Homarr): send it as
// X-Api-Key, or ?apikey= where a widget cannot set headers. Regenerating ends the old key at once.
import useSWR from 'swr';
import { API_KEY_KEY, fetchApiKey, regenerateApiKey } from '../../../auth/auth-api.ts';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import { FormInput } from '../../../components/form-input.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { toast } from '../../../lib/toast.ts';

export function ApiKeyPanel({ loginOff }: { loginOff: boolean }) {
  const { data: apiKey, error, mutate } = useSWR(API_KEY_KEY, fetchApiKey);
  const regenerate = async () => {
    try {
      await mutate(regenerateApiKey(), { revalidate: false });
      toast.success('A new API key is in use; the old one no longer works');
    } catch (failure) {
      toast.error(`Regenerating the API key failed: ${(failure as Error).message}`);
    }
  };
  return (
    <section className="form" aria-labelledby="api-key-heading">
      <h3 id="api-key-heading">API key</h3>
      <LoadState what="the API key" hasData={apiKey !== undefined} error={error} retry={() => mutate()}>
        <FormInput
          id="api-key"
          label="API key"
          readOnly
          value={apiKey ?? ''}
          onFocus={(event) => event.target.select()}
          hint={
            loginOff
              ? 'With login off nothing asks for it; it works once login is on.'
              : 'For scripts and dashboards: send it as the X-Api-Key header, or as ?apikey= where a widget cannot set headers. It opens /api/* only.'
          }
        />
        <div className="form-actions">
          <FormConfirmButton question="Make a new key? Whatever uses the old one stops working." confirmLabel="Yes, regenerate" onConfirm={regenerate}>
            Regenerate
          </FormConfirmButton>
        </div>
      </LoadState>
    </section>
  );
}
