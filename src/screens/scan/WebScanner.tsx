// The scanner in a browser (and in the native app where it has no native scanner): the camera
// through getUserMedia opens on arrival, and each frame is read (camera.ts) until a code that is
// one of our booths' opens that booth (with its stamp); anything else is said to be not ours and
// never opened. Leaving the screen stops every camera track and the decoder.
import { useEffect, useRef, useState } from 'react';
import { boothVisitFromQr } from '../../features/stamps/boothLink';
import { createDecoder, openCamera, stopCamera, type CameraFailure, type Decoder } from './camera';
import { useOpenBooth } from './openBooth';
import { ScanView, type ScanState } from './ScanView';

/** Time between two decodes of the camera image. */
const DECODE_EVERY_MS = 150;

/** `origins`: the origins our booth QR codes carry (boothVisitFromQr). */
export function WebScanner({ origins }: { origins: readonly string[] }) {
  const openBooth = useOpenBooth();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>({ kind: 'asking' });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let decoder: Decoder | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        stream = await openCamera();
      } catch (failure) {
        if (!stopped) setState({ kind: failure === 'refused' ? 'refused' : 'no-camera' } satisfies { kind: CameraFailure });
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return stopCamera(stream);
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      decoder = await createDecoder();
      if (stopped) return decoder.close();
      const { decode } = decoder;
      setState({ kind: 'scanning' });
      const tick = async () => {
        if (stopped) return;
        const text = await decode(video).catch(() => null);
        if (stopped) return;
        if (text !== null) {
          const visit = boothVisitFromQr(text, origins);
          if (visit) {
            setState({ kind: 'found', boothCode: visit.boothCode });
            stopCamera(stream);
            decoder?.close();
            openBooth(visit);
            return;
          }
          setState({ kind: 'not-ours' });
        }
        timer = setTimeout(() => void tick(), DECODE_EVERY_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera(stream);
      decoder?.close();
    };
  }, [openBooth, origins]);

  return <ScanView state={state} videoRef={videoRef} onOpen={openBooth} />;
}
