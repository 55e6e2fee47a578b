// How the app writes a size on disk: a collection's total, an item's files.

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/**
 * A size in bytes with decimal units as media servers and disks count them: 232597754562 ->
 * "232.6 GB", 999 -> "999 B", 1500 -> "1.5 KB". Negative or non-finite sizes read as "0 B".
 */
export function formatBytes(bytes: number): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // 999.95 GB would round to "1000.0 GB": the next unit reads better.
  if (unit > 0 && Number(value.toFixed(1)) >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${SIZE_UNITS[unit]}`;
}
