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
import { PRODUCTS_PATH } from '../screens/products/views';
import { EventCardView } from '../screens/home/EventSummary';
import { BOOTH_ATTRIBUTE, SHAPE_ATTRIBUTE, slotsOf, type BoothPreview, type EventPreview } from './preview';
import { Card } from '../components/Card';
import { Meta } from '../components/Section';
import { applyTexts } from '../copy/en/apply';
import { setCurrentLanguage, type Language } from '../copy/language';

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

/** A booth's QR code (/products?booth=…): Produk's title and the exhibitor's name and booth, the rest still to come. */
export function BoothPreviewScreen({ card }: { card: BoothPreview }) {
  return (
    <>
      <PageHeader title={copy.shell.titles.products} />
      <Card>
        <h2>{card.name}</h2>
        {card.booth && <Meta>{copy.home.booth(card.booth)}</Meta>}
      </Card>
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
 * (at no route in particular: no tab marked), per shape of the event card one template of the
 * shell at /home with its preview, and the shell at /products with a booth's exhibitor (with and
 * without its booth line), each of which replaces the shell's contents when painted.
 */
export function renderBootScreen(): string {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderBootMarkup(sheet);
    return `<div id="boot"><style>${cssOf(sheet)}</style>${markup}</div>`;
  } finally {
    sheet.seal();
  }
}

/** The boot screen's markup: the shell with the waiting screen, and /home's templates. */
function renderBootMarkup(sheet: ServerStyleSheet): string {
  const render = (element: ReactElement) => renderToStaticMarkup(sheet.collectStyles(<AppTheme>{element}</AppTheme>));
  const shell = render(<BootShell path="/" screen={<WaitingScreen />} />);
  const templates = SHAPES.map((shape) => `<template ${SHAPE_ATTRIBUTE}="${shape}">${render(<BootShell path={HOME_PATH} screen={<HomePreview card={slotsOf(shape)} />} />)}</template>`);
  const booth = ['0', '1'].map((shape) => `<template ${BOOTH_ATTRIBUTE}="${shape}">${render(<BootShell path={PRODUCTS_PATH} screen={<BoothPreviewScreen card={{ name: '{{name}}', booth: shape === '1' ? '{{booth}}' : null }} />} />)}</template>`);
  return `<div>${shell}</div>${templates.join('')}${booth.join('')}`;
}

/** The boot screen's markup in `language`; the app's texts are back in Indonesian afterwards. */
function renderBootMarkupIn(language: Language): string {
  applyTexts(language);
  setCurrentLanguage(language);
  const sheet = new ServerStyleSheet();
  try {
    return renderBootMarkup(sheet);
  } finally {
    sheet.seal();
    applyTexts('id');
    setCurrentLanguage('id');
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const decode = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!);
const attributesOf = (tag: string) => [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)] as const);

/**
 * What index.html's boot script needs to show the boot screen in English (./bootLanguage.ts):
 * each Indonesian text or attribute value of the boot screen, and the page's title, with its
 * English. Found by rendering the same components in both languages and comparing them tag by
 * tag and text by text, so the English boot screen is the components' own English.
 */
export function bootTranslations(): Record<string, string> {
  const split = (html: string) => html.split(/(<[^>]*>)/);
  const indonesian = split(renderBootMarkupIn('id'));
  const english = split(renderBootMarkupIn('en'));
  if (indonesian.length !== english.length) throw new Error('boot screen: the English render differs in structure from the Indonesian one');
  const translations: Record<string, string> = {};
  const add = (from: string, to: string) => {
    if (from !== to) translations[from] = to;
  };
  indonesian.forEach((token, index) => {
    const other = english[index]!;
    if (!token.startsWith('<')) return add(decode(token), decode(other));
    const otherAttributes = new Map(attributesOf(other));
    for (const [name, value] of attributesOf(token)) add(value, otherAttributes.get(name) ?? value);
  });
  const indonesianTitle = bootCopy.documentTitle;
  applyTexts('en');
  add(indonesianTitle, bootCopy.documentTitle);
  applyTexts('id');
  return translations;
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
