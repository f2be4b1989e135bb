// Back closes the topmost dialog, as a phone's visitor expects, instead of leaving the page under
// it. While any such dialog is open, one history entry of the same address sits on top of the
// page's own; Back leaves that entry, and the dialog on top closes as its close icon would. A
// dialog under it keeps the entry (it is pushed again), so the next Back closes that one. A dialog
// closed any other way takes its entry away again (history.back()), so no dead step is left for
// Back. Dialog routes (popup-*) opt out: their route is already their history entry.
import { useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

/** The mark on the history entry the open dialogs hold. */
const ENTRY_MARK = 'pameranDialogOpen';

type Close = { current: () => void };

/** The open dialogs that close on Back, in the order they opened. */
const open: Close[] = [];
/** True from our own history.back() until its popstate: that step closes nothing. */
let removingEntry = false;
let settleQueued = false;
let listening = false;

function onDialogEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[ENTRY_MARK] === true;
}

/** One entry while a dialog is open, none once all are closed. */
function settle(): void {
  settleQueued = false;
  if (removingEntry) return;
  if (open.length > 0 && !onDialogEntry()) {
    const state: unknown = window.history.state;
    window.history.pushState({ ...(typeof state === 'object' ? state : {}), [ENTRY_MARK]: true }, '', window.location.href);
  } else if (open.length === 0 && onDialogEntry()) {
    removingEntry = true;
    window.history.back();
  }
}

/** After the commit that opened or closed dialogs: a dialog closing as another opens hands the entry on. */
function queueSettle(): void {
  if (settleQueued) return;
  settleQueued = true;
  queueMicrotask(settle);
}

function onPopState(): void {
  if (removingEntry) {
    removingEntry = false;
    settle();
    return;
  }
  if (open.length === 0 || onDialogEntry()) return;
  // Committed at once, so the dialog has left `open` (or refused to close) before settling.
  flushSync(() => open.at(-1)?.current());
  settle();
}

function add(close: Close): void {
  if (!listening) window.addEventListener('popstate', onPopState);
  listening = true;
  open.push(close);
  queueSettle();
}

function remove(close: Close): void {
  const at = open.indexOf(close);
  if (at !== -1) open.splice(at, 1);
  queueSettle();
}

/**
 * Closes the topmost dialog that closes on Back, as the browser's Back would (the native app's
 * hardware back button, which moves no history of the web view); false when none is open. Its
 * history entry goes with it once no dialog is left.
 */
export function closeTopDialog(): boolean {
  const top = open.at(-1);
  if (!top) return false;
  flushSync(() => top.current());
  queueSettle();
  return true;
}

/** While `open` and `enabled`, Back calls `onBack` (the dialog's own close) instead of leaving the page. */
export function useBackCloses(isOpen: boolean, onBack: () => void, enabled = true): void {
  const close = useRef(onBack);
  useLayoutEffect(() => {
    close.current = onBack;
  });
  useLayoutEffect(() => {
    if (!isOpen || !enabled) return undefined;
    add(close);
    return () => remove(close);
  }, [isOpen, enabled]);
}
