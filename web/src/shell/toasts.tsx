// The one toast area: top right, stacked, dark, closing after 4500 ms or on a click. Its container
// is drawn once react-toastify's code has come (fetched by the first toast, or by a dialog that may
// show one: lib/toast.ts); until then, and for toasts whose code could not be fetched, it draws only
// the plain toasts.
// react-toastify 11 brings its styles in its code and puts them in a <style> element at the top of
// the page's head (the CSP allows inline styles), so no stylesheet loads with it and the shell's
// rules, which follow, win any tie (shell.css sets the toasts' width).
// No React.lazy here: a lazy component whose code fails to load throws into the render, and the
// error would replace the whole screen with "Something went wrong".
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { PlainToasts } from '../components/plain-toasts.tsx';
import { loadedToastify, onToastsChange, TOAST_CONTAINER_PROPS, toastAreaMounted } from '../lib/toast.ts';

export function Toasts() {
  const toastify = useSyncExternalStore(onToastsChange, loadedToastify);
  return (
    <>
      {toastify && <ToastArea Container={toastify.ToastContainer} />}
      <PlainToasts where="page" />
    </>
  );
}

function ToastArea({ Container }: { Container: ComponentType<ToastContainerProps> }) {
  // Runs after the container's own effects, which register it with react-toastify.
  useEffect(toastAreaMounted, []);
  return <Container {...TOAST_CONTAINER_PROPS} />;
}
