// Toasts for what the user did: `toast.success(text)`, `toast.info(text)`, `toast.error(text)`, `toast.warn(text)`.
// react-toastify draws them, but no page needs it until the first toast: its code (about 9 KB
// brotli) is fetched then, the toast area (shell/toasts.tsx) mounts, and the toast shows, so the
// first load of every screen carries none of it.
type Toastify = typeof import('react-toastify');

let library: Promise<Toastify> | undefined;
let areaMounted: Promise<void> | undefined;
let markAreaMounted: (() => void) | undefined;
const areaListeners = new Set<() => void>();
/**
 * The toast container of the open modal dialog, when there is one (components/dialog-toasts.tsx).
 * A modal <dialog> sits in the browser's top layer, above any z-index, and makes the page behind it
 * inert: a toast in the page's container would show behind it and could not be closed.
 */
let dialogContainerId: string | undefined;

/** Sends toasts to the container `id` (inside an open modal dialog) until the returned function is called. */
export function showToastsIn(id: string): () => void {
  dialogContainerId = id;
  return () => {
    if (dialogContainerId === id) dialogContainerId = undefined;
  };
}

/** react-toastify, fetched on first use. */
export function loadToastify(): Promise<Toastify> {
  library ??= import('react-toastify');
  return library;
}

/** True once a toast has been asked for: the toast area should be on screen from then on. */
export function isToastAreaWanted(): boolean {
  return areaMounted !== undefined;
}

/** Calls `listener` when the toast area becomes wanted; returns the unsubscribe function. */
export function onToastAreaWanted(listener: () => void): () => void {
  areaListeners.add(listener);
  return () => areaListeners.delete(listener);
}

/** Called by the toast area once it is mounted, so toasts asked for meanwhile can show. */
export function toastAreaMounted(): void {
  markAreaMounted?.();
}

async function show(kind: 'success' | 'info' | 'error' | 'warn', text: string): Promise<void> {
  if (!areaMounted) {
    areaMounted = new Promise((resolve) => (markAreaMounted = resolve));
    for (const listener of areaListeners) listener();
  }
  const [{ toast: toastify }] = await Promise.all([loadToastify(), areaMounted]);
  toastify[kind](text, dialogContainerId === undefined ? undefined : { containerId: dialogContainerId });
}

/** Shows a toast; never throws (a toast that cannot load is logged, the action it reports stands). */
export const toast = {
  success: (text: string) => void show('success', text).catch((error) => console.error('Could not show a toast', error)),
  info: (text: string) => void show('info', text).catch((error) => console.error('Could not show a toast', error)),
  error: (text: string) => void show('error', text).catch((error) => console.error('Could not show a toast', error)),
  warn: (text: string) => void show('warn', text).catch((error) => console.error('Could not show a toast', error)),
};
