// The scanner's Web Worker: jsQR decodes camera frames here, never on the main thread. build.mjs
// bundles this file with jsQR into one self-contained module worker (`assets/qrWorker-<hash>.js`,
// its `?worker&url` import), served by us, precached by the service worker and allowed by the
// CSP's `worker-src 'self'`. camera.ts starts it only where BarcodeDetector cannot read QR codes.
import { decodeFrame, type DecodeReply, type DecodeRequest } from './qrDecode';

/** The worker's global scope, as far as this file uses it (the DOM typings have no worker scope). */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeRequest>) => void): void;
  postMessage(reply: DecodeReply): void;
};

scope.addEventListener('message', (event) => scope.postMessage(decodeFrame(event.data)));
