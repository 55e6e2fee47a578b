// A file picker drawn as one of the app's buttons: the browser's own "Choose File" control cannot
// take the app's look, so the file field itself is hidden and its label drawn as a button. The
// field keeps the focus and the keys (its outline is drawn on the label); it is disabled while
// `busy`; `error` is said under it, tied to the field. It is emptied after each pick, so the same
// file can be picked again after a fix. A collection's poster field (features/collections) draws
// the same its own way: shared, this became a chunk of its own that Collections loaded too (700
// bytes brotli more on its first load, measured).
import { forwardRef, useId } from 'react';
import './file-button.css';

export interface FileButtonProps {
  /** The file field's id, for a caller that moves the focus to it; one is made otherwise. */
  id?: string;
  label: string;
  accept: string;
  busy?: boolean;
  /** What is wrong with the last file picked; said under the button. */
  error?: string;
  onFile(file: File): void;
}

export const FileButton = forwardRef<HTMLInputElement, FileButtonProps>(function FileButton({ id, label, accept, busy = false, error, onFile }, ref) {
  const madeId = useId();
  const inputId = id ?? madeId;
  const errorId = useId();
  return (
    <span className="file-button">
      <input
        ref={ref}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={accept}
        disabled={busy}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <label htmlFor={inputId} className="form-button form-button--secondary" aria-busy={busy || undefined}>
        {label}
      </label>
      {error && (
        <span id={errorId} className="file-button__error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
});
