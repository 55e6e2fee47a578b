// The one toast area (SPEC.md §2, §9): top right, stacked, dark, closing after 4500 ms or on a
// click. Screens call `toast` from react-toastify. The stylesheet is imported from the package
// so it ships in our CSS file; react-toastify 11 also injects it as a <style> element, which the
// CSP may refuse without harm.
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants.ts';

export function Toasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} theme="dark" closeOnClick stacked />;
}
