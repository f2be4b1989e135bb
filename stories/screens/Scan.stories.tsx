// The scanner ("Pindai", /scan) in each of its states: asking for the camera, scanning, a booth
// found, a code that is not ours, the camera refused, no camera; and the native app's scanner
// (preparing, closed, could not open, "Pindai lagi"). The camera is the device's, so
// each state is the screen's view of it (ScanView), drawn as the screen draws it; typing the
// booth code is offered in every one.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { stamps as stampsCopy } from '../../src/copy/stamps';
import { ScanView, type ScanState } from '../../src/screens/scan/ScanView';
import { expectScreenTitle } from '../support/play';

const onOpen = fn();

export default {
  title: 'Screens/Scan',
  component: ScanView,
  args: { state: { kind: 'scanning' } satisfies ScanState, onOpen },
} satisfies Meta<typeof ScanView>;
type Story = StoryObj<typeof ScanView>;

async function expectTypingOffered() {
  expect(screen.getByRole('textbox', { name: stampsCopy.boothCodeLabel })).toBeVisible();
  expect(screen.getByRole('button', { name: stampsCopy.openBooth })).toBeVisible();
}

export const Asking: Story = {
  args: { state: { kind: 'asking' } },
  play: async () => {
    await expectScreenTitle(stampsCopy.scanTitle);
    expect(screen.getByRole('status')).toHaveTextContent(stampsCopy.asking);
    await expectTypingOffered();
  },
};

export const Scanning: Story = {
  args: { state: { kind: 'scanning' } },
  play: async () => {
    expect(screen.getByRole('status')).toHaveTextContent(stampsCopy.scanning);
    expect(screen.getByLabelText(stampsCopy.videoLabel)).toBeInTheDocument();
  },
};

export const Found: Story = {
  args: { state: { kind: 'found', boothCode: 'A-05' } },
  play: async () => {
    expect(screen.getByRole('status')).toHaveTextContent(stampsCopy.found('A-05'));
  },
};

export const NotOurs: Story = {
  args: { state: { kind: 'not-ours' } },
  play: async () => {
    expect(screen.getByRole('alert')).toHaveTextContent(stampsCopy.notOurs);
    await expectTypingOffered();
  },
};

export const CameraRefused: Story = {
  args: { state: { kind: 'refused' } },
  play: async () => {
    expect(screen.getByRole('alert')).toHaveTextContent(stampsCopy.refused);
    expect(screen.queryByLabelText(stampsCopy.videoLabel)).not.toBeInTheDocument();
    await expectTypingOffered();
  },
};

export const NoCamera: Story = {
  args: { state: { kind: 'no-camera' } },
  play: async () => {
    expect(screen.getByRole('alert')).toHaveTextContent(stampsCopy.noCamera);
    await expectTypingOffered();
  },
};

/** Typed by hand: the booth opens; the short stamp code, when typed, goes with it. */
export const TypedBoothCode: Story = {
  args: { state: { kind: 'no-camera' } },
  play: async ({ args }) => {
    await userEvent.type(screen.getByRole('textbox', { name: stampsCopy.boothCodeLabel }), 'a-05');
    await userEvent.type(screen.getByRole('textbox', { name: stampsCopy.stampCodeLabel }), 'k7 pq2x');
    await userEvent.click(screen.getByRole('button', { name: stampsCopy.openBooth }));
    expect(args.onOpen).toHaveBeenLastCalledWith({ boothCode: 'A-05', stamp: 'K7PQ2X' });
  },
};

export const TypedCodeThatIsNoBooth: Story = {
  // Its own spy: nothing may have been opened by this story.
  args: { state: { kind: 'no-camera' }, onOpen: fn() },
  play: async ({ args }) => {
    await userEvent.type(screen.getByRole('textbox', { name: stampsCopy.boothCodeLabel }), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: stampsCopy.openBooth }));
    expect(await screen.findByText(stampsCopy.boothCodeInvalid)).toBeVisible();
    expect(args.onOpen).not.toHaveBeenCalled();
  },
};

// The native app's scanner opens over the app (src/adapters/nativeScanner.ts): the page shows no
// camera image, only where the scan stands, and "Pindai lagi" once the scanner has closed.
const onScanAgain = fn();

async function expectNoCameraImage() {
  expect(screen.queryByLabelText(stampsCopy.videoLabel)).not.toBeInTheDocument();
}

export const NativeAsking: Story = {
  args: { state: { kind: 'asking' }, camera: 'native', onScanAgain },
  play: async () => {
    expect(screen.getByRole('status')).toHaveTextContent(stampsCopy.askingNative);
    await expectNoCameraImage();
    expect(screen.queryByRole('button', { name: stampsCopy.scanAgain })).not.toBeInTheDocument();
    await expectTypingOffered();
  },
};

/** Android, once: Google's code scanner is being installed. */
export const NativePreparing: Story = {
  args: { state: { kind: 'preparing' }, camera: 'native', onScanAgain },
  play: async () => {
    expect(screen.getByRole('status')).toHaveTextContent(stampsCopy.preparing);
    await expectNoCameraImage();
    await expectTypingOffered();
  },
};

/** The visitor closed the scanner without a code: it opens again on request. */
export const NativeClosed: Story = {
  args: { state: { kind: 'closed' }, camera: 'native', onScanAgain: fn() },
  play: async ({ args }) => {
    expect(screen.getByRole('status')).toHaveTextContent(stampsCopy.closed);
    await userEvent.click(screen.getByRole('button', { name: stampsCopy.scanAgain }));
    expect(args.onScanAgain).toHaveBeenCalledOnce();
    await expectTypingOffered();
  },
};

export const NativeNotOurs: Story = {
  args: { state: { kind: 'not-ours' }, camera: 'native', onScanAgain },
  play: async () => {
    expect(screen.getByRole('alert')).toHaveTextContent(stampsCopy.notOurs);
    expect(screen.getByRole('button', { name: stampsCopy.scanAgain })).toBeVisible();
    await expectTypingOffered();
  },
};

export const NativeRefused: Story = {
  args: { state: { kind: 'refused' }, camera: 'native', onScanAgain },
  play: async () => {
    expect(screen.getByRole('alert')).toHaveTextContent(stampsCopy.refusedNative);
    // Asking again would only hear the same answer: the phone's settings are where it changes.
    expect(screen.queryByRole('button', { name: stampsCopy.scanAgain })).not.toBeInTheDocument();
    await expectTypingOffered();
  },
};

export const NativeFailed: Story = {
  args: { state: { kind: 'failed' }, camera: 'native', onScanAgain },
  play: async () => {
    expect(screen.getByRole('alert')).toHaveTextContent(stampsCopy.failed);
    expect(screen.getByRole('button', { name: stampsCopy.scanAgain })).toBeVisible();
    await expectTypingOffered();
  },
};
