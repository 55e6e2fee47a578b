// A grid of cards that only puts the rows near the viewport in the DOM, so a library of 10,000
// items keeps a few dozen cards mounted. Rows are laid out by arithmetic (every card has the same
// size), positioned absolutely, and recomputed on scroll (once per animation frame) and on resize;
// a change of width keeps the card at the top of the viewport there.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Narrowest card in px; a 390 px phone gets 2 columns, a wide screen 6 or more. */
const MIN_CARD_WIDTH_PX = 150;
/** Room under the poster for the title, year and badges, in px. */
const CAPTION_HEIGHT_PX = 78;
/** Rows kept mounted above and below the viewport. */
const OVERSCAN_ROWS = 2;

export interface GridLayout {
  columns: number;
  gap: number;
  cardWidth: number;
  rowHeight: number;
  rows: number;
}

/** Columns, card size and row height for a container width and item count. */
export function gridLayout(width: number, count: number): GridLayout {
  const gap = width < 500 ? 10 : 16;
  const columns = Math.max(2, Math.floor((width + gap) / (MIN_CARD_WIDTH_PX + gap)));
  const cardWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  const rowHeight = Math.round(cardWidth * 1.5 + CAPTION_HEIGHT_PX + gap);
  return { columns, gap, cardWidth, rowHeight, rows: Math.ceil(count / columns) };
}

/** How many cards a grid as wide and tall as the window mounts before any scroll, at most. */
export function cardsMountedAtFirst(windowWidth: number, windowHeight: number): number {
  const layout = gridLayout(windowWidth, Number.POSITIVE_INFINITY);
  return layout.columns * (Math.ceil(windowHeight / layout.rowHeight) + OVERSCAN_ROWS);
}

function scrollParentOf(element: HTMLElement): HTMLElement | Window {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return window;
}

/** How far the top of the scroll parent's viewport is below the top of the grid, in px (negative above it). */
function scrolledPastOf(container: HTMLElement, parent: HTMLElement | Window): number {
  const viewTop = parent === window ? 0 : (parent as HTMLElement).getBoundingClientRect().top;
  return viewTop - container.getBoundingClientRect().top;
}

/** Rows [first, last] that intersect the scroll parent's viewport, with overscan. */
function visibleRows(container: HTMLElement, parent: HTMLElement | Window, layout: GridLayout): [number, number] {
  const viewHeight = parent === window ? window.innerHeight : (parent as HTMLElement).clientHeight;
  const scrolledPast = scrolledPastOf(container, parent);
  const first = Math.floor(Math.max(0, scrolledPast) / layout.rowHeight) - OVERSCAN_ROWS;
  const last = Math.floor(Math.max(0, scrolledPast + viewHeight) / layout.rowHeight) + OVERSCAN_ROWS;
  return [Math.max(0, first), Math.min(layout.rows - 1, last)];
}

export interface VirtualGridProps {
  /** Number of cells. */
  count: number;
  /** Accessible name of the list. */
  label: string;
  /** Renders the cell at an index. */
  renderCell: (index: number) => ReactNode;
  /** Called with the first and last index in the DOM whenever that range changes. */
  onRangeChange?: (first: number, last: number) => void;
}

/** The window-virtualised grid; it grows to the full height of all rows so the scrollbar is honest. */
export function VirtualGrid({ count, label, renderCell, onRangeChange }: VirtualGridProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [rowRange, setRowRange] = useState<[number, number]>([0, -1]);
  const layout = gridLayout(width, count);
  const widthRef = useRef(width);
  widthRef.current = width;
  /**
   * The first card of the row at the top of the viewport when the width changed (a phone turned, a
   * window resized): the rows are laid out again for the new width, and the page is scrolled so that
   * card's row is at the top again rather than left at the same pixel offset, which is another part
   * of the list once the column count changes.
   */
  const anchor = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const container = containerRef.current!;
    setWidth(container.clientWidth);
    const observer = new ResizeObserver(() => {
      const scrolledPast = scrolledPastOf(container, scrollParentOf(container));
      // Only a change from a width already laid out: the first measure has nothing to keep.
      if (widthRef.current > 0 && scrolledPast > 0 && container.clientWidth !== widthRef.current) {
        const before = gridLayout(widthRef.current, 0);
        anchor.current = Math.floor(scrolledPast / before.rowHeight) * before.columns;
      }
      setWidth(container.clientWidth);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  // After a width change, before the browser paints: the anchored card's row back at the top.
  useLayoutEffect(() => {
    const kept = anchor.current;
    anchor.current = undefined;
    if (kept === undefined) return;
    const container = containerRef.current!;
    const parent = scrollParentOf(container);
    const by = Math.floor(kept / layout.columns) * layout.rowHeight - scrolledPastOf(container, parent);
    if (parent === window) window.scrollBy(0, by);
    else (parent as HTMLElement).scrollTop += by;
  }, [layout.columns, layout.rowHeight]);

  useLayoutEffect(() => {
    const container = containerRef.current!;
    if (width === 0) return;
    const parent = scrollParentOf(container);
    let frame = 0;
    const update = () => {
      frame = 0;
      const [first, last] = visibleRows(container, parent, layout);
      setRowRange((previous) => (previous[0] === first && previous[1] === last ? previous : [first, last]));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    parent.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      parent.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [width, layout.rowHeight, layout.rows, layout.columns]);

  const firstIndex = rowRange[0] * layout.columns;
  const lastIndex = Math.min(count - 1, (rowRange[1] + 1) * layout.columns - 1);

  useEffect(() => {
    if (lastIndex >= firstIndex) onRangeChange?.(firstIndex, lastIndex);
  }, [firstIndex, lastIndex, onRangeChange]);

  const cells: ReactNode[] = [];
  for (let index = firstIndex; index <= lastIndex; index += 1) {
    const row = Math.floor(index / layout.columns);
    const column = index % layout.columns;
    cells.push(
      <div
        key={index}
        role="listitem"
        aria-posinset={index + 1}
        aria-setsize={count}
        className="virtual-grid__cell"
        style={{
          width: layout.cardWidth,
          height: layout.rowHeight - layout.gap,
          transform: `translate(${column * (layout.cardWidth + layout.gap)}px, ${row * layout.rowHeight}px)`,
        }}
      >
        {renderCell(index)}
      </div>,
    );
  }

  return (
    <div
      ref={containerRef}
      role="list"
      aria-label={label}
      className="virtual-grid"
      style={{ height: layout.rows * layout.rowHeight }}
    >
      {width > 0 && cells}
    </div>
  );
}
