// "Pindai" in the iOS app, through the real @capacitor-mlkit/barcode-scanning package over a fake
// Capacitor bridge (tests/helpers/capacitorBridge.ts): where the scanner needs the camera
// permission, it is checked and asked for, and a refusal is said with typing offered; where the
// app has no native scanner (the plugin answers "unimplemented": this project's iOS app, whose
// Swift packages cannot carry ML Kit), the page's camera is used instead. (@capacitor/core reads
// the bridge once per file, hence a file apart from the Android one.)
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEEP_LINKS } from '../../src/adapters/nativeLinks';
import { stamps as stampsCopy } from '../../src/copy/stamps';
import { installFakeBridge } from '../helpers/capacitorBridge';
import { pendingPlatform } from './support/pendingPlatform';
import { renderApp } from './support/renderApp';

const bridge = installFakeBridge('ios');

const BOOTH_QR = `https://${DEEP_LINKS.webHost}/products?booth=C-03&stamp=Qm9vdGhTZWNyZXQx`;
const getUserMedia = vi.fn(() => Promise.reject(new DOMException('The user said no', 'NotAllowedError')));

beforeEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  bridge.answer('BarcodeScanner', 'isSupported', () => ({ supported: true }));
  bridge.answer('BarcodeScanner', 'scan', () => ({ barcodes: [{ rawValue: BOOTH_QR, format: 'QR_CODE' }] }));
});
afterEach(() => {
  bridge.reset();
  getUserMedia.mockClear();
});
afterAll(() => bridge.uninstall());

const methodsCalled = () => bridge.calls.filter((call) => call.plugin === 'BarcodeScanner').map((call) => call.method);

describe('Pindai in the iOS app', () => {
  it('asks for the camera, and says a refusal and offers typing: no scan, no page camera', async () => {
    bridge.answer('BarcodeScanner', 'checkPermissions', () => ({ camera: 'prompt' }));
    bridge.answer('BarcodeScanner', 'requestPermissions', () => ({ camera: 'denied' }));
    const { location } = renderApp({ path: '/scan', platform: pendingPlatform });
    expect(await screen.findByRole('alert')).toHaveTextContent(stampsCopy.refusedNative);
    expect(screen.getByRole('textbox', { name: stampsCopy.boothCodeLabel })).toBeInTheDocument();
    expect(methodsCalled()).toEqual(['isSupported', 'checkPermissions', 'requestPermissions']);
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(location.history?.at(-1)).toBe('/scan');
  });

  it('says a refusal given before without asking again', async () => {
    bridge.answer('BarcodeScanner', 'checkPermissions', () => ({ camera: 'denied' }));
    renderApp({ path: '/scan', platform: pendingPlatform });
    expect(await screen.findByRole('alert')).toHaveTextContent(stampsCopy.refusedNative);
    expect(methodsCalled()).toEqual(['isSupported', 'checkPermissions']);
  });

  it('scans once the camera is allowed, and opens our booth', async () => {
    bridge.answer('BarcodeScanner', 'checkPermissions', () => ({ camera: 'prompt' }));
    bridge.answer('BarcodeScanner', 'requestPermissions', () => ({ camera: 'granted' }));
    const { location } = renderApp({ path: '/scan', platform: pendingPlatform });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/products?booth=C-03&stamp=Qm9vdGhTZWNyZXQx'));
    expect(methodsCalled()).toEqual(['isSupported', 'checkPermissions', 'requestPermissions', 'scan']);
  });

  it("uses the page's camera where the app has no native scanner", async () => {
    bridge.answer('BarcodeScanner', 'isSupported', () => {
      throw Object.assign(new Error('"BarcodeScanner" plugin is not implemented on ios'), { code: 'UNIMPLEMENTED' });
    });
    renderApp({ path: '/scan', platform: pendingPlatform });
    // The web scanner's own flow: getUserMedia, refused here, said in the web scanner's words.
    expect(await screen.findByRole('alert')).toHaveTextContent(stampsCopy.refused);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(methodsCalled()).toEqual(['isSupported']);
  });
});
