// The first thing a visitor on a slow link sees at each door: index.html's boot screen as the
// build renders it (src/boot/prerender.tsx renderBootScreen, the same call build.mjs makes),
// painted from the door's answers by the boot script's own painters (src/boot/preview.ts,
// src/boot/agendaPreview.ts, src/boot/paintFloorPlan.ts), before the app's JavaScript has come. The answers are the
// stories' fixtures, as the platform sends them.
import { useLayoutEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { renderBootScreen } from '../../src/boot/prerender';
import { agendaPreviewOf, paintAgendaPreview } from '../../src/boot/agendaPreview';
import {
  eventPreviewOf,
  exhibitorPreviewOf,
  listedSessionPreviewOf,
  exhibitorRowsPreviewOf,
  paintExhibitorPreview,
  paintHomePreview,
  paintExhibitorRowsPreview,
  paintSessionPreview,
  sessionPreviewOf,
  stampNoticeOf,
} from '../../src/boot/preview';
import { paintFloorPlan } from '../../src/boot/paintFloorPlan';
import { copy } from '../../src/copy';
import { products as productsCopy } from '../../src/copy/products';
import { liveStream as liveStreamCopy } from '../../src/copy/liveStream';
import { stamps as stampsCopy } from '../../src/copy/stamps';
import { event, exhibitor, exhibitorPageOf, upcomingStream } from '../fixtures/event';
import { floorPlan } from '../fixtures/floorplan';
import { upcomingSessions } from '../fixtures/sessions';

/** The stories' sessions, each starting when its countdown says, from now: the agenda shows what is still to come. */
const comingSessions = () => upcomingSessions.map((session) => ({ ...session, starts_at: new Date(Date.now() + session.is_started_countdown * 1000).toISOString() }));

/** The boot screen's markup, rendered once (it renders every template's shapes to check them). */
let bootScreen: string | undefined;

/** Paints the door into the boot screen's <main>, as index.html's boot script does with the door's answers. */
type Painter = (main: Element) => void | Promise<void>;

function BootScreen({ paint }: { paint: Painter }) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = holder.current!;
    element.innerHTML = (bootScreen ??= renderBootScreen());
    void paint(element.querySelector('#boot main')!);
    return () => {
      element.innerHTML = '';
    };
  }, [paint]);
  return <div ref={holder} />;
}

const meta = { title: 'Boot screens', component: BootScreen } satisfies Meta<typeof BootScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const bootMain = () => document.querySelector('#boot main')!;

/** /home: its title and the event card. */
export const Home: Story = {
  args: { paint: (main) => paintHomePreview(main, eventPreviewOf({ data: event })!) },
  play: async () => {
    expect(bootMain().querySelector('h1')).toHaveTextContent(copy.shell.titles.home);
    expect(await screen.findByRole('heading', { name: event.name })).toBeInTheDocument();
  },
};

/** /products: Produk's list, its tools and tabs, and its first exhibitors. */
export const Products: Story = {
  args: { paint: (main) => paintExhibitorRowsPreview(main, exhibitorRowsPreviewOf({ data: exhibitorPageOf(event.exhibitors) })) },
  play: async () => {
    expect(bootMain().querySelectorAll('li').length).toBeGreaterThan(0);
    expect(bootMain()).toHaveTextContent(event.exhibitors[0]!.name!);
  },
};

/** /products?exhibitor=… or a booth's QR code: its page, and below it Produk's search. */
export const Exhibitor: Story = {
  args: { paint: (main) => paintExhibitorPreview(main, exhibitorPreviewOf({ data: exhibitor })!) },
  play: async () => {
    expect(bootMain()).toHaveTextContent(exhibitor.name);
  },
};

/** A booth's printed QR code with a stamp, for a visitor not signed in: above the exhibitor's page, the stamp's notice asking them to sign in. */
export const BoothQrCode: Story = {
  args: { paint: (main) => paintExhibitorPreview(main, { ...exhibitorPreviewOf({ data: exhibitor })!, ...stampNoticeOf(`?booth=${exhibitor.booth_code}&stamp=Qm9vdGhTZWNyZXQxMjM0`, false) }) },
  play: async () => {
    expect(bootMain().querySelector('[role="status"]')).toHaveTextContent(stampsCopy.signInForStamp(exhibitor.booth_code!));
    expect(bootMain()).toHaveTextContent(exhibitor.name);
  },
};

/** The same page from a platform that sends only SPEC's fields (an id and a name): no booth line, no products yet. */
export const ExhibitorNameOnly: Story = {
  args: { paint: (main) => paintExhibitorPreview(main, exhibitorPreviewOf({ data: { id: exhibitor.id, name: exhibitor.name } })!) },
  play: async () => {
    expect(bootMain()).toHaveTextContent(exhibitor.name);
    expect(bootMain()).toHaveTextContent(productsCopy.exhibitorNoProducts);
  },
};

/** /agenda for a visitor not signed in: every day's sessions with their buttons, and "Sesi saya" asking to sign in. */
export const Agenda: Story = {
  args: { paint: (main) => paintAgendaPreview(main, agendaPreviewOf({ data: comingSessions() }, { data: [] }, Date.now()), false) },
  play: async () => {
    expect(bootMain().querySelector('h1')).toHaveTextContent(copy.shell.titles.agenda);
  },
};

/** /agenda for a signed-in visitor: the same day, "Sesi saya" still to come with the app. */
export const AgendaSignedIn: Story = {
  args: { paint: (main) => paintAgendaPreview(main, agendaPreviewOf({ data: comingSessions() }, { data: [] }, Date.now()), true) },
  play: async () => {
    expect(bootMain().querySelector('h1')).toHaveTextContent(copy.shell.titles.agenda);
  },
};

/** /live-stream/{id} for a visitor not signed in: the session as the countdown's list has it, and the sign-in. */
export const LiveSession: Story = {
  args: { paint: (main) => paintSessionPreview(main, listedSessionPreviewOf({ data: upcomingSessions }, upcomingSessions[0]!.id, false)!) },
  play: async () => {
    expect(bootMain().querySelector('h1')).toHaveTextContent(copy.shell.titles.liveStream);
  },
};

/** /live-stream/{id} for a visitor not signed in, from a platform that sends only SPEC's fields (an id and a countdown): the session named by its number. */
export const LiveSessionUntitled: Story = {
  args: { paint: (main) => paintSessionPreview(main, listedSessionPreviewOf({ data: [{ id: 79, is_started_countdown: 3600 }] }, 79, false)!) },
  play: async () => {
    expect(bootMain().querySelector('h2')).toHaveTextContent(copy.unnamed.session(79));
  },
};

/** /live-stream/{id} for a signed-in visitor before the start: the stage from the session's stream, with its poster, that it has not started and the countdown. */
export const LiveSessionSignedIn: Story = {
  args: { paint: (main) => paintSessionPreview(main, sessionPreviewOf({ data: upcomingStream })!) },
  play: async () => {
    expect(bootMain().querySelector('h1')).toHaveTextContent(copy.shell.titles.liveStream);
    expect(bootMain()).toHaveTextContent(liveStreamCopy.notStarted);
    expect(screen.getByRole('timer')).toBeInTheDocument();
  },
};

/** /denah: the plan drawn into its card by the floor plan's own painting script. */
export const Denah: Story = {
  args: { paint: () => paintFloorPlan({ data: floorPlan }) },
  play: async () => {
    await waitFor(() => expect(bootMain().querySelectorAll('a[data-code]').length).toBeGreaterThan(0));
  },
};
