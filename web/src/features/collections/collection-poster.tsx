// A collection's own poster (v3.x): shown when it has one, uploaded from a file, removed. The
// service keeps it and puts it on the media server's collection in place of the one the server
// makes. The <img> reads it once; only when that fails is the service asked why (none, or not
// reachable). A file that is no image the service takes (by its type or its first bytes, which the
// service reads), or larger than it takes, is refused at the field, and nothing is sent.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { collectionPosterUrl, isPosterImage, POSTER_MAX_BYTES, POSTER_TYPES, removeCollectionPoster, uploadCollectionPoster, whyPosterFailed } from '../../api/collection-poster.ts';
import type { Collection } from '../../api/collections.ts';
import { FormButton } from '../../components/form-button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { messageOf } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';

/** A file size as the service words its limit ("500 KB"), rounded up so a file just over never reads as the limit. */
const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;

/** Why the service would refuse this file, said at the field before anything is sent; undefined: it may go. */
async function refusalOf(file: File): Promise<string | undefined> {
  if (!(POSTER_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > POSTER_MAX_BYTES) {
    return `That image is ${kilobytes(file.size)}; the service takes posters up to ${kilobytes(POSTER_MAX_BYTES)}. Choose a smaller one.`;
  }
  try {
    if (!(await isPosterImage(file))) return 'That file is named as an image but is not one: choose a PNG, JPEG or WebP image.';
  } catch {
    // Moved or deleted since it was chosen, or a cloud file not on the device.
    return 'That file could not be read: choose it again.';
  }
  return undefined;
}

type PosterState = { shown: 'loading' | 'poster' | 'none' } | { shown: 'error'; message: string };

export function CollectionPoster({ collection }: { collection: Collection }) {
  const [version, setVersion] = useState<number | undefined>();
  const [state, setState] = useState<PosterState>({ shown: 'loading' });
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  // Set when the poster was removed: its Remove button is gone, and the focus goes to the upload in
  // its place once the field is enabled again (a disabled field takes no focus).
  const focusUpload = useRef(false);
  useEffect(() => {
    if (busy || !focusUpload.current) return;
    focusUpload.current = false;
    fileInput.current?.focus();
  }, [busy]);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const name = `“${collection.title}”`;

  /** Reads the poster again (after an upload, or Try again). */
  const reload = () => {
    setVersion(Date.now());
    setState({ shown: 'loading' });
  };
  const explainFailure = async () => {
    const why = await whyPosterFailed(collection.id);
    setState(why === 'none' ? { shown: 'none' } : { shown: 'error', message: messageOf(why) });
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refusal = await refusalOf(file);
    if (refusal) {
      setFileError(refusal);
      input.value = '';
      return;
    }
    setFileError(undefined);
    setBusy(true);
    try {
      const { pushed } = await uploadCollectionPoster(collection.id, file);
      toast.success(pushed ? `New poster for ${name}, sent to the media server` : `New poster for ${name}, kept for the media server`);
      reload();
    } catch (error) {
      toast.error(`Could not upload the poster: ${messageOf(error)}`);
    } finally {
      input.value = '';
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removeCollectionPoster(collection.id);
      toast.success(`Removed the poster of ${name}: the media server makes its own again`);
      setState({ shown: 'none' });
      focusUpload.current = true;
    } catch (error) {
      toast.error(`Could not remove the poster: ${messageOf(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const hasPoster = state.shown === 'poster';
  return (
    <section className="collection-poster" aria-labelledby={headingId}>
      <h2 id={headingId} className="collection-info__heading">
        Poster
      </h2>
      {(state.shown === 'loading' || state.shown === 'poster') && (
        <img
          className="collection-poster__image"
          src={collectionPosterUrl(collection.id, version)}
          alt={`Poster of ${collection.title}`}
          hidden={state.shown === 'loading'}
          onLoad={() => setState({ shown: 'poster' })}
          onError={() => void explainFailure()}
        />
      )}
      {state.shown === 'loading' && <Spinner label="Loading the poster" />}
      {state.shown === 'none' && <p>No poster of its own: the media server shows the one it makes.</p>}
      {state.shown === 'error' && (
        <div role="alert">
          <p>The poster could not be read: {state.message}</p>
          <FormButton onClick={reload}>Try again</FormButton>
        </div>
      )}
      <div className="collection-poster__actions">
        {/* The file field itself is hidden and its label drawn as a button: the browser's own
            "Choose File" control cannot take the app's look. The field keeps the focus and the keys. */}
        <input
          ref={fileInput}
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
          {hasPoster ? 'Replace the poster' : 'Upload a poster'}
        </label>
        {hasPoster && (
          <FormButton busy={busy} onClick={() => void remove()}>
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
