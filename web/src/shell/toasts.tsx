// The one toast area: top right, stacked, dark, closing after 4500 ms or on a click. It mounts
// when the first toast is asked for (lib/toast.ts), with react-toastify's code fetched then.
// react-toastify 11 brings its styles in its code and puts them in a <style> element at the top of
// the page's head (the CSP allows inline styles), so no stylesheet loads with it and the shell's
// rules, which follow, win any tie (shell.css sets the toasts' width).
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants.ts';
import { isToastAreaWanted, loadToastify, onToastAreaWanted, toastAreaMounted } from '../lib/toast.ts';

const ToastArea = lazy(async () => {
  const { ToastContainer } = await loadToastify();
  return {
    default: function ToastArea() {
      useEffect(toastAreaMounted, []);
      return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} theme="dark" closeOnClick stacked />;
    },
  };
});

export function Toasts() {
  const wanted = useSyncExternalStore(onToastAreaWanted, isToastAreaWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
