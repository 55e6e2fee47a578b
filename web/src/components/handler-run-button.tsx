// The button that starts a handler run ("Run Rules" on /rules, "Handle Collections" on
// /collections, as the service's own UI names them): disabled with a spinner while that handler's running flag is set, and a toast for
// each outcome. One component for both handlers.
import { useState } from 'react';
import { toast } from '../lib/toast.ts';
import { startHandler, type HandlerKey } from '../api/tasks.ts';
import { useHandlerStatus } from '../events/use-handler-status.ts';
import { Spinner } from './spinner.tsx';
import './page-content.css';

interface RunCopy {
  label: string;
  path: string;
  started: string;
  busy: string;
  failed: string;
}

/** Wording and endpoint per handler, as Maintainerr's own UI words its toasts. */
const RUNS: Record<HandlerKey, RunCopy> = {
  ruleHandler: {
    label: 'Run Rules',
    path: '/rules/execute',
    started: 'Initiated rule execution in the background.',
    busy: 'Rule execution is already running.',
    failed: 'Failed to initiate rule execution.',
  },
  collectionHandler: {
    label: 'Handle Collections',
    path: '/collections/handle',
    started: 'Initiated collection handling in the background.',
    busy: 'Collection handling is already running.',
    failed: 'Failed to initiate collection handling.',
  },
};

export function HandlerRunButton({ handler }: { handler: HandlerKey }) {
  const { running } = useHandlerStatus(handler);
  const [sending, setSending] = useState(false);
  const copy = RUNS[handler];

  const start = async () => {
    setSending(true);
    try {
      if ((await startHandler(copy.path)) === 'busy') toast.warn(copy.busy);
      else toast.success(copy.started);
    } catch {
      toast.error(copy.failed);
    } finally {
      setSending(false);
    }
  };

  // While our own request is out the spinner says so, even if the handler's started event has
  // already arrived; after the answer the running flag alone keeps the button busy.
  return (
    <button type="button" className="button button--primary" disabled={running || sending} onClick={start}>
      {(running || sending) && <Spinner size="sm" label={sending ? 'Sending' : 'Running'} />}
      {copy.label}
    </button>
  );
}
