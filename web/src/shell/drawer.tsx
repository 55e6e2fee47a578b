// The slide-in menu on small screens: a modal panel over a dimmed page that closes
// on Escape, on a click outside it and when the route changes. Focus moves into it on open and
// back to the button that opened it on close.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from './icon.tsx';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function Drawer({ open, onClose, children }: DrawerProps) {
  const location = useLocation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const lastLocation = useRef(location.key);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (location.key !== lastLocation.current) closeRef.current();
    lastLocation.current = location.key;
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="drawer">
      <div className="drawer__overlay" data-testid="drawer-overlay" onClick={onClose} />
      <div className="drawer__panel" role="dialog" aria-modal="true" aria-label="Menu">
        <button ref={closeButton} type="button" className="icon-button drawer__close" aria-label="Close menu" onClick={onClose}>
          <Icon name="close" />
        </button>
        {children}
      </div>
    </div>
  );
}
