import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { boothHref, type BoothVisit } from '../../features/stamps/boothLink';

/**
 * Opens a booth found by the scanner (scanned or typed) in the scanner's place in history: Back
 * from the booth goes where the visitor was before /scan. Pushed on top, Back would return into
 * /scan, whose camera opens at once and reads the code still in front of it: the booth again, in
 * a loop.
 */
export function useOpenBooth(): (visit: BoothVisit) => void {
  const [, navigate] = useLocation();
  return useCallback((visit) => navigate(boothHref(visit), { replace: true }), [navigate]);
}
