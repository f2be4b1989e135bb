// The scanner's jsQR decoding runs in a Web Worker, off the main thread: the worker's message handler with
// real jsQR on QR images made by the `qrcode` package; the worker file as build.mjs builds it
// (self-contained, answering messages in a worker-like scope); and the main thread's side, over a
// real MessageChannel: each frame's pixels are transferred, not copied, and one frame is in
// flight at a time.
import path from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import { workerUrls } from '../../build.mjs';
import { workerFrameDecoder, type DecodeWorker } from '../../src/screens/scan/camera';
import { decodeFrame, type DecodeReply, type DecodeRequest, type Frame } from '../../src/screens/scan/qrDecode';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const BOOTH_QR = 'https://pameran.example/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQxMjM0NTY';

/** `text` as a QR code in an RGBA frame: 4 px modules, a 4-module quiet zone, black on white. */
function qrFrame(text: string, scale = 4): Frame {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = (modules.size + 8) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const row = Math.floor(y / scale) - 4;
      const col = Math.floor(x / scale) - 4;
      if (row < 0 || col < 0 || row >= modules.size || col >= modules.size || !modules.get(row, col)) continue;
      data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return { data, width: size, height: size };
}

const blankFrame = (size = 120): Frame => ({ data: new Uint8ClampedArray(size * size * 4).fill(255), width: size, height: size });

describe("the worker's message handler", () => {
  it('answers a frame with the text of the QR code in it, under the frame’s number', () => {
    expect(decodeFrame({ id: 7, frame: qrFrame(BOOTH_QR) })).toEqual({ id: 7, text: BOOTH_QR });
    expect(decodeFrame({ id: 8, frame: qrFrame('javascript:alert(1)') })).toEqual({ id: 8, text: 'javascript:alert(1)' });
  });

  it('answers null for a frame without a code, and for one that is not the size it says', () => {
    expect(decodeFrame({ id: 1, frame: blankFrame() })).toEqual({ id: 1, text: null });
    const { data } = qrFrame(BOOTH_QR);
    expect(decodeFrame({ id: 2, frame: { data, width: 10, height: 10 } })).toEqual({ id: 2, text: null });
  });
});

describe('the worker file build.mjs writes', () => {
  it('is one self-contained script that answers decode messages in a worker scope', async () => {
    const result = await esbuild.build({
      absWorkingDir: repoRoot,
      stdin: { contents: "export { default } from './src/screens/scan/qrWorker?worker&url';", resolveDir: repoRoot, loader: 'ts' },
      bundle: true,
      format: 'esm',
      outdir: path.join(repoRoot, 'dist'),
      assetNames: 'assets/[name]-[hash]',
      minify: true,
      write: false,
      metafile: true,
      plugins: [workerUrls],
      logLevel: 'silent',
    });
    const worker = result.outputFiles.find((file) => /\/assets\/qrWorker-[A-Z0-9]{8}\.js$/.test(file.path));
    expect(worker, result.outputFiles.map((file) => file.path).join(', ')).toBeDefined();
    const code = worker!.text;
    // Nothing to fetch besides itself: no import of another chunk, no eval-like loading.
    expect(code).not.toMatch(/(^|[;}\s])import[\s({"']/);
    expect(code).not.toMatch(/importScripts|\beval\(/);
    // jsQR is in it (and so nowhere in the app's own chunks: the test of the scan screen's chunk below).
    expect(code.length).toBeGreaterThan(50_000);

    const replies: DecodeReply[] = [];
    let listener: ((event: { data: DecodeRequest }) => void) | undefined;
    const scope = vm.createContext({
      addEventListener: (type: string, handler: typeof listener) => {
        if (type === 'message') listener = handler;
      },
      postMessage: (reply: DecodeReply) => replies.push(reply),
    });
    vm.runInContext(code, scope);
    listener!({ data: { id: 1, frame: qrFrame(BOOTH_QR) } });
    listener!({ data: { id: 2, frame: blankFrame() } });
    expect(replies).toEqual([{ id: 1, text: BOOTH_QR }, { id: 2, text: null }]);
  });
});

describe('frames to the worker, from the main thread', () => {
  const ports: MessagePort[] = [];
  afterEach(() => {
    for (const port of ports.splice(0)) port.close();
  });

  /** A worker over a real MessageChannel: the far port runs the worker's handler with real jsQR. */
  function channelWorker() {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    const received: DecodeRequest[] = [];
    port2.on('message', (request: DecodeRequest) => {
      received.push(request);
      port2.postMessage(decodeFrame(request));
    });
    port1.start();
    const worker: DecodeWorker = {
      postMessage: (request, transfer) => port1.postMessage(request, transfer as ArrayBuffer[]),
      addEventListener: (type: 'message' | 'error', listener: (event: never) => void) => port1.addEventListener(type, listener as never),
      terminate: () => port1.close(),
    };
    return { worker, received };
  }

  it("transfers each frame's pixels instead of copying them, and hands back the worker's answer", async () => {
    const { worker, received } = channelWorker();
    const decoder = workerFrameDecoder(worker);
    const frame = qrFrame(BOOTH_QR);
    const bytes = frame.data.length;
    const answer = decoder.decode(frame);
    // The main thread's copy is gone the moment it is sent: the buffer now belongs to the worker.
    expect(frame.data.buffer.byteLength).toBe(0);
    expect(await answer).toBe(BOOTH_QR);
    expect(received).toHaveLength(1);
    expect(received[0]!.frame.data.length).toBe(bytes);
  });

  it('keeps one frame in flight: a frame offered meanwhile is not sent and reads as null', async () => {
    const { worker, received } = channelWorker();
    const decoder = workerFrameDecoder(worker);
    const first = decoder.decode(qrFrame(BOOTH_QR));
    expect(decoder.busy).toBe(true);
    const dropped = qrFrame('second');
    expect(await decoder.decode(dropped)).toBeNull();
    expect(dropped.data.buffer.byteLength).toBeGreaterThan(0);
    expect(await first).toBe(BOOTH_QR);
    expect(decoder.busy).toBe(false);
    expect(await decoder.decode(qrFrame('third'))).toBe('third');
    expect(received.map((request) => request.id)).toEqual([1, 2]);
  });

  it('fails the frame in flight and every later one when the worker fails (e.g. it could not load)', async () => {
    const target = new EventTarget();
    const worker: DecodeWorker = {
      postMessage: () => {},
      addEventListener: (type: 'message' | 'error', listener: (event: never) => void) => target.addEventListener(type, listener as EventListener),
      terminate: () => {},
    };
    const decoder = workerFrameDecoder(worker);
    const pending = decoder.decode(blankFrame());
    target.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toThrow('The QR decoder worker failed');
    await expect(decoder.decode(blankFrame())).rejects.toThrow('The QR decoder worker failed');
  });
});
