// The loading indicator every screen shows while its data loads (and, centred, while its code does).
import './spinner.css';

export function Spinner({ label = 'Loading', size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`spinner spinner--${size}`} role="status" aria-label={label} />;
}
