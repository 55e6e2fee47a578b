// The loading indicator (SPEC.md §2: a spinner).
import './spinner.css';

export function Spinner({ label = 'Loading', size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`spinner spinner--${size}`} role="status" aria-label={label} />;
}
