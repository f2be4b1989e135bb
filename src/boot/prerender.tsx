// index.html's boot screen, rendered at build time (build.mjs) by the app's own components: the
// shell as an anonymous visitor first sees it, with the waiting screen's title and a skeleton in
// its <main>, and per screen the boot preview paints (/home's event, an exhibitor's page, a live
// session, Produk's list, the agenda's days) one <template> of what that screen's
// <main> holds, with slots for the text and each element of an optional line marked with the
// lines it needs; a list screen's holds one item, repeated when painted (./preview.ts fills the slots, drops
// the lines the answer lacks, and marks the screen's tab). One copy of the shell, not one per screen and shape: at 4×
// CPU a phone's parser spent up to 2 s on 19 copies before it reached the painting. Shapes enough to
// check every mark are rendered here and compared with what painting makes of the template
// (screenTemplate), so the boot screen shows the same markup the components render. Styles come from
// the same styled components through a ServerStyleSheet, so nothing of a component's layout or CSS
// is written twice. The app renders separately into #root and takes the boot screen away (./reveal.ts).
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { Router } from 'wouter';
import { copy } from '../copy';
import { boot as bootCopy } from '../copy/boot';
import { AppTheme } from '../styles/AppTheme';
import { AppProvider } from '../app/root';
import { assembleApp, type AppAssembly } from '../app/assemble';
import type { Ports } from '../../machines';
import { PageHeader } from '../components/PageHeader';
import { Skeleton } from '../components/Skeleton';
import { LoadingState } from '../components/Spinner';
import { EmptyState } from '../components/EmptyState';
import { Shell } from '../shell/Shell';
import { AGENDA_PATH, DENAH_PATH, exhibitorPagePath, HOME_PATH } from '../lib/paths';
import { PRODUCTS_PATH } from '../screens/products/views';
import { EventCardView } from '../screens/home/EventSummary';
import { CURRENT_ATTRIBUTE, exhibitorRowSlots, exhibitorSlotsOf, type ExhibitorPreview, type ExhibitorRowPreview, LINES_ATTRIBUTE, ANY_LINES_ATTRIBUTE, SCREEN_ATTRIBUTE, sessionSlotsOf, slotsOf, type EventPreview, type MerchandisePreview, type SessionPreview } from './preview';
import { media } from '../theme';
import { PriceAmount, PriceUnknown } from '../components/Price';
import { ProductCardView } from '../screens/products/ProductCard';
import { LoginToBuy } from '../features/cart/AddToCartButton';
import { agenda as agendaCopy } from '../copy/agenda';
import { DayHeading, Mine, SessionCard } from '../screens/agenda';
import { SessionActions } from '../features/agenda/SessionActions';
import { ReminderButton } from '../features/live/ReminderButton';
import { Card } from '../components/Card';
import { CardList, Meta, Section } from '../components/Section';
import { applyTexts } from '../copy/en/apply';
import { CATEGORIES as ENGLISH_CATEGORIES } from '../copy/en/home';
import { liveStream as liveStreamCopy } from '../copy/liveStream';
import { setCurrentLanguage, type Language } from '../copy/language';
import { denah as denahCopy } from '../copy/denah';
import { DenahTop, FloorPlanView } from '../screens/denah';
import { Beside, NotStarted, Screen, SessionStage } from '../screens/live-stream/stage';
import { DemoProducts } from '../screens/live-stream/DemoProducts';
import { CountdownTiles } from '../components/CountdownClock';
import { Picture } from '../components/Picture';
import { LoginPrompt } from '../features/session/AuthGate';
import type { VisitList } from '../features/floorplan/visitList';
import { FLOORPLAN_SLOTS } from './preview';
import { products as productsCopy } from '../copy/products';
import { Detail, ExhibitorView, NoProducts, SpecsButton } from '../screens/products/Details';
import { BackButton } from '../screens/products/BackButton';
import { boothLine, ExhibitorRow } from '../screens/products/Exhibitors';
import { AnonymousNotice, ItemPage, ProductsTabs, ProductsTools } from '../screens/products';
import { EMPTY_QUERY } from '../screens/products/views';
import { ShowOnPlanLinkTo } from '../features/floorplan/ShowOnPlanLink';
import { unnamed } from '../copy/unnamed';
import { UNNAMED_SLOT } from './bootLanguage';
import { SendingStamp, SignInForStamp } from '../features/stamps/StampNotice';
import { sessionCardSlotsOf, type SessionCardPreview } from './agendaPreview';

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

/**
 * A booth's QR code or a shared exhibitor link: Produk's page of one item (ItemPage) with the
 * exhibitor as it draws it for a visitor not signed in (a QR code's stamp notice, the way back to
 * the list, its card, its first products or the line saying it shows none), and below it Produk's
 * tools as an anonymous visitor first sees them.
 */
export function ExhibitorPreviewScreen({ card }: { card: ReturnType<typeof exhibitorSlotsOf> | (ExhibitorPreview & { noProducts?: boolean }) }) {
  const placed = { booth_code: card.code ?? undefined, hall: card.hall ?? undefined, category: card.category ?? undefined };
  return (
    <ItemPage tools={<ProductsTools query={EMPTY_QUERY} exhibitors={[]} onChange={ignore} onFind={ignore} cart={<AnonymousNotice />} />}>
      {card.stampSignIn && <SignInForStamp code={card.stampSignIn} />}
      {card.stampSending && <SendingStamp code={card.stampSending} />}
      <Detail>
        <BackButton label={productsCopy.backToList} onBack={ignore} />
        <ExhibitorView
          name={card.name}
          logo={card.logo}
          boothLine={boothLine(placed)}
          planLink={card.planHref && <ShowOnPlanLinkTo href={card.planHref} name={card.name} />}
          description={card.description ?? undefined}
          visitMark={null}
          website={card.website ?? undefined}
          products={
            <>
              {card.products.length > 0 && (
                <PreviewList aria-label={productsCopy.productsListLabel(card.count as unknown as number)}>
                  {card.products.map((item, index) => (
                    // Its place in the list, as the virtual list tells screen readers.
                    <li key={index} aria-setsize={card.size as unknown as number} aria-posinset={item.position as unknown as number}>
                      <ProductPreview item={item} extra={<SpecsButton name={item.name} onClick={ignore} />} />
                    </li>
                  ))}
                </PreviewList>
              )}
              {(card.noProducts ?? !card.products.length) && <NoProducts />}
            </>
          }
        />
      </Detail>
    </ItemPage>
  );
}

/**
 * A shared link to a live session (/live-stream/{id}): the live page's title and the session's
 * stage as the page draws it (title, start, speaker), for a visitor not signed in with its room
 * and the sign-in below it; for a signed-in one with its screen (the poster) and, before the
 * start, that it has not started, the countdown and the session's buttons (SessionActions: the
 * calendar, and the ReminderButton far from the start or inside its lead time), beside it the
 * products it demonstrates (DemoProducts, loading) and below them the survey's section, loading.
 */
export function SessionPreviewScreen({ card }: { card: SessionPreview }) {
  const { title, countdown } = card;
  const stage = (
    <SessionStage title={title} start={card.start} speaker={card.speaker} room={card.room}>
      {card.poster !== null && (
        <Screen>
          <Picture src={card.poster} alt={liveStreamCopy.posterAlt(title)} width={640} height={360} />
        </Screen>
      )}
      {countdown && (
        <>
          <NotStarted
            clock={
              <CountdownTiles
                tiles={[countdown.dd, countdown.hh, countdown.mm, countdown.ss]}
                // Its name as the clock says it, with the numbers in; in English an hour of 1 is
                // said "1 hours" until the app's clock takes over (the English is the build's).
                label={(copy.countdown.spoken as unknown as (...units: string[]) => string)(countdown.days, countdown.hours, countdown.minutes, countdown.seconds)}
                compact
              />
            }
          />
          <SessionButtons title={title} remind={card.remind} tooSoon={card.tooSoon} />
        </>
      )}
    </SessionStage>
  );
  return (
    <>
      <PageHeader title={copy.shell.titles.liveStream} />
      {card.poster === null ? (
        <>
          {stage}
          <LoginPrompt hint={liveStreamCopy.loginHint} />
        </>
      ) : (
        <>
          <Beside>
            {stage}
            {card.products && <DemoProducts session={{ exhibitor_id: 0 }} />}
          </Beside>
          <Section title={liveStreamCopy.surveyHeading}>
            <LoadingState />
          </Section>
        </>
      )}
    </>
  );
}

/** The product cards' grid as Produk lays it out (src/screens/products/VirtualList.tsx): two columns on a phone, four on a wide screen. */
const PreviewList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.wide} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

/** The exhibitor list's rows as Produk lays them out (src/screens/products/VirtualList.tsx): one column on a phone, two on a wide screen. */
const RowList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  ${media.wide} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const ignore = () => undefined;

/**
 * /products: Produk's list screen as an anonymous visitor first sees it, made of the screen's own
 * parts: its title, its tools (ProductsTools: the search, a booth code, what signing in unlocks,
 * the scanner) and its tabs on the exhibitors (ProductsTabs), with the exhibitors' first rows
 * (the list's own ExhibitorRow, their line written by the list's boothLine).
 */
export function ExhibitorsPreviewScreen({ rows, loading = false, empty = false, shown, total, size, more = false }: { rows: ExhibitorRowPreview[]; loading?: boolean; empty?: boolean; shown: string; total: string; size: string; more?: boolean }) {
  return (
    <>
      <PageHeader title={copy.shell.titles.products} />
      <ProductsTools query={EMPTY_QUERY} exhibitors={[]} onChange={ignore} onFind={ignore} cart={<AnonymousNotice />} />
      <ProductsTabs
        tab="exhibitors"
        onSelect={ignore}
        exhibitors={
          <>
            {/* As the list says it while more pages come (ExhibitorList). */}
            {more && <Meta role="status">{productsCopy.loadingMore(shown as unknown as number, total as unknown as number)}</Meta>}
            {rows.length > 0 && (
              <RowList aria-label={productsCopy.exhibitorsListLabel(total as unknown as number)}>
                {rows.map((row, index) => (
                  <li key={index} aria-setsize={size as unknown as number} aria-posinset={row.position as unknown as number}>
                    <ExhibitorRow href={exhibitorPagePath(row.id)} name={row.name} line={boothLine({ booth_code: row.code, hall: row.hall, category: row.category })} logo={row.logo} eager />
                  </li>
                ))}
              </RowList>
            )}
            {/* Until the first rows are in, the list's own loading state; with none, its empty state (ExhibitorList). */}
            {loading && <LoadingState />}
            {empty && <EmptyState title={productsCopy.exhibitorsEmpty} description="" />}
          </>
        }
        merchandise={null}
      />
    </>
  );
}

/** A merchandise item's or a product's card as an anonymous visitor sees it, its picture loaded lazily (the painter loads the first row's at once). */
function ProductPreview({ item, extra }: { item: MerchandisePreview & { unknownPrice?: boolean }; extra?: ReactNode }) {
  return (
    <ProductCardView
      name={item.name}
      imageUrl={item.image}
      lazy
      priceLine={
        <>
          {item.amount !== null && item.price !== null && <PriceAmount value={item.amount} text={item.price} />}
          {(item.unknownPrice ?? item.price === null) && <PriceUnknown />}
        </>
      }
      extra={extra}
      action={<LoginToBuy name={item.name} />}
    />
  );
}

/**
 * /agenda: its title, "Sesi saya" (for a signed-in visitor loading: their sessions come with the
 * app; anyone else is asked to sign in, as the agenda asks), and a day with its sessions, laid out
 * as the agenda lays them out, each card with the buttons the agenda gives it (SessionActions: the
 * calendar, and the ReminderButton, drawn as it is far from the start or inside its lead time).
 */
export function AgendaPreviewScreen({ day, cards, signedIn }: { day: string; cards: SessionCardPreview[]; signedIn: boolean }) {
  return (
    <>
      <PageHeader title={copy.shell.titles.agenda} subtitle={agendaCopy.intro} />
      <Section title={agendaCopy.mineHeading}>
        <Mine entries={[]} signedIn={signedIn ? null : false} />
      </Section>
      <Section title={agendaCopy.allHeading}>
        <div>
          <DayHeading>{day}</DayHeading>
          <CardList>
            {cards.map((card, index) => (
              <SessionCard key={index} card={card} actions={<SessionButtons title={card.title} remind={card.remind} tooSoon={card.tooSoon} />} />
            ))}
          </CardList>
        </div>
      </Section>
    </>
  );
}

/** A start the reminder is offered for, and one inside its lead time: the button's two drawings. */
const FAR_AHEAD = '9999-01-01T00:00:00Z';
const LONG_AGO = '1970-01-01T00:00:00Z';

/**
 * A session's buttons as the agenda and the live page give them (SessionActions: the calendar,
 * then the ReminderButton as it is drawn far from the start, `remind`, or inside its lead time,
 * `tooSoon`), named by the session's `title`.
 */
function SessionButtons({ title, remind, tooSoon }: { title: string; remind: boolean; tooSoon: boolean }) {
  const reminder = (startsAt: string) => <ReminderButton session={{ id: 0, title, startsAt }} />;
  return (
    <SessionActions session={{ id: 0, title, startsAt: '', endsAt: '', roomName: '', speaker: '', externalUrl: null }}>
      {remind && reminder(FAR_AHEAD)}
      {tooSoon && reminder(LONG_AGO)}
    </SessionActions>
  );
}

/** No marks: the boot screen is the shell as an anonymous visitor sees it. */
const NO_VISITS: VisitList = { status: 'anonymous', entries: [], isMarked: () => false, toggle: () => undefined, setVisited: () => undefined, visit: () => undefined };

/**
 * /denah: its title, the scanner's link, the plan's tools and the plan's card, the rest still to
 * come. The card holds an empty drawing, named with slots for its counts: src/boot/paintFloorPlan.ts
 * draws the plan into it with the screen's own drawing (src/screens/denah/drawing.ts).
 */
export function FloorPlanPreviewScreen() {
  // The plan's name with `{{halls}}` and `{{booths}}` where its counts go.
  const planLabel = (denahCopy.planLabel as unknown as (halls: string, booths: string) => string)(FLOORPLAN_SLOTS.halls, FLOORPLAN_SLOTS.booths);
  return (
    <>
      <DenahTop />
      <FloorPlanView plan={{ halls: [], booths: [] }} visits={NO_VISITS} preview={{ planLabel, rest: <Skeleton $height={SCREEN_SKELETON_HEIGHT} /> }} />
    </>
  );
}

/** A live session's page, as the shell sees it: no tab of its own. */
export const SESSION_PREVIEW_PATH = '/live-stream/1';

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
 * (at no route in particular: no tab marked), and the templates of the screens the boot preview
 * paints into that shell's <main>.
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

type Render = (element: ReactElement) => string;

/**
 * The boot screen's markup: the shell with the waiting screen, then one template for /home's
 * title and event card (16 shapes: banner, tagline, venue, dates each there or not), one for
 * Produk's page of an exhibitor (512 shapes: its booth line, description, website, products, "no
 * products", a QR code's stamp notice for a visitor signed in or not, and the one product card's
 * price and "no price yet"), one for
 * two for a live session's page, a visitor not signed in's (8 shapes: start, speaker, room, with
 * the sign-in below) and a signed-in one's (64 shapes: start, speaker, the countdown, "Ingatkan
 * saya" or too close for one, the demonstrated products beside the stage), and one for Produk's list
 * with its first exhibitors (one row, the list's, in one shape), loading or empty
 * and two for the agenda, an anonymous and a signed-in visitor's (one day, repeated when painted,
 * with one session's card, the list's, in 256 shapes: ongoing, on another platform, its link out,
 * "Ingatkan saya" or the line saying it is too close for one, its live page,
 * room, speaker), and one for the floor plan's screen (one shape), which its own script draws in.
 */
function renderBootMarkup(sheet: ServerStyleSheet): string {
  return withInertApp((app) => renderTemplates(renderWith(app, sheet)));
}

/** Elements rendered as the boot screen's are: in the app's theme, inside `app`, its styles collected in `sheet`. */
function renderWith(app: AppAssembly, sheet?: ServerStyleSheet): Render {
  return (element) => {
    const tree = (
      <AppTheme>
        <AppProvider actor={app.actor} api={app.api}>{element}</AppProvider>
      </AppTheme>
    );
    return withoutLayoutEffectWarning(() => renderToStaticMarkup(sheet ? sheet.collectStyles(tree) : tree));
  };
}

/** `element` rendered as the build renders the boot screen's templates: for a test to compare painting with. */
export function renderAsBuilt(element: ReactElement): string {
  return withInertApp((app) => renderWith(app)(element));
}

/** `render` with an inert app (inertApp), whose reads are stopped afterwards (nothing is left waiting). */
function withInertApp<T>(render: (app: AppAssembly) => T): T {
  const app = inertApp();
  try {
    return render(app);
  } finally {
    app.reads.dispose();
  }
}

/**
 * The app as its first render finds it, for the components that read it (a read, the cart): the
 * root actor created and never started, so each hook on a statechart gives its fallback, and a
 * platform that never answers, so each read is loading. Nothing of it runs: no port is called.
 */
function inertApp(): AppAssembly {
  const never = () => new Promise<never>(() => undefined);
  // A request is given up once its read is stopped (withInertApp), so it leaves no timer behind.
  const unanswered = (request: Request) =>
    new Promise<never>((_, reject) => {
      const giveUp = () => reject(request.signal.reason);
      if (request.signal.aborted) giveUp();
      else request.signal.addEventListener('abort', giveUp);
    });
  return assembleApp({
    platform: { url: 'http://boot.invalid', fetch: unanswered },
    start: 'later',
    ports: (api) => ({ api, session: { read: never, save: never, clear: never }, deviceToken: never, prizes: { subscribe: () => () => undefined }, navigate: () => undefined, clock: { now: Date.now } }) as unknown as Ports,
  });
}

function renderTemplates(render: Render): string {
  const shell = render(<BootShell path="/" screen={<WaitingScreen />} />);
  const home = screenTemplate(render, shell, 'home', HOME_PATH, HOME_PATH, 4, (shape) => <HomePreview card={slotsOf(shape)} />);
  const exhibitor = screenTemplate(render, shell, 'exhibitor', PRODUCTS_PATH, PRODUCTS_PATH, 9, (shape) => <ExhibitorPreviewScreen card={exhibitorSlotsOf(shape)} />);
  const session = (signedIn: boolean) =>
    screenTemplate(render, shell, signedIn ? 'sessionSignedIn' : 'session', SESSION_PREVIEW_PATH, null, signedIn ? 6 : 3, (shape) => <SessionPreviewScreen card={sessionSlotsOf(shape, signedIn)} />);
  // The rows (one row, the list's template, in its one shape) or, until they come, the list
  // loading, or with none the list's empty state; with more pages to come, the list's line
  // saying how many it has.
  const exhibitors = screenTemplate(render, shell, 'exhibitors', PRODUCTS_PATH, PRODUCTS_PATH, 4, (shape) => (
    <ExhibitorsPreviewScreen rows={shape[0] === '1' ? [exhibitorRowSlots()] : []} loading={shape[1] === '1'} more={shape[2] === '1'} empty={shape[3] === '1'} shown="{{shown}}" total="{{total}}" size="{{size}}" />
  ));
  const agenda = (signedIn: boolean) =>
    screenTemplate(render, shell, signedIn ? 'agendaSignedIn' : 'agenda', AGENDA_PATH, AGENDA_PATH, 8, (shape) => <AgendaPreviewScreen day="{{day}}" cards={[sessionCardSlotsOf(shape)]} signedIn={signedIn} />);
  const floorplan = screenTemplate(render, shell, 'denah', DENAH_PATH, DENAH_PATH, 0, () => <FloorPlanPreviewScreen />);
  return `<div>${shell}</div>${home}${exhibitor}${session(false)}${session(true)}${exhibitors}${agenda(false)}${agenda(true)}${floorplan}`;
}

/**
 * `render()` without React's development warning that a layout effect does nothing here: the floor
 * plan draws in layout effects, and its template is rendered without them on purpose (the boot
 * script draws the plan into it). The build's production React says nothing; a test's says it
 * once per effect and render.
 */
function withoutLayoutEffectWarning<T>(render: () => T): T {
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Warning: useLayoutEffect does nothing on the server')) return;
    error(...args);
  };
  try {
    return render();
  } finally {
    console.error = error;
  }
}

/** `html` split at its <main>: what comes before its content, the content, and what comes after. */
function splitAtMain(html: string): [string, string, string] {
  const open = html.indexOf('>', html.indexOf('<main ')) + 1;
  const close = html.lastIndexOf('</main>');
  if (open === 0 || close < open) throw new Error('boot screen: the shell has no <main>');
  return [html.slice(0, open), html.slice(open, close), html.slice(close)];
}

/** A tag (with its content and closing tag) or a text of renderToStaticMarkup's output. */
type Markup = { token: string; name?: string; close?: string; children: Markup[] };

const VOID = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/;

/** renderToStaticMarkup's output as a tree (its own markup: every tag closed, `>` escaped in attributes). */
function treeOf(html: string): Markup[] {
  const root: Markup = { token: '', children: [] };
  const open: Markup[] = [root];
  for (const token of html.split(/(<[^>]*>)/)) {
    if (token === '') continue;
    const parent = open[open.length - 1]!;
    const name = /^<([a-zA-Z][\w-]*)/.exec(token)?.[1];
    if (token.startsWith('</')) {
      parent.close = token;
      open.pop();
    } else if (name && !token.endsWith('/>') && !VOID.test(name)) {
      const node: Markup = { token, name, children: [] };
      parent.children.push(node);
      open.push(node);
    } else parent.children.push({ token, ...(name ? { name } : {}), children: [] });
  }
  if (open.length !== 1) throw new Error('boot screen: unbalanced markup');
  return root.children;
}

const markupOf = (nodes: Markup[], keep: (node: Markup) => string | null = (node) => node.token): string =>
  nodes.map((node) => {
    const token = keep(node);
    return token === null ? '' : token + markupOf(node.children, keep) + (node.close ?? '');
  }).join('');

/**
 * Whether `part` (the same screen in a shape with fewer lines) is `full` with some elements left
 * out; if so, the nodes of `full` that make it up are added to `into`. Each of `part`'s nodes is
 * the next node of `full` with the same tag or text whose children hold its children, the
 * earliest one (which finds a way whenever there is one).
 */
function embed(part: Markup[], full: Markup[], into: Set<Markup>): boolean {
  let next = 0;
  for (const node of part) {
    for (;;) {
      const candidate = full[next++];
      if (!candidate) return false;
      const inside = new Set<Markup>();
      if (candidate.token === node.token && candidate.close === node.close && embed(node.children, candidate.children, inside)) {
        into.add(candidate);
        inside.forEach((kept) => into.add(kept));
        break;
      }
    }
  }
  return true;
}

/** The shell's markup with its one tab to `current` marked as the app marks it. */
function withTabMarked(shell: string, current: string): string {
  const tab = `<a href="${current}">`;
  if (shell.split(tab).length !== 2) throw new Error(`boot screen: the shell has no one tab ${tab}`);
  return shell.replace(tab, `<a aria-current="page" href="${current}">`);
}

/**
 * The template of one screen the boot preview paints into the shell: what its <main> holds with
 * every optional line, each element whose condition is not its parent's marked with it: the
 * lines it needs every one of (LINES_ATTRIBUTE: the render without any one of them lacks it), or
 * any one of (ANY_LINES_ATTRIBUTE: the render with no line lacks it, and each of them alone
 * brings it). Rendered at `path` with every line, without each line, with each line alone, and
 * in the shapes that check the marks: none, all, every shape lacking one or two lines or all
 * but one (every shape, up to four lines); each render must be the waiting shell with the tab `current` marked
 * (a screen with no tab of its own: none) and, in its <main>, the template with the elements of
 * the missing lines dropped (./preview.ts paintTemplate). Linear in the lines, so a screen may
 * have any number of them. A component whose optional line is not an element of its own, or
 * whose element's condition is neither of those, or a shell that differs from the waiting one in
 * more than the current tab, fails the build here rather than showing a different screen on a phone.
 */
function screenTemplate(render: Render, shell: string, screen: string, path: string, current: string | null, lines: number, screenOf: (shape: string) => ReactElement): string {
  const [shellStart, , shellEnd] = splitAtMain(shell);
  const shellAtPath = (current === null ? shellStart : withTabMarked(shellStart, current)) + shellEnd;
  const contentIn = (shape: string) => {
    const [start, content, end] = splitAtMain(render(<BootShell path={path} screen={screenOf(shape)} />));
    if (start + end !== shellAtPath) throw new Error(`boot screen: the shell at ${path} is not the waiting shell with its tab marked`);
    return content;
  };
  const every = '1'.repeat(lines);
  const without = (missing: number[]) => [...every].map((bit, line) => (missing.includes(line) ? '0' : bit)).join('');
  const full = treeOf(contentIn(every));
  /** The nodes of the fullest render that a shape's render keeps. */
  const keptIn = (shape: string) => {
    const kept = new Set<Markup>();
    if (!embed(treeOf(contentIn(shape)), full, kept)) throw new Error(`boot screen: ${screen} in shape ${shape} is not its fullest shape with elements left out`);
    return kept;
  };
  const linesUpTo = Array.from({ length: lines }, (_, line) => line);
  const only = (line: number) => [...every].map((_, other) => (other === line ? '1' : '0')).join('');
  // Each node's condition: always, every one of some lines (the render without any one of them
  // lacks it), or any one of some lines (the render with no line lacks it; with that line alone it has it).
  const keptWithout = linesUpTo.map((line) => keptIn(without([line])));
  const keptWithNone = keptIn(without(linesUpTo));
  const keptWithOnly = linesUpTo.map((line) => keptIn(only(line)));
  const conditions = new Map<Markup, string>();
  const visit = (nodes: Markup[]) =>
    nodes.forEach((node) => {
      const all = linesUpTo.filter((line) => !keptWithout[line]!.has(node));
      const any = keptWithNone.has(node) ? [] : linesUpTo.filter((line) => keptWithOnly[line]!.has(node));
      if (all.length > 0) conditions.set(node, `${LINES_ATTRIBUTE}="${all.join(' ')}"`);
      else if (!keptWithNone.has(node)) conditions.set(node, `${ANY_LINES_ATTRIBUTE}="${any.join(' ')}"`);
      visit(node.children);
    });
  visit(full);
  // Marked where an element's condition is not the one of the element around it.
  const marked = (nodes: Markup[], around: string | undefined): string =>
    nodes
      .map((node) => {
        const own = conditions.get(node);
        let token = node.token;
        if (own !== undefined && own !== around) {
          if (!node.name) throw new Error(`boot screen: ${screen}'s ${JSON.stringify(node.token)} is in some shapes only and is not an element`);
          token = token.replace(/^<[\w-]+/, (tag) => `${tag} ${own}`);
        }
        return token + marked(node.children, own) + (node.close ?? '');
      })
      .join('');
  const template = marked(full, undefined);
  // What painting makes of it, in the shapes that check it.
  const painted = treeOf(template);
  const lineSets = [[], linesUpTo];
  for (let first = 0; first < lines; first++) for (let second = first; second < lines; second++) lineSets.push(first === second ? [first] : [first, second]);
  for (let first = 0; first < lines; first++) lineSets.push(linesUpTo.filter((line) => line !== first));
  if (lines <= 4) for (let n = 0; n < 2 ** lines; n++) lineSets.push(linesUpTo.filter((line) => (n >> line) & 1));
  const condition = new RegExp(` (${LINES_ATTRIBUTE}|${ANY_LINES_ATTRIBUTE})="([\\d ]*)"`);
  for (const shape of new Set(lineSets.map(without))) {
    const dropped = markupOf(painted, (node) => {
      const [mark, kind, needed] = condition.exec(node.token) ?? [];
      if (!mark) return node.token;
      const has = needed!.split(' ').map((line) => shape[Number(line)] === '1');
      return (kind === LINES_ATTRIBUTE ? has.every(Boolean) : has.some(Boolean)) ? node.token.replace(mark, '') : null;
    });
    if (dropped !== contentIn(shape)) throw new Error(`boot screen: ${screen}'s template painted in shape ${shape} differs from its render`);
  }
  const currentAttribute = current === null ? '' : ` ${CURRENT_ATTRIBUTE}="${current}"`;
  return `<template ${SCREEN_ATTRIBUTE}="${screen}"${currentAttribute}>${withOwnIds(template)}</template>`;
}

/**
 * `markup` with React's generated ids (useId's `:R…:`) numbered in the order they first appear
 * (`:b0:`, `:b1:` …), each one the same throughout. A template is painted alone into the shell,
 * so its ids need only differ from the shell's; numbered alike, the same part in two templates
 * (Produk's tools) is the same text, which index.html's compression sends once.
 */
export function withOwnIds(markup: string): string {
  const ids = new Map<string, string>();
  return markup.replace(/:R[0-9A-Za-z]+:/g, (id) => ids.get(id) ?? (ids.set(id, `:b${ids.size}:`), ids.get(id)!));
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
  // The categories the app writes in English (copy.home.categoryName), for the painted values,
  // and an untitled session's label, `{{id}}` where its number goes (./bootLanguage.ts).
  for (const [category, english] of Object.entries(ENGLISH_CATEGORIES)) add(category, english);
  const sessionLabel = () => unnamed.session(UNNAMED_SLOT as unknown as number);
  const indonesianLabel = sessionLabel();
  applyTexts('en');
  add(indonesianLabel, sessionLabel());
  applyTexts('id');
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
