// The scanner in the native app: the native scanner (src/adapters/nativeScanner.ts, imported on
// demand with its plugin) opens on arrival, over the app. What it read goes through the same
// check as the web scanner's codes (boothVisitFromQr): one of our booths opens, anything else is
// said to be not ours and never opened. "Pindai lagi" opens it again; typing the booth code is
// always offered. Where the app has no native scanner (the iOS app) the web scanner takes over.
import { useCallback, useEffect, useRef, useState } from 'react';
import { boothVisitFromQr } from '../../features/stamps/boothLink';
import type { NativeScanOptions, NativeScan } from '../../adapters/nativeScanner';
import { useOpenBooth } from './openBooth';
import { ScanView, type ScanState } from './ScanView';

export interface NativeScannerProps {
  /** The origins our booth QR codes carry (boothVisitFromQr). */
  origins: readonly string[];
  /** There is no native scanner: show the web one. */
  onUnavailable(): void;
  /** One native scan (tests and stories pass their own; the app loads the adapter on demand). */
  scan?: (options: NativeScanOptions) => Promise<NativeScan>;
}

const scanOnDemand = async (options: NativeScanOptions) => (await import('../../adapters/nativeScanner')).scanNatively(options);

export function NativeScanner({ origins, onUnavailable, scan = scanOnDemand }: NativeScannerProps) {
  const openBooth = useOpenBooth();
  const [state, setState] = useState<ScanState>({ kind: 'asking' });
  const running = useRef<AbortController | null>(null);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'asking' });
    const result = await scan({ signal: controller.signal, onPreparing: () => setState({ kind: 'preparing' }) });
    if (running.current === controller) running.current = null;
    if (controller.signal.aborted) return;
    switch (result.kind) {
      case 'read': {
        const visit = boothVisitFromQr(result.text, origins);
        if (!visit) return setState({ kind: 'not-ours' });
        setState({ kind: 'found', boothCode: visit.boothCode });
        return openBooth(visit);
      }
      case 'unavailable':
        return onUnavailable();
      default:
        return setState({ kind: result.kind });
    }
  }, [openBooth, onUnavailable, origins, scan]);

  useEffect(() => {
    void start();
    return () => {
      running.current?.abort();
      running.current = null;
    };
  }, [start]);

  return <ScanView state={state} camera="native" onScanAgain={() => void start()} onOpen={openBooth} />;
}
