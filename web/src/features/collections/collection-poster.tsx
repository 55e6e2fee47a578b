// A collection's own poster (v3.x): shown when it has one, uploaded from a file, removed. The
// service keeps it and puts it on the media server's collection in place of the one the server
// makes. A file that is no image the service takes is refused at the field, and nothing is sent.
import { useId, useState, type ChangeEvent } from 'react';
import { POSTER_TYPES, removeCollectionPoster, uploadCollectionPoster, useCollectionPoster } from '../../api/collection-poster.ts';
import type { Collection } from '../../api/collections.ts';
import { FormButton } from '../../components/form-button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { messageOf } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';

export function CollectionPoster({ collection }: { collection: Collection }) {
  const poster = useCollectionPoster(collection.id);
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const name = `“${collection.title}”`;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (!(POSTER_TYPES as readonly string[]).includes(file.type)) {
      setFileError('Choose a PNG, JPEG or WebP image.');
      input.value = '';
      return;
    }
    setFileError(undefined);
    setBusy(true);
    try {
      const { pushed } = await uploadCollectionPoster(collection.id, file);
      toast.success(pushed ? `New poster for ${name}, sent to the media server` : `New poster for ${name}, kept for the media server`);
    } catch (error) {
      toast.error(`Could not upload the poster: ${messageOf(error)}`);
    } finally {
      input.value = '';
      setBusy(false);
      await poster.mutate();
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removeCollectionPoster(collection.id);
      toast.success(`Removed the poster of ${name}: the media server makes its own again`);
    } catch (error) {
      toast.error(`Could not remove the poster: ${messageOf(error)}`);
    } finally {
      setBusy(false);
      await poster.mutate();
    }
  };

  return (
    <section className="collection-poster" aria-labelledby={headingId}>
      <h2 id={headingId} className="collection-info__heading">
        Poster
      </h2>
      {poster.exists === undefined ? (
        poster.error ? <p>The poster could not be read.</p> : <Spinner label="Loading the poster" />
      ) : poster.url ? (
        <img className="collection-poster__image" src={poster.url} alt={`Poster of ${collection.title}`} />
      ) : (
        <p>No poster of its own: the media server shows the one it makes.</p>
      )}
      <div className="collection-poster__actions">
        {/* The file field itself is hidden and its label drawn as a button: the browser's own
            "Choose File" control cannot take the app's look. The field keeps the focus and the keys. */}
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={POSTER_TYPES.join(',')}
          disabled={busy}
          onChange={(event) => void upload(event)}
          aria-invalid={fileError !== undefined}
          aria-describedby={fileError ? errorId : undefined}
        />
        <label htmlFor={inputId} className="form-button form-button--secondary">
          {poster.exists ? 'Replace the poster' : 'Upload a poster'}
        </label>
        {poster.exists && (
          <FormButton disabled={busy} onClick={() => void remove()}>
            Remove poster
          </FormButton>
        )}
      </div>
      {fileError && (
        <p id={errorId} className="collection-poster__error" role="alert">
          {fileError}
        </p>
      )}
    </section>
  );
}
