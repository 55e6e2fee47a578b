// The live log: /api/logs/stream through the shared reconnecting stream, newest
// line followed unless the user scrolled up, at most LOG_VIEW_MAX_LINES kept, text filter.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { openLogStream, type LogEvent } from '../../../api/logs.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { LOG_REPLAY_LINES, LOG_VIEW_MAX_LINES } from '../../../lib/constants.ts';
import { appendBounded, matchesFilter, type LogLine } from './log-lines.ts';
import { createReplayFilter } from './log-replay.ts';

/** Within this many pixels of the bottom counts as "at the newest line". */
const AT_BOTTOM_SLACK_PX = 24;

function formatTime(date: string | null): string {
  if (!date) return '';
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleString();
}

export function LiveLogView() {
  const [lines, setLines] = useState<LogLine[]>([]);
  const [connected, setConnected] = useState(false);
  const [filter, setFilter] = useState('');
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let nextId = 0;
    let opened = false;
    // The latest lines shown, for telling a reconnect's replay from new lines.
    let recent: LogEvent[] = [];
    const replay = createReplayFilter();
    return openLogStream(
      (event) => {
        const fresh = replay.receive(event);
        if (fresh.length === 0) return;
        recent = appendBounded(recent, fresh, LOG_REPLAY_LINES);
        const added = fresh.map((line) => ({ ...line, id: nextId++ }));
        setLines((current) => appendBounded(current, added));
      },
      {
        onOpen: () => {
          if (opened) replay.reconnected(recent);
          opened = true;
          setConnected(true);
        },
        onError: () => {
          setConnected(false);
          console.error('Log stream failed; reconnecting');
        },
      },
    );
  }, []);

  const shown = useMemo(() => lines.filter((line) => matchesFilter(line, filter)), [lines, filter]);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box && followingRef.current) box.scrollTop = box.scrollHeight;
  }, [shown]);

  const onScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight <= AT_BOTTOM_SLACK_PX;
    followingRef.current = atBottom;
    setFollowing(atBottom);
  };

  const jumpToNewest = () => {
    followingRef.current = true;
    setFollowing(true);
    const box = boxRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  };

  return (
    <section className="settings-panel" aria-labelledby="live-log-title">
      <div className="live-log__header">
        <h3 id="live-log-title">Live log</h3>
        <span className={`live-log__state live-log__state--${connected ? 'on' : 'off'}`}>
          {connected ? 'Connected' : 'Connecting…'}
        </span>
      </div>
      <div className="live-log__tools">
        <input
          className="form-control"
          type="search"
          aria-label="Filter log lines"
          placeholder="Filter by text or level (e.g. error)"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        {!following && <FormButton onClick={jumpToNewest}>Jump to newest</FormButton>}
      </div>
      <div
        ref={boxRef}
        className="live-log"
        role="log"
        aria-label="Live log"
        aria-live="off"
        tabIndex={0}
        onScroll={onScroll}
      >
        {shown.length === 0 && (
          <p className="settings-muted">{lines.length === 0 ? 'Waiting for log lines…' : 'No line matches the filter.'}</p>
        )}
        {shown.map((line) => (
          <div key={line.id} className={`live-log__line live-log__line--${line.level.toLowerCase()}`}>
            <span className="live-log__time">{formatTime(line.date)}</span>{' '}
            <span className="live-log__level">{line.level}</span> <span className="live-log__message">{line.message}</span>
          </div>
        ))}
      </div>
      <p className="settings-muted">
        Showing {shown.length} of {lines.length} lines kept (at most {LOG_VIEW_MAX_LINES}).
        {!following && ' Paused following while you read; new lines still arrive.'}
      </p>
    </section>
  );
}
