// The toasts of a modal dialog, drawn inside it: a modal <dialog> is in the browser's top layer and
// makes the page behind it inert, so the page's toast area would show behind it, its close button
// out of reach. While this is mounted, every toast goes here (lib/toast.ts); the page's area takes
// them again when the dialog closes. Same look and timing as the page's (shell/toasts.tsx).
import { useEffect, useId, useState, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants.ts';
import { loadToastify, showToastsIn } from '../lib/toast.ts';
import { PlainToasts } from './plain-toasts.tsx';

export function DialogToasts() {
  const containerId = useId();
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps>>();
  useEffect(() => {
    let mounted = true;
    // Should the code not come, toasts show plainly (lib/toast.ts), drawn below.
    loadToastify().then(
      (toastify) => {
        if (mounted) setContainer(() => toastify.ToastContainer);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  // Once the container is drawn (its own effects, which register it, run before this one).
  useEffect(() => (Container ? showToastsIn(containerId) : undefined), [Container, containerId]);
  return (
    <>
      {Container && <Container containerId={containerId} position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} theme="dark" closeOnClick stacked />}
      <PlainToasts />
    </>
  );
}
