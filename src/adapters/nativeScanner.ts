// Native only (the scanner screen loads it with import() when window.Capacitor says native): one
// booth QR scan with the native scanner of @capacitor-mlkit/barcode-scanning, `scan()`, which
// opens a full-screen scanner of the system's own over the app and answers with what it read.
//   - Android: Google's code scanner (Play services). It needs no camera permission of the app
//     (the manifest asks for none), but its module may have to be installed first: the
//     visitor sees "preparing" while it downloads, once.
//   - iOS: the camera permission is checked, asked for when it has not been, and a refusal is
//     said. (ML Kit ships for iOS through CocoaPods only, and this project's iOS app uses Swift
//     Package Manager, so `native:sync` leaves the plugin out of the iOS app (capacitor.config.ts):
//     there the plugin answers "unimplemented" and the screen uses the web scanner instead.)
// What the scan read is only text: the screen checks it (boothVisitFromQr) like any QR code.
import type { PluginListenerHandle } from '@capacitor/core';

type MlKit = typeof import('@capacitor-mlkit/barcode-scanning');

export type NativeScan =
  /** The scanner read a code: its raw text, not yet checked. */
  | { kind: 'read'; text: string }
  /** The visitor closed the scanner without a code. */
  | { kind: 'closed' }
  | { kind: 'refused' }
  | { kind: 'no-camera' }
  /** The scanner could not be opened (Android: its module could not be installed). */
  | { kind: 'failed' }
  /** No native scanner in this app (the iOS app): use the web scanner. */
  | { kind: 'unavailable' };

export interface NativeScanOptions {
  /** The plugin's module (a test may pass its own; the app imports it on demand). */
  load?: () => Promise<Pick<MlKit, 'BarcodeScanner' | 'BarcodeFormat' | 'GoogleBarcodeScannerModuleInstallState'>>;
  /** The native platform, as Capacitor names it. */
  platform?: () => Promise<string>;
  /** Called when the scanner must first be installed (Android), before the wait for it. */
  onPreparing?: () => void;
  /** Aborted when the screen closes: a wait for the install ends as 'closed'. */
  signal?: AbortSignal;
}

/** The plugin's own rejection messages (BarcodeScannerPlugin.java / .swift). */
const CANCELED = 'scan canceled.';
const PERMISSION_DENIED = 'User denied access to camera.';
const MODULE_ALREADY_INSTALLED = 'The Google Barcode Scanner Module is already installed.';

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;
const errorMessage = (error: unknown) => String((error as { message?: unknown } | null)?.message ?? '');

/** Android: true once Google's scanner module is there (installing it, and waiting, if need be). */
async function googleScannerReady(
  { BarcodeScanner, GoogleBarcodeScannerModuleInstallState: State }: Awaited<ReturnType<NonNullable<NativeScanOptions['load']>>>,
  onPreparing: () => void,
  signal: AbortSignal | undefined,
): Promise<boolean | 'aborted'> {
  if ((await BarcodeScanner.isGoogleBarcodeScannerModuleAvailable()).available) return true;
  onPreparing();
  let handle: PluginListenerHandle | undefined;
  let onAbort = () => {};
  try {
    return await new Promise<boolean | 'aborted'>((resolve, reject) => {
      onAbort = () => resolve('aborted');
      signal?.addEventListener('abort', onAbort, { once: true });
      if (signal?.aborted) return resolve('aborted');
      BarcodeScanner.addListener('googleBarcodeScannerModuleInstallProgress', ({ state }) => {
        if (state === State.COMPLETED) resolve(true);
        else if (state === State.FAILED || state === State.CANCELED) resolve(false);
      })
        .then((listener) => {
          handle = listener;
          // Only starts the install: the progress events above tell how it ends.
          return BarcodeScanner.installGoogleBarcodeScannerModule();
        })
        .catch((error: unknown) => (errorMessage(error) === MODULE_ALREADY_INSTALLED ? resolve(true) : reject(error)));
    });
  } finally {
    signal?.removeEventListener('abort', onAbort);
    void handle?.remove().catch(() => {});
  }
}

/** iOS: may the scanner use the camera? Asks when the visitor has not said yet. */
async function cameraAllowed({ BarcodeScanner }: Pick<MlKit, 'BarcodeScanner'>): Promise<boolean> {
  let { camera } = await BarcodeScanner.checkPermissions();
  if (camera === 'prompt' || camera === 'prompt-with-rationale') ({ camera } = await BarcodeScanner.requestPermissions());
  return camera === 'granted' || camera === 'limited';
}

async function capacitorPlatform(): Promise<string> {
  const { Capacitor } = await import('@capacitor/core');
  return Capacitor.getPlatform();
}

/** One scan with the native scanner; never throws. */
export async function scanNatively({
  load = () => import('@capacitor-mlkit/barcode-scanning'),
  platform = capacitorPlatform,
  onPreparing = () => {},
  signal,
}: NativeScanOptions = {}): Promise<NativeScan> {
  try {
    const plugin = await load();
    const { BarcodeScanner, BarcodeFormat } = plugin;
    if (!(await BarcodeScanner.isSupported()).supported) return { kind: 'no-camera' };
    if ((await platform()) === 'android') {
      const ready = await googleScannerReady(plugin, onPreparing, signal);
      if (ready === 'aborted') return { kind: 'closed' };
      if (!ready) return { kind: 'failed' };
    } else if (!(await cameraAllowed(plugin))) {
      return { kind: 'refused' };
    }
    if (signal?.aborted) return { kind: 'closed' };
    const { barcodes } = await BarcodeScanner.scan({ formats: [BarcodeFormat.QrCode] });
    const text = barcodes.find((barcode) => typeof barcode.rawValue === 'string' && barcode.rawValue !== '')?.rawValue;
    return text === undefined ? { kind: 'closed' } : { kind: 'read', text };
  } catch (error) {
    if (errorCode(error) === 'UNIMPLEMENTED') return { kind: 'unavailable' };
    const message = errorMessage(error);
    if (message === CANCELED) return { kind: 'closed' };
    if (message === PERMISSION_DENIED) return { kind: 'refused' };
    return { kind: 'failed' };
  }
}
