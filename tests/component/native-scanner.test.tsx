// "Pindai" in the Android app: the native scanner of @capacitor-mlkit/barcode-scanning, not the
// page's camera. The real plugin package runs against a fake Capacitor bridge with scripted native
// answers (tests/helpers/capacitorBridge.ts), the real app renders /scan, and what the scanner
// "read" goes through the app's real check of booth codes (boothVisitFromQr): one of our booths
// opens, anything else is refused and never opened.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEEP_LINKS } from '../../src/adapters/nativeLinks';
import { stamps as stampsCopy } from '../../src/copy/stamps';
import { installFakeBridge } from '../helpers/capacitorBridge';
import { pendingPlatform } from './support/pendingPlatform';
import { renderApp } from './support/renderApp';

const bridge = installFakeBridge('android');


const BOOTH_QR = `https://${DEEP_LINKS.webHost}/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQx`;
const getUserMedia = vi.fn(() => Promise.reject(new DOMException('not here', 'NotFoundError')));

beforeEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});
afterEach(() => {
  bridge.reset();
  getUserMedia.mockClear();
});
afterAll(() => bridge.uninstall());

/** The native side: a device with a camera and Google's scanner module; each scan() answers the next of `scans`. */
function scriptScanner(scans: (() => unknown)[], { moduleAvailable = true } = {}) {
  bridge.answer('BarcodeScanner', 'isSupported', () => ({ supported: true }));
  bridge.answer('BarcodeScanner', 'isGoogleBarcodeScannerModuleAvailable', () => ({ available: moduleAvailable }));
  let next = 0;
  bridge.answer('BarcodeScanner', 'scan', () => {
    const answer = scans[next++];
    if (!answer) return new Promise(() => {});
    return answer();
  });
}
const read = (rawValue: string) => () => ({ barcodes: [{ rawValue, displayValue: rawValue, format: 'QR_CODE', valueType: 'URL' }] });
const canceled = () => () => {
  throw new Error('scan canceled.');
};

const scanCalls = () => bridge.callsTo('BarcodeScanner', 'scan');

describe('Pindai in the Android app', () => {
  it('opens the native scanner on arrival, and a booth code of ours opens that booth with its stamp', async () => {
    scriptScanner([read(BOOTH_QR)]);
    const { location } = renderApp({ path: '/scan', platform: pendingPlatform });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQx'));
    expect(scanCalls().map((call) => call.options)).toEqual([{ formats: ['QR_CODE'] }]);
    // Google's code scanner needs no camera permission of the app, and the page's camera is never asked.
    expect(bridge.callsTo('BarcodeScanner', 'checkPermissions')).toEqual([]);
    expect(bridge.callsTo('BarcodeScanner', 'requestPermissions')).toEqual([]);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it.each([
    ['another site', 'https://contoh-palsu.example/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQx'],
    ["the app's own origin inside the shell (never printed)", 'https://localhost/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQx'],
    ['plain http of our host', `http://${DEEP_LINKS.webHost}/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQx`],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a deep link of the app', `${DEEP_LINKS.scheme}://products?booth=A-05`],
    ['plain text', 'A-05'],
  ])('says %s is not ours, opens nothing, and offers to scan again or type', async (_what, text) => {
    scriptScanner([read(text), read(BOOTH_QR)]);
    const { location } = renderApp({ path: '/scan', platform: pendingPlatform });
    expect(await screen.findByRole('alert')).toHaveTextContent(stampsCopy.notOurs);
    expect(location.history?.at(-1)).toBe('/scan');
    expect(screen.getByRole('textbox', { name: stampsCopy.boothCodeLabel })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: stampsCopy.scanAgain }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQx'));
    expect(scanCalls()).toHaveLength(2);
  });

  it('says the scanner closed without a code when the visitor backs out, and scans again on request', async () => {
    scriptScanner([canceled(), read(BOOTH_QR)]);
    const { location } = renderApp({ path: '/scan', platform: pendingPlatform });
    expect(await screen.findByText(stampsCopy.closed)).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/scan');
    await userEvent.click(screen.getByRole('button', { name: stampsCopy.scanAgain }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQx'));
  });

  it("installs Google's scanner module first where it is missing, saying so, then scans", async () => {
    scriptScanner([read(BOOTH_QR)], { moduleAvailable: false });
    bridge.answer('BarcodeScanner', 'installGoogleBarcodeScannerModule', () => ({}));
    const { location } = renderApp({ path: '/scan', platform: pendingPlatform });
    expect(await screen.findByText(stampsCopy.preparing)).toBeInTheDocument();
    await waitFor(() => expect(bridge.listenerCount('BarcodeScanner', 'googleBarcodeScannerModuleInstallProgress')).toBe(1));
    expect(scanCalls()).toEqual([]);
    act(() => bridge.emit('BarcodeScanner', 'googleBarcodeScannerModuleInstallProgress', { state: 2, progress: 40 }));
    act(() => bridge.emit('BarcodeScanner', 'googleBarcodeScannerModuleInstallProgress', { state: 4, progress: 100 }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQx'));
    expect(bridge.listenerCount('BarcodeScanner', 'googleBarcodeScannerModuleInstallProgress')).toBe(0);
  });

  it('says the scanner cannot be opened when its module cannot be installed, and keeps typing', async () => {
    scriptScanner([read(BOOTH_QR)], { moduleAvailable: false });
    const { location } = renderApp({ path: '/scan', platform: pendingPlatform });
    await waitFor(() => expect(bridge.listenerCount('BarcodeScanner', 'googleBarcodeScannerModuleInstallProgress')).toBe(1));
    act(() => bridge.emit('BarcodeScanner', 'googleBarcodeScannerModuleInstallProgress', { state: 5 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stampsCopy.failed);
    expect(scanCalls()).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: stampsCopy.boothCodeLabel }), 'b-02');
    await userEvent.click(screen.getByRole('button', { name: stampsCopy.openBooth }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/products?booth=B-02'));
  });
});
