import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../lib/paths';

/** Dialog routes (popup-*) close by going home: there is no page underneath them. */
export function useLeaveRoute(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => navigate(HOME_PATH, { replace: true }), [navigate]);
}
