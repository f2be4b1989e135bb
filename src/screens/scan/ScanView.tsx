// The scanner's screen as a picture of its state (the stories render each one): what the camera
// is doing, the camera image, and the form to type a booth code, which is always there.
import { useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { stamps as stampsCopy } from '../../copy/stamps';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { Feedback, Section } from '../../components/Section';
import { TextField } from '../../components/TextField';
import { checkTypedStamp, type BoothVisit } from '../../features/stamps/boothLink';
import { boothCodeOrNull } from '../../lib/booth';

export type ScanState =
  | { kind: 'asking' }
  | { kind: 'scanning' }
  | { kind: 'found'; boothCode: string }
  | { kind: 'not-ours' }
  | { kind: 'refused' }
  | { kind: 'no-camera' }
  /** Native (Android): the system's scanner is being installed, once. */
  | { kind: 'preparing' }
  /** Native: the visitor closed the scanner without a code. */
  | { kind: 'closed' }
  /** Native: the scanner could not be opened. */
  | { kind: 'failed' };

/** Whose camera: the page's (getUserMedia, a video in the page) or the native scanner's, over the app. */
export type ScanCamera = 'web' | 'native';

/** The states after which the native scanner, closed by then, can be opened again. */
const CAN_SCAN_AGAIN: ReadonlySet<ScanState['kind']> = new Set(['not-ours', 'closed', 'failed']);

const Viewfinder = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.ink};
  video { width: 100%; height: 100%; object-fit: cover; }
`;

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brandSoft};
`;

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const ManualForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 480px;
`;

function StateLine({ state, camera }: { state: ScanState; camera: ScanCamera }) {
  switch (state.kind) {
    case 'asking':
      return <Status role="status">{camera === 'native' ? stampsCopy.askingNative : stampsCopy.asking}</Status>;
    case 'scanning':
      return <Status role="status">{stampsCopy.scanning}</Status>;
    case 'found':
      return <Feedback $tone="success" role="status">{stampsCopy.found(state.boothCode)}</Feedback>;
    case 'not-ours':
      return <Feedback $tone="danger" role="alert">{stampsCopy.notOurs}</Feedback>;
    case 'refused':
      return <Feedback $tone="danger" role="alert">{camera === 'native' ? stampsCopy.refusedNative : stampsCopy.refused}</Feedback>;
    case 'no-camera':
      return <Feedback $tone="danger" role="alert">{stampsCopy.noCamera}</Feedback>;
    case 'preparing':
      return <Status role="status">{stampsCopy.preparing}</Status>;
    case 'closed':
      return <Status role="status">{stampsCopy.closed}</Status>;
    case 'failed':
      return <Feedback $tone="danger" role="alert">{stampsCopy.failed}</Feedback>;
    default:
      return state satisfies never;
  }
}

function ManualEntry({ onOpen }: { onOpen(visit: BoothVisit): void }) {
  const [booth, setBooth] = useState('');
  const [stamp, setStamp] = useState('');
  const [errors, setErrors] = useState<{ booth?: string; stamp?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const boothCode = boothCodeOrNull(booth);
    const typedStamp = stamp.trim() === '' ? null : checkTypedStamp(stamp);
    const next = {
      ...(boothCode ? {} : { booth: stampsCopy.boothCodeInvalid }),
      ...(stamp.trim() !== '' && !typedStamp ? { stamp: stampsCopy.stampCodeInvalid } : {}),
    };
    setErrors(next);
    if (!boothCode || next.stamp) return;
    onOpen(typedStamp ? { boothCode, stamp: typedStamp } : { boothCode });
  };
  return (
    <Section title={stampsCopy.manualHeading}>
      <ManualForm onSubmit={submit} noValidate>
        <TextField label={stampsCopy.boothCodeLabel} hint={stampsCopy.boothCodeHint} error={errors.booth ?? null} value={booth} onChange={(event) => setBooth(event.target.value)} autoCapitalize="characters" autoComplete="off" />
        <TextField label={stampsCopy.stampCodeLabel} hint={stampsCopy.stampCodeHint} error={errors.stamp ?? null} value={stamp} onChange={(event) => setStamp(event.target.value)} autoCapitalize="characters" autoComplete="off" />
        <div>
          <Button type="submit" variant="secondary">{stampsCopy.openBooth}</Button>
        </div>
      </ManualForm>
    </Section>
  );
}

export interface ScanViewProps {
  state: ScanState;
  /** 'web' (the default) shows the camera image in the page; the native scanner shows its own. */
  camera?: ScanCamera;
  videoRef?: RefObject<HTMLVideoElement>;
  /** Native: opens the scanner again ("Pindai lagi") once it has closed. */
  onScanAgain?: () => void;
  onOpen(visit: BoothVisit): void;
}

export function ScanView({ state, camera = 'web', videoRef, onScanAgain, onOpen }: ScanViewProps) {
  const cameraOn = camera === 'web' && state.kind !== 'refused' && state.kind !== 'no-camera';
  return (
    <>
      <PageHeader title={stampsCopy.scanTitle} subtitle={stampsCopy.scanIntro} />
      <Layout>
        <StateLine state={state} camera={camera} />
        {cameraOn && (
          <Viewfinder>
            <video ref={videoRef} muted playsInline aria-label={stampsCopy.videoLabel} />
          </Viewfinder>
        )}
        {camera === 'native' && onScanAgain && CAN_SCAN_AGAIN.has(state.kind) && (
          <div>
            <Button type="button" onClick={onScanAgain}>{stampsCopy.scanAgain}</Button>
          </div>
        )}
        <ManualEntry onOpen={onOpen} />
      </Layout>
    </>
  );
}
