// Toasts drawn without react-toastify, for when its code could not be fetched (lib/toast.ts): the
// same corner and timing as the real ones, plainer. Their area is always there, empty, as a polite
// live region (a region that appears already filled is often not read out); an error is an alert,
// read out at once. A toast waits while the pointer or the focus is on it, so its Close is not
// taken away from under the user. Drawn by the page's toast area and by a modal dialog's (whose
// top layer would otherwise cover them).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants.ts';
import { currentPlainToasts, dismissPlainToast, onToastsChange, type PlainToast } from '../lib/toast.ts';
import './plain-toasts.css';

export function PlainToasts() {
  const toasts = useSyncExternalStore(onToastsChange, currentPlainToasts);
  return (
    <div className="plain-toasts" aria-live="polite">
      {toasts.map((each) => (
        <PlainToastItem key={each.id} toast={each} />
      ))}
    </div>
  );
}

function PlainToastItem({ toast }: { toast: PlainToast }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return undefined;
    const timer = setTimeout(() => dismissPlainToast(toast.id), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast.id, held]);
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : undefined}
      className={`plain-toast plain-toast--${toast.kind}`}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <span>{toast.text}</span>
      <button type="button" className="plain-toast__close" aria-label="Close notification" onClick={() => dismissPlainToast(toast.id)}>
        ×
      </button>
    </div>
  );
}
