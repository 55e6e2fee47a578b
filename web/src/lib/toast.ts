// Toasts for what the user did: `toast.success(text)`, `toast.info(text)`, `toast.error(text)`, `toast.warn(text)`.
// react-toastify draws them, but no page needs it until the first toast (or a dialog that may show
// one): its code (about 9 KB brotli) is fetched then, the toast area (shell/toasts.tsx) draws its
// container, and the toast shows, so the first load of every screen carries none of it.
// That fetch can fail: a phone's connection drops, or the gateway was upgraded under an open tab and
// no longer has the old build's file. The toast then shows plainly (components/plain-toasts.tsx), so
// what the user did is still reported. The next toast asks for the code again; a browser that keeps
// a failed module for the page's life (Debian's Chromium 150) fails it at once, and toasts stay
// plain until a reload.
import { TOAST_AUTO_CLOSE_MS } from './constants.ts';

type Toastify = typeof import('react-toastify');

/** How every toast container shows its toasts, the page's and a dialog's alike: top right, stacked, dark, closing after 4500 ms or on a click. */
export const TOAST_CONTAINER_PROPS = { position: 'top-right', autoClose: TOAST_AUTO_CLOSE_MS, theme: 'dark', closeOnClick: true, stacked: true } as const;

export type ToastKind = 'success' | 'info' | 'error' | 'warn';

/** A toast shown without react-toastify, because its code could not be fetched. */
export interface PlainToast {
  id: number;
  kind: ToastKind;
  text: string;
}

let library: Promise<Toastify> | undefined;
/** react-toastify once fetched: the toast area draws its container from then on. */
let loadedLibrary: Toastify | undefined;
/** Whether the page's toast area has its container mounted, and the toasts waiting for it. */
let areaMounted = false;
let waitingForArea: (() => void)[] = [];
let plainToasts: readonly PlainToast[] = [];
let nextPlainToastId = 1;
const listeners = new Set<() => void>();
/**
 * The toast container of the open modal dialog, when there is one (components/dialog-toasts.tsx).
 * A modal <dialog> sits in the browser's top layer, above any z-index, and makes the page behind it
 * inert: a toast in the page's container would show behind it and could not be closed.
 */
let dialogContainerId: string | undefined;

function changed(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` when the toast area has something new to draw; returns the unsubscribe function. */
export function onToastsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sends toasts to the container `id` (inside an open modal dialog) until the returned function is called. */
export function showToastsIn(id: string): () => void {
  dialogContainerId = id;
  return () => {
    if (dialogContainerId === id) dialogContainerId = undefined;
  };
}

/** react-toastify, fetched on first use; after a failed fetch the next call asks again. */
export function loadToastify(): Promise<Toastify> {
  library ??= import('react-toastify').then(
    (loaded) => {
      if (!loadedLibrary) {
        loadedLibrary = loaded;
        changed();
      }
      return loaded;
    },
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/** react-toastify if a toast has fetched it: the toast area then draws its container. */
export function loadedToastify(): Toastify | undefined {
  return loadedLibrary;
}

/**
 * Called by the toast area once its container is mounted, so toasts asked for meanwhile can show;
 * returns what to call when it unmounts.
 */
export function toastAreaMounted(): () => void {
  areaMounted = true;
  for (const show of waitingForArea) show();
  waitingForArea = [];
  return () => {
    areaMounted = false;
  };
}

function whenAreaMounted(): Promise<void> {
  return areaMounted ? Promise.resolve() : new Promise((resolve) => waitingForArea.push(resolve));
}

/** The toasts shown plainly, newest last; a new array after each change. */
export function currentPlainToasts(): readonly PlainToast[] {
  return plainToasts;
}

/** How many modal dialogs draw the plain toasts: while any does, the page's area draws none. */
let dialogsDrawingPlainToasts = 0;

/** Called by a modal dialog's toast area while it is mounted; returns what to call when it unmounts. */
export function drawPlainToastsInDialog(): () => void {
  dialogsDrawingPlainToasts += 1;
  changed();
  return () => {
    dialogsDrawingPlainToasts -= 1;
    changed();
  };
}

/** The plain toasts the page's own area draws: none while a dialog draws them (one timer each, one Close). */
export function pagePlainToasts(): readonly PlainToast[] {
  return dialogsDrawingPlainToasts > 0 ? NO_TOASTS : plainToasts;
}
const NO_TOASTS: readonly PlainToast[] = [];

/** Takes a plain toast away (its Close, or its time up). */
export function dismissPlainToast(id: number): void {
  plainToasts = plainToasts.filter((each) => each.id !== id);
  changed();
}

async function show(kind: ToastKind, text: string): Promise<void> {
  let toastify: Toastify;
  try {
    toastify = await loadToastify();
  } catch (error) {
    console.error('Toasts shown plainly: their code did not load', error);
    plainToasts = [...plainToasts, { id: nextPlainToastId++, kind, text }];
    changed();
    return;
  }
  await whenAreaMounted();
  toastify.toast[kind](text, dialogContainerId === undefined ? undefined : { containerId: dialogContainerId });
}

/** A toast of one kind; never throws (a toast that cannot show is logged, the action it reports stands). */
const toastOf = (kind: ToastKind) => (text: string) => void show(kind, text).catch((error) => console.error('Could not show a toast', error));

/** Shows a toast: `toast.success(text)` and so on. */
export const toast = { success: toastOf('success'), info: toastOf('info'), error: toastOf('error'), warn: toastOf('warn') };
