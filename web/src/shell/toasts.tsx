// The one toast area: top right, stacked, dark, closing after 4500 ms or on a click. It mounts
// when the first toast is asked for (lib/toast.ts), with its code, react-toastify's and their
// stylesheet fetched then (toast-area.tsx). react-toastify 11 also injects its styles as a <style>
// element, which the CSP may refuse without harm.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants.ts';
import { loadPart } from '../lib/route-prefetch.ts';
import { isToastAreaWanted, onToastAreaWanted, toastAreaMounted } from '../lib/toast.ts';

const ToastArea = lazy(() => loadPart('toast-area', () => import('./toast-area.tsx')));

export function Toasts() {
  const wanted = useSyncExternalStore(onToastAreaWanted, isToastAreaWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea autoCloseMs={TOAST_AUTO_CLOSE_MS} onMounted={toastAreaMounted} />
    </Suspense>
  );
}
