// A duration as the collection's info and the Rules list show how long a run took.

const UNITS: [name: string, seconds: number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * A duration in seconds as its largest unit and the next one when not zero, e.g. 3725 -> "1 hour 2 minutes",
 * 3601 -> "1 hour", 0 -> "0 seconds". Fractions are rounded to whole seconds.
 */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const largest = UNITS.findIndex(([, seconds]) => whole >= seconds);
  if (largest === -1) return '0 seconds';
  const counts = UNITS.map(([, seconds], index) => {
    const bigger = index === 0 ? Infinity : UNITS[index - 1]![1];
    return Math.floor((whole % bigger) / seconds);
  });
  return [largest, largest + 1]
    .filter((index) => index < UNITS.length && counts[index]! > 0)
    .map((index) => `${counts[index]} ${UNITS[index]![0]}${counts[index] === 1 ? '' : 's'}`)
    .join(' ');
}
