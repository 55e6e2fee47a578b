// The toasts of a modal dialog, drawn inside it: a modal <dialog> is in the browser's top layer and
// makes the page behind it inert, so the page's toast area would show behind it, its close button
// out of reach. While this is mounted, every toast goes here (lib/toast.ts); the page's area takes
// them again when the dialog closes. Same look and timing as the page's (shell/toasts.tsx), and the
// plain toasts too, should react-toastify's code not come.
import { useEffect, useId, useSyncExternalStore } from 'react';
import { loadedToastify, loadToastify, onToastsChange, showToastsIn, TOAST_CONTAINER_PROPS } from '../lib/toast.ts';
import { PlainToasts } from './plain-toasts.tsx';

export function DialogToasts() {
  const containerId = useId();
  // The code is asked for as the dialog opens; whichever fetch brings it (this one, or a later
  // toast's after this one failed), the container is drawn then.
  const toastify = useSyncExternalStore(onToastsChange, loadedToastify);
  useEffect(() => {
    loadToastify().catch(() => undefined);
  }, []);
  const Container = toastify?.ToastContainer;
  // Once the container is drawn (its own effects, which register it, run before this one).
  useEffect(() => (Container ? showToastsIn(containerId) : undefined), [Container, containerId]);
  return (
    <>
      {Container && <Container containerId={containerId} {...TOAST_CONTAINER_PROPS} />}
      <PlainToasts where="dialog" />
    </>
  );
}
