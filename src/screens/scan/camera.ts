// The camera and the QR decoder of the scanner. BarcodeDetector where the browser has it with
// QR support; otherwise jsQR in a Web Worker (qrWorker.ts: a file of its own, built and
// precached with the app, never fetched from elsewhere), started only then. Every track is
// stopped, and the worker ended, when the scanner closes.
import type { DecodeReply, DecodeRequest, Frame } from './qrDecode';
import qrWorkerUrl from './qrWorker?worker&url';

export type CameraFailure = 'refused' | 'no-camera';

/** Asks for the back camera. Rejects with the failure to tell the visitor. */
export async function openCamera(): Promise<MediaStream> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) throw 'no-camera' satisfies CameraFailure;
  try {
    return await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch (error) {
    const name = error instanceof DOMException || error instanceof Error ? error.name : '';
    throw (name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'no-camera') satisfies CameraFailure;
  }
}

export function stopCamera(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Reads the QR code in a video's current frame. */
export interface Decoder {
  /** The text of a QR code in the current frame, or null (none, or a frame skipped while one is still being read). */
  decode(video: HTMLVideoElement): Promise<string | null>;
  /** Lets go of what the decoder holds (the worker). */
  close(): void;
}

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Frames are scaled down to this width before jsQR reads them (enough for a booth QR at arm's length). */
const DECODE_WIDTH = 640;

/** What workerFrameDecoder needs of a Worker (a MessagePort with terminate() in the unit test). */
export interface DecodeWorker {
  postMessage(request: DecodeRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface FrameDecoder {
  /** True while a frame is with the worker. */
  readonly busy: boolean;
  /**
   * Sends the frame to the worker, its pixels transferred (the caller's copy is emptied), and
   * resolves to the worker's answer. One frame at a time: while one is in flight another is
   * not sent, and resolves to null. Rejects once the worker has failed (e.g. it could not load).
   */
  decode(frame: Frame): Promise<string | null>;
  close(): void;
}

export function workerFrameDecoder(worker: DecodeWorker): FrameDecoder {
  let nextId = 1;
  let inFlight: { id: number; resolve(text: string | null): void; reject(error: Error): void } | null = null;
  let failure: Error | null = null;
  const settle = (settler: (pending: NonNullable<typeof inFlight>) => void) => {
    const pending = inFlight;
    inFlight = null;
    if (pending) settler(pending);
  };
  worker.addEventListener('message', ({ data }) => {
    if (inFlight && data.id === inFlight.id) settle((pending) => pending.resolve(data.text));
  });
  worker.addEventListener('error', () => {
    failure = new Error('The QR decoder worker failed');
    settle((pending) => pending.reject(failure!));
  });
  return {
    get busy() {
      return inFlight !== null;
    },
    decode(frame) {
      if (failure) return Promise.reject(failure);
      if (inFlight) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        inFlight = { id, resolve, reject };
        worker.postMessage({ id, frame }, [frame.data.buffer]);
      });
    },
    close() {
      failure = new Error('The QR decoder is closed');
      settle((pending) => pending.resolve(null));
      worker.terminate();
    },
  };
}

export async function createDecoder(): Promise<Decoder> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return { decode: async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null, close: () => {} };
  }
  // jsQR in a module worker of its own: the main thread only draws the frame and hands its pixels over.
  const frames = workerFrameDecoder(new Worker(qrWorkerUrl, { type: 'module', name: 'qr-decoder' }));
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    decode: async (video) => {
      if (!context || video.videoWidth === 0 || frames.busy) return null;
      const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      return frames.decode(context.getImageData(0, 0, canvas.width, canvas.height));
    },
    close: () => frames.close(),
  };
}
