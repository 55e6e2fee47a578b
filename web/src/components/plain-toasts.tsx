// Toasts drawn without react-toastify, for when its code could not be fetched (lib/toast.ts): the
// same corner and timing as the real ones, plainer. An error is an alert, read out at once; any
// other toast a status. Drawn by the page's toast area and by a modal dialog's (whose top layer
// would otherwise cover them).
import { useEffect, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants.ts';
import { currentPlainToasts, dismissPlainToast, onToastsChange, type PlainToast } from '../lib/toast.ts';
import './plain-toasts.css';

export function PlainToasts() {
  const toasts = useSyncExternalStore(onToastsChange, currentPlainToasts);
  if (toasts.length === 0) return null;
  return (
    <div className="plain-toasts">
      {toasts.map((each) => (
        <PlainToastItem key={each.id} toast={each} />
      ))}
    </div>
  );
}

function PlainToastItem({ toast }: { toast: PlainToast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissPlainToast(toast.id), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <div role={toast.kind === 'error' ? 'alert' : 'status'} className={`plain-toast plain-toast--${toast.kind}`}>
      <span>{toast.text}</span>
      <button type="button" className="plain-toast__close" aria-label="Close" onClick={() => dismissPlainToast(toast.id)}>
        ×
      </button>
    </div>
  );
}
