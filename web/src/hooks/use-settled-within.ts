// A part of a screen that would be pushed down by something loading above it waits for that first,
// but only so long: past the wait it shows anyway, and the push is the lesser harm.
import { useEffect, useState } from 'react';

/** How long a part of a screen waits for what shows above it, in ms. */
export const SETTLE_WAIT_MS = 1500;

/**
 * True once `settled` has been true, or SETTLE_WAIT_MS after the component mounted. It stays true
 * (a later reload of the same data does not hide what is shown again), and the timer stops once it
 * is true.
 */
export function useSettledWithin(settled: boolean, waitMs = SETTLE_WAIT_MS): boolean {
  const [done, setDone] = useState(settled);
  // Set during render, as React allows for state derived from props: no frame shows the spinner
  // after the data is in.
  if (settled && !done) setDone(true);
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setDone(true), waitMs);
    return () => clearTimeout(timer);
  }, [done, waitMs]);
  return done || settled;
}
