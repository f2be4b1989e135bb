// The app's one layering rule (docs/ui.md "Layers"): while a modal dialog is open, the floating
// banners wait. They stay mounted, keeping what they hold, and show again when the last modal
// closes. A banner drawn over a modal covered its buttons (the offer of English over "Pilih"),
// and a tap on it counted as a tap outside the dialog, which closed it and lost what was typed.
// The modal primitives (Dialog, AlertDialog) report here; FloatingBanners reads. Kept apart from
// them so that the first route, which holds the banners, does not carry the dialog library.
import { useLayoutEffect, useSyncExternalStore } from 'react';

let openModals = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changeOpenModals(by: number): void {
  openModals += by;
  listeners.forEach((listener) => listener());
}

const anyModalOpen = () => openModals > 0;
const noModalWhilePrerendering = () => false;

/** True while a modal dialog is open anywhere in the app. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, anyModalOpen, noModalWhilePrerendering);
}

/**
 * For the modal primitives: counts this modal as open while `open`. A layout effect, so the
 * banners are hidden in the same frame the modal first paints in.
 */
export function useModalLayer(open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return undefined;
    changeOpenModals(1);
    return () => changeOpenModals(-1);
  }, [open]);
}
