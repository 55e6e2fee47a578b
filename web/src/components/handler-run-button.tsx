// The button that starts a handler run ("Run Rules" on /rules, "Handle Collections" on
// /collections, as the service's own UI names them), with a spinner while that handler's running
// flag is set, and a toast for each outcome. One component for both handlers. A rule run can be
// stopped: while it runs the same button reads "Stop Rules" (the service has no stop for the
// collection handler, whose button stays disabled while it runs).
import { useState } from 'react';
import { reasonOf } from '../lib/api-error.ts';
import { toast } from '../lib/toast.ts';
import { startHandler, stopHandler, type HandlerKey } from '../api/tasks.ts';
import { useHandlerStatus } from '../events/use-handler-status.ts';
import { Spinner } from './spinner.tsx';
import './page-content.css';

interface RunCopy {
  label: string;
  started: string;
  busy: string;
  failed: string;
  /** Stopping a run, where the service offers it (api/tasks.ts stopHandler). */
  stop?: { label: string; requested: string; failed: string };
}

/** Wording per handler, as Maintainerr's own UI words its toasts. */
const RUNS: Record<HandlerKey, RunCopy> = {
  ruleHandler: {
    label: 'Run Rules',
    started: 'Initiated rule execution in the background.',
    busy: 'Rule execution is already running.',
    failed: 'Failed to initiate rule execution.',
    stop: {
      label: 'Stop Rules',
      requested: 'Requested to stop rule execution.',
      failed: 'Failed to request stop of rule execution.',
    },
  },
  collectionHandler: {
    label: 'Handle Collections',
    started: 'Initiated collection handling in the background.',
    busy: 'Collection handling is already running.',
    failed: 'Failed to initiate collection handling.',
  },
};

/** The failure's message as a sentence of the toast. */
const causeOf = (error: unknown) => `${reasonOf(error)}.`;

export function HandlerRunButton({ handler }: { handler: HandlerKey }) {
  const { running } = useHandlerStatus(handler);
  /** The request out, if any: a start or a stop. */
  const [sending, setSending] = useState<'start' | 'stop'>();
  /** Set once a stop was asked for this run: the run goes on until the service ends it. */
  const [stopAsked, setStopAsked] = useState(false);
  const copy = RUNS[handler];
  if (stopAsked && !running) setStopAsked(false);

  const start = async () => {
    setSending('start');
    try {
      if ((await startHandler(handler)) === 'busy') toast.warn(copy.busy);
      else toast.success(copy.started);
    } catch (error) {
      // With its cause: unreachable, timed out or refused. Asking again does no harm: a run already
      // going is answered as busy (v2.21) or queued (v3.x).
      toast.error(`${copy.failed} ${causeOf(error)}`);
    } finally {
      setSending(undefined);
    }
  };

  const stop = async (how: NonNullable<RunCopy['stop']>) => {
    setSending('stop');
    try {
      await stopHandler(handler);
      setStopAsked(true);
      toast.success(how.requested);
    } catch (error) {
      toast.error(`${how.failed} ${causeOf(error)}`);
    } finally {
      setSending(undefined);
    }
  };

  // While our own request is out the spinner says so, even if the handler's started event has
  // already arrived; after the answer the running flag alone keeps the button busy. One button
  // element whatever it reads, so the keyboard focus stays on it as a run starts and ends.
  // Until the start is answered the button still reads as the start it sent.
  const stoppable = running && copy.stop !== undefined && sending !== 'start';
  const spinnerLabel = sending ? 'Sending' : stopAsked ? 'Stopping' : 'Running';
  const unavailable = sending !== undefined || stopAsked || (running && !stoppable);
  return (
    <button
      type="button"
      className="button button--primary"
      // Unavailable, it is aria-disabled and ignores clicks but keeps the keyboard focus: a disabled
      // button would drop the focus to the page the moment Enter starts a run.
      aria-disabled={unavailable || undefined}
      onClick={() => {
        if (unavailable) return;
        if (stoppable) stop(copy.stop!);
        else start();
      }}
    >
      {(running || sending !== undefined) && <Spinner size="sm" label={spinnerLabel} />}
      {stoppable ? copy.stop!.label : copy.label}
    </button>
  );
}
