// "Test connection", as the Plex, Radarr/Sonarr and integration forms offer it: one hook that runs a
// test and words its outcome, and the line that shows it. Testing saves nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormWatch } from 'react-hook-form';
import type { ConnectionTest } from '../../../api/settings.ts';
import { describeFailure } from './save-errors.ts';

/** What the last test found, in words. */
export interface TestOutcome {
  ok: boolean;
  text: string;
}

/** The fields a test sends (the form's own URL and key), watched for edits. */
export interface TestedFields<Values extends FieldValues> {
  watch: UseFormWatch<Values>;
  /** A module constant of each form: the watch is set up once. */
  names: readonly FieldPath<Values>[];
}

/**
 * The test state of one form. `run(test)` asks the service; `serviceName` names the other end in the
 * outcome ("Connected to Radarr, version 5.2."), and `failureHint` is added to a refusal. With
 * `tested`, the outcome is cleared as soon as the user edits a field the test sent: it speaks of the
 * values tested, and "Connected" beside another URL would mislead.
 */
export function useConnectionTest<Values extends FieldValues>(
  serviceName: string,
  { failureHint = '', tested }: { failureHint?: string; tested?: TestedFields<Values> } = {},
) {
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome>();
  // An answer is shown only if no edit (clear) and no later test came while it was out: it speaks
  // of the values then sent. The button stays busy until the latest test's answer is in.
  const latestRun = useRef(0);
  const outcomeVersion = useRef(0);
  const run = useCallback(
    async (test: () => Promise<ConnectionTest>) => {
      const thisRun = ++latestRun.current;
      const thisVersion = ++outcomeVersion.current;
      setTesting(true);
      setOutcome(undefined);
      let next: TestOutcome;
      try {
        const answer = await test();
        next = answer.ok
          ? { ok: true, text: `Connected to ${serviceName}${answer.message ? `, version ${answer.message}` : ''}.` }
          : { ok: false, text: `Could not connect to ${serviceName}: ${answer.message || 'Failure'}${failureHint}` };
      } catch (failure) {
        next = { ok: false, text: describeFailure(`Testing ${serviceName}`, failure) };
      }
      if (thisVersion === outcomeVersion.current) setOutcome(next);
      if (thisRun === latestRun.current) setTesting(false);
    },
    [serviceName, failureHint],
  );
  const clear = useCallback(() => {
    outcomeVersion.current += 1;
    setOutcome(undefined);
  }, []);
  const watch = tested?.watch;
  const names = tested?.names;
  useEffect(() => {
    if (!watch || !names) return undefined;
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name !== undefined && names.includes(name)) clear();
    });
    return () => subscription.unsubscribe();
  }, [watch, names, clear]);
  return { testing, outcome, run, clear };
}

/**
 * The outcome of the last test, announced to screen readers when it changes, and scrolled into view
 * (below a long form on a phone it appeared under the screen's edge, and Test seemed to do nothing).
 */
export function ConnectionTestOutcome({ outcome }: { outcome: TestOutcome | undefined }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    line.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);
  if (!outcome) return null;
  return (
    <p ref={line} className={`settings-result settings-result--${outcome.ok ? 'ok' : 'failed'}`} role="status">
      {outcome.text}
    </p>
  );
}
