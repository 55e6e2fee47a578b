// The honest note on tabs this front end shows but does not edit yet.
import './settings.css';

export function NotEditableNote({ what }: { what: string }) {
  return (
    <p className="settings-notice">
      {what} cannot be edited in this front end yet. Use Maintainerr's own interface to change it; what the service has
      stored is shown here.
    </p>
  );
}
