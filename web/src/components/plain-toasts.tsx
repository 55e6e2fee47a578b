// Toasts drawn without react-toastify, for when its code could not be fetched (lib/toast.ts): the
// same corner and timing as the real ones, plainer. Their area is always there, empty, as a polite
// live region (a region that appears already filled is often not read out); an error is an alert,
// read out at once. A toast waits while the pointer or the focus is on it, so its Close is not
// taken away from under the user; a click anywhere on it closes it, as on the real ones. Drawn by the page's toast area, or, while a modal dialog is open
// (its top layer would cover the page's), by the dialog's alone.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants.ts';
import { currentPlainToasts, dismissPlainToast, drawPlainToastsInDialog, onToastsChange, pagePlainToasts, type PlainToast } from '../lib/toast.ts';
import './plain-toasts.css';

/** `where`: the page's area, or a modal dialog's (which then draws them alone). */
export function PlainToasts({ where }: { where: 'page' | 'dialog' }) {
  const toasts = useSyncExternalStore(onToastsChange, where === 'page' ? pagePlainToasts : currentPlainToasts);
  useEffect(() => (where === 'dialog' ? drawPlainToastsInDialog() : undefined), [where]);
  return (
    <div className="plain-toasts" aria-live="polite">
      {toasts.map((each) => (
        <PlainToastItem key={each.id} toast={each} />
      ))}
    </div>
  );
}

function PlainToastItem({ toast }: { toast: PlainToast }) {
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = pointed || focused;
  useEffect(() => {
    if (held) return undefined;
    const timer = setTimeout(() => dismissPlainToast(toast.id), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast.id, held]);
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : undefined}
      className={`plain-toast plain-toast--${toast.kind}`}
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      // The pointer's shortcut; the keyboard has the Close button.
      onClick={() => dismissPlainToast(toast.id)}
    >
      <span>{toast.text}</span>
      <button type="button" className="plain-toast__close" aria-label="Close notification" onClick={() => dismissPlainToast(toast.id)}>
        ×
      </button>
    </div>
  );
}
