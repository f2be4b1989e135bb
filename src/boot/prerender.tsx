// index.html's boot screen, rendered at build time (build.mjs) by the app's own components: the
// shell as an anonymous visitor first sees it, with the screen's title and a skeleton, and
// /home's title, event card and skeleton once per shape of the card as <template>s with slots
// for the text (./preview.ts fills them from the prefetched answer). Styles come from the same
// styled components through a ServerStyleSheet, so nothing of a component's layout or CSS is
// written twice. The app renders separately into #root and takes the boot screen away (./reveal.ts).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import { copy } from '../copy';
import { boot as bootCopy } from '../copy/boot';
import { AppTheme } from '../styles/AppTheme';
import { PageHeader } from '../components/PageHeader';
import { Skeleton } from '../components/Skeleton';
import { Shell } from '../shell/Shell';
import { HOME_PATH } from '../lib/paths';
import { EventCardView } from '../screens/home/EventSummary';
import { SHAPE_ATTRIBUTE, slotsOf, type EventPreview } from './preview';

/** Every shape an event card can have (./preview.ts shapeOf). */
const SHAPES = Array.from({ length: 16 }, (_, n) => n.toString(2).padStart(4, '0'));

/** Where the rest of a screen will be until it has loaded. */
const SCREEN_SKELETON_HEIGHT = '160px';

/** The boot screen's <main> before any preview: the fair's name as the title, and a skeleton. */
function WaitingScreen() {
  return (
    <>
      <PageHeader title={bootCopy.appTagline} />
      <Skeleton $height={SCREEN_SKELETON_HEIGHT} />
    </>
  );
}

/** /home's first screenful: its title and the event card, the rest still to come. */
export function HomePreview({ card }: { card: EventPreview }) {
  return (
    <>
      <PageHeader title={copy.shell.titles.home} />
      <EventCardView card={card} />
      <Skeleton $height={SCREEN_SKELETON_HEIGHT} />
    </>
  );
}

/** The shell as an anonymous visitor's first frame shows it at `path`. */
export function BootShell({ path, screen }: { path: string; screen: ReactElement }) {
  return (
    <Router ssrPath={path} ssrSearch="">
      <Shell visitor={null} cartQuantity={0} screen={screen} />
    </Router>
  );
}

/**
 * The whole boot screen: `<div id="boot">` holding its styles, the shell with the waiting screen
 * (at no route in particular: no tab marked), and per shape of the event card one template of the
 * shell at /home with its preview, which replaces the shell's contents when painted.
 */
export function renderBootScreen(): string {
  const sheet = new ServerStyleSheet();
  try {
    const render = (element: ReactElement) => renderToStaticMarkup(sheet.collectStyles(<AppTheme>{element}</AppTheme>));
    const shell = render(<BootShell path="/" screen={<WaitingScreen />} />);
    const templates = SHAPES.map((shape) => `<template ${SHAPE_ATTRIBUTE}="${shape}">${render(<BootShell path={HOME_PATH} screen={<HomePreview card={slotsOf(shape)} />} />)}</template>`);
    return `<div id="boot"><style>${cssOf(sheet)}</style><div>${shell}</div>${templates.join('')}</div>`;
  } finally {
    sheet.seal();
  }
}

/**
 * The sheet's CSS without styled-components' bookkeeping (its rehydration markers): a plain
 * stylesheet the app's own styled-components leaves alone, gone with #boot.
 */
function cssOf(sheet: ServerStyleSheet): string {
  return sheet.instance
    .toString()
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .replace(/\/\*!sc\*\//g, '')
    .replace(/\n+/g, '');
}
