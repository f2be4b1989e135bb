// A long list that renders only what is on (or near) the screen, scrolled by the page itself
// (@tanstack/react-virtual's window virtualizer). Each item tells screen readers its position
// and the list's size (aria-posinset / aria-setsize), since most items are not in the DOM.
// Leaving and coming back (Back) returns to the same scroll position and focuses the item that
// was opened.
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { theme } from '../../theme';

const WIDE_QUERY = `(min-width: ${theme.breakpoint.wide})`;

function useWide(): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const query = window.matchMedia(WIDE_QUERY);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}

/**
 * Where each list was left: how far the page was scrolled past the list's top (so the same rows
 * come back at the same place even when what stands above the list has changed height), and the
 * key of the item opened from it.
 */
const leftAt = new Map<string, { offset: number; scrollMargin: number; openedKey: string | null; openedTop: number | null }>();

const List = styled.ul`
  position: relative;
  /* Rows come and go as the page scrolls; the browser must not shift the scroll to follow one. */
  overflow-anchor: none;
  list-style: none;
  padding: 0;
  margin: 0 -${({ theme }) => theme.space[3] / 2}px;
`;

const Item = styled.li`
  position: absolute;
  top: 0;
  box-sizing: border-box;
  padding: 0 ${({ theme }) => theme.space[3] / 2}px ${({ theme }) => theme.space[3]}px;
`;

export interface VirtualListProps<T> {
  items: readonly T[];
  itemKey(item: T): string;
  renderItem(item: T, index: number): ReactNode;
  /** Expected height of one item including the gap (px); real heights are measured. */
  estimateSize: number;
  columns: number;
  wideColumns: number;
  /** Names the list for screen readers. */
  label: string;
  /**
   * How many items the whole list has, announced with each one's position ("3 of 5,000"),
   * where more are still arriving; `items.length` by default.
   */
  setSize?: number;
  /** Keys are the list's own ids ('e:3'): safe inside a CSS attribute selector. */
  /** Lists with the same key share a remembered scroll position (e.g. the URL's search). */
  restoreKey: string;
}

export function VirtualList<T>({ items, itemKey, renderItem, estimateSize, columns, wideColumns, label, setSize = items.length, restoreKey }: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const lanes = useWide() ? wideColumns : columns;
  // Coming back, the list starts where it was, so the first render already shows the right rows.
  const [scrollMargin, setScrollMargin] = useState(() => leftAt.get(restoreKey)?.scrollMargin ?? 0);
  const scrollMarginRef = useRef(scrollMargin);
  scrollMarginRef.current = scrollMargin;
  const openedKey = useRef<string | null>(null);
  const openedTop = useRef<number | null>(null);

  // The same key function while the items are the same: the virtualizer lays out every item
  // again (5,000 on a large fair) whenever it gets a new one, which an inline one made every render.
  const itemKeyRef = useRef(itemKey);
  itemKeyRef.current = itemKey;
  const getItemKey = useCallback((index: number) => itemKeyRef.current(items[index] as T), [items]);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 4,
    lanes,
    scrollMargin,
    getItemKey,
    // The rows of the restored scroll position are rendered from the first frame.
    initialOffset: () => {
      const left = leftAt.get(restoreKey);
      return left ? left.scrollMargin + left.offset : window.scrollY;
    },
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // A hidden or not yet laid out item measures 0; counting it as 0 would render every item.
    measureElement: (element) => element.getBoundingClientRect().height || estimateSize,
  });

  // The list starts below the header, search and tabs, whose height can change in any render:
  // measured after each one, and set only when it moved (so it settles).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });

  // Back to where the list was left, measured from the list's top. Rows and what stands above
  // the list can still settle over the next renders: for a moment each render puts the page back,
  // until the visitor scrolls themselves.
  // The opened item is the anchor: rows above it may be measured differently after a remount,
  // so once it is rendered it is put back where it was on screen.
  const pendingRestore = useRef<{ offset: number; openedKey: string | null; openedTop: number | null; until: number; focus: boolean } | null>(null);
  const restoreScroll = () => {
    const pending = pendingRestore.current;
    if (!pending || !listRef.current) return;
    if (performance.now() > pending.until) {
      pendingRestore.current = null;
      return;
    }
    const opened = pending.openedKey === null ? null : listRef.current.querySelector<HTMLElement>(`[data-key="${pending.openedKey}"]`);
    // The opened item gets focus back once its row is rendered: an item opened at the top of
    // the screen (Produk scrolls there) comes back from a page scrolled to 0, and the rows of
    // the restored position arrive a few renders later.
    const control = pending.focus ? opened?.querySelector<HTMLElement>(':is(a, button)') : null;
    if (control) {
      control.focus({ preventScroll: true });
      pending.focus = false;
    }
    if (opened && pending.openedTop !== null) {
      const drift = opened.getBoundingClientRect().top - pending.openedTop;
      if (Math.abs(drift) > 1) window.scrollBy(0, drift);
      return;
    }
    const target = listRef.current.getBoundingClientRect().top + window.scrollY + pending.offset;
    if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
  };
  useLayoutEffect(restoreScroll);
  useLayoutEffect(() => {
    const stop = () => void (pendingRestore.current = null);
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, stop, { passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, stop);
    };
  }, []);

  useLayoutEffect(() => {
    const left = leftAt.get(restoreKey);
    if (left) {
      pendingRestore.current = { offset: left.offset, openedKey: left.openedKey, openedTop: left.openedTop, until: performance.now() + 1500, focus: left.openedKey !== null };
      restoreScroll();
      // The virtualizer may render the row a frame later, once it has read the scroll position.
      requestAnimationFrame(restoreScroll);
    }
    return () => void leftAt.set(restoreKey, { offset: window.scrollY - scrollMarginRef.current, scrollMargin: scrollMarginRef.current, openedKey: openedKey.current, openedTop: openedTop.current });
  }, [restoreKey]);

  const width = `${100 / lanes}%`;
  return (
    <List
      ref={listRef}
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
      onClickCapture={(event) => {
        const row = (event.target as HTMLElement).closest<HTMLElement>('[data-key]');
        openedKey.current = row?.dataset.key ?? null;
        openedTop.current = row ? row.getBoundingClientRect().top : null;
      }}
    >
      {virtualizer.getVirtualItems().map((virtual) => {
        const item = items[virtual.index] as T;
        return (
          <Item
            key={virtual.key as string}
            data-key={virtual.key as string}
            data-index={virtual.index}
            ref={virtualizer.measureElement}
            aria-setsize={setSize}
            aria-posinset={virtual.index + 1}
            style={{ width, left: `${(virtual.lane * 100) / lanes}%`, transform: `translateY(${virtual.start - scrollMargin}px)` }}
          >
            {renderItem(item, virtual.index)}
          </Item>
        );
      })}
    </List>
  );
}
