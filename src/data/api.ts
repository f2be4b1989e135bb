import { createContext, useContext } from 'react';
import type { PameranClient } from '@pameran/sdk';

/** The SDK a screen reads (through useRead) and writes with; AppProvider supplies it (tests supply their own). */
export const ApiContext = createContext<PameranClient | null>(null);

export function useApi(): PameranClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi: render inside <AppProvider>');
  return api;
}
