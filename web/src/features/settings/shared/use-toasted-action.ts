// One write a settings button starts, said in a toast: its success, or why it failed. `busy` names
// the action running (a screen with several buttons shows only that one busy), and a click while one
// runs does nothing, so a double click sends nothing twice.
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { describeFailure } from './save-errors.ts';

export interface ToastedAction<Result> {
  /** Runs the write; its result, when it worked, is handed to `success` for the toast's words. */
  write(): Promise<Result>;
  success: string | ((result: Result) => string);
  /** What was attempted, for the failure sentence, e.g. "Starting an overlay run". */
  failure: string;
}

export function useToastedAction<Name extends string>() {
  const [busy, setBusy] = useState<Name>();
  const running = useRef(false);
  const run = useCallback(async <Result>(name: Name, { write, success, failure }: ToastedAction<Result>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(name);
    try {
      const result = await write();
      toast.success(typeof success === 'function' ? success(result) : success);
      return true;
    } catch (error) {
      toast.error(describeFailure(failure, error));
      return false;
    } finally {
      running.current = false;
      setBusy(undefined);
    }
  }, []);
  return { busy, run };
}
