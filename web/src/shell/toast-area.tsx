// The toast area itself, a chunk of its own with react-toastify's stylesheet beside it: loaded when
// the first toast is asked for (shell/toasts.tsx), so no first load carries either. It imports
// nothing of the app: what it needs comes as props, so its chunk shares no module with the entry's
// but React's, and the entry's chunks stay as they were.
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import './toast-area.css';

export default function ToastArea({ autoCloseMs, onMounted }: { autoCloseMs: number; onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return <ToastContainer position="top-right" autoClose={autoCloseMs} theme="dark" closeOnClick stacked />;
}
