// What the scanner's Web Worker does with one camera frame (src/screens/scan/qrWorker.ts is the
// worker's entry; this is its message handler, kept apart so a unit test runs it with real jsQR).
// The main thread sends a frame's pixels (an ImageData, its buffer transferred, not copied) with
// a number; the worker answers that number with the QR code's text, or null when it read none.
import jsQR from 'jsqr';

/** A frame's RGBA pixels: an ImageData, or anything shaped like one. */
export type Frame = Pick<ImageData, 'data' | 'width' | 'height'>;

export interface DecodeRequest {
  id: number;
  frame: Frame;
}

export interface DecodeReply {
  id: number;
  text: string | null;
}

export function decodeFrame({ id, frame }: DecodeRequest): DecodeReply {
  const { data, width, height } = frame;
  // A frame that is not what it says (wrong size, no pixels) reads as no code: jsQR would throw.
  if (!data || !(width > 0) || !(height > 0) || data.length !== width * height * 4) return { id, text: null };
  return { id, text: jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null };
}
