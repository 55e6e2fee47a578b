// How the app writes a count with its noun: "1 item", "1,500 items", grouped by threes with commas
// as its English words read. Not toLocaleString: its first call loads the browser's number-format
// data, 20–100 ms on the main thread in Chromium, and the Overview's first grid is where it came.

/** A count with its noun, e.g. "1 item", "282 items", "10,000 log entries". */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  const digits = String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${digits} ${count === 1 ? singular : plural}`;
}
