// /scan ("Pindai"): the app's own booth QR scanner. The camera opens on arrival; a code that is
// this app's address of a booth opens that booth (with its stamp), anything else is said to be
// not ours and never opened. Typing the booth code is always offered, and is all there is when
// the camera is refused or missing. Leaving the screen stops every camera track.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { boothHref, boothVisitFromQr } from '../../features/stamps/boothLink';
import { createDecoder, openCamera, stopCamera, type CameraFailure, type Decoder } from './camera';
import { ScanView, type ScanState } from './ScanView';

/** Time between two decodes of the camera image. */
const DECODE_EVERY_MS = 150;

export default function ScanScreen() {
  const [, navigate] = useLocation();
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
          const visit = boothVisitFromQr(text, window.location.origin);
          if (visit) {
            setState({ kind: 'found', boothCode: visit.boothCode });
            stopCamera(stream);
            decoder?.close();
            navigate(boothHref(visit));
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
  }, [navigate]);

  return <ScanView state={state} videoRef={videoRef} onOpen={(visit) => navigate(boothHref(visit))} />;
}
