// "Try again" under a failed read. It stays the same element while the read is asked again (by
// itself or by a click), so the focus and a click in flight stay on it; meanwhile it says so and
// ignores clicks, so a click that changes nothing on screen is never the only answer.
export function RetryButton({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <button type="button" aria-disabled={retrying || undefined} onClick={() => !retrying && onRetry()}>
      {retrying ? 'Trying again…' : 'Try again'}
    </button>
  );
}
