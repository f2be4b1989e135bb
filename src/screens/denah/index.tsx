// /denah: the exhibition's floor plan, for anonymous and signed-in visitors. Search by booth
// code, exhibitor or product; choose a booth to see its exhibitor; signed-in visitors mark the
// booths they want to visit. The address holds the selection, search and view (./plan.ts), so
// Back and shared links work. Without a plan (the platform answers 404) the screen says so and
// lists the exhibitors by booth code.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { ApiError, type FloorPlan, type PameranClient } from '@pameran/sdk';
import { copy } from '../../copy';
import { denah as denahCopy } from '../../copy/denah';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageHeader } from '../../components/PageHeader';
import { LoadingState } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { asList } from '../../lib/asList';
import { useRead } from '../../data/useRead';
import { eventRead, floorplanRead } from '../../data/catalogue';
import { useVisitList, type VisitList } from '../../features/floorplan/visitList';
import { BoothCard, BoothList, ExhibitorsByBooth, Legend, SearchResults, Stack, VisitListSection } from './parts';
import { PlanView, type PlanHandle } from './PlanView';
import { addressFromSearch, boothOfExhibitor, categoryStyles, drawableBooths, hallLabel, searchFromAddress, type DenahAddress } from './plan';
import { searchBooths } from './search';
import { Meta } from '../../components/Section';
import { ScanLink } from '../../features/stamps/ScanLink';
import { media } from '../../theme';
import { SearchIcon } from '../../components/Icon/more';
import { StampCard } from '../../features/stamps/StampCard';
import { useHere } from '../../features/wayfinding/position';
import { placeFromKey, placeKey, walkingRoute, type Place } from '../../features/wayfinding/route';
import { Facilities, HereButton, HereLine, herePoint, RoutePanel, routeStart, SpotResults, VisitTour, WayLayer } from './Wayfinding';
import { wayfinding as wayCopy } from '../../copy/wayfinding';

/** The address as state: choosing a booth adds a history entry (Back returns); typing replaces it. */
function useAddress(): [DenahAddress, (change: Partial<DenahAddress>, how?: 'push' | 'replace') => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const address = useMemo(() => addressFromSearch(search), [search]);
  const go = (change: Partial<DenahAddress>, how: 'push' | 'replace' = 'push') =>
    navigate(searchFromAddress({ ...address, ...change }), { replace: how === 'replace' });
  return [address, go];
}

function ViewSwitch({ view, onChange }: { view: DenahAddress['view']; onChange(view: DenahAddress['view']): void }) {
  return (
    <div role="group" aria-label={denahCopy.viewLabel} style={{ display: 'flex', gap: 8 }}>
      <Button variant={view === 'plan' ? 'primary' : 'secondary'} aria-pressed={view === 'plan'} onClick={() => onChange('plan')}>{denahCopy.viewPlan}</Button>
      <Button variant={view === 'list' ? 'primary' : 'secondary'} aria-pressed={view === 'list'} onClick={() => onChange('list')}>{denahCopy.viewList}</Button>
    </div>
  );
}

/**
 * One row above the plan: the search's toggle (phones only) and the view switch. Narrower
 * buttons on a phone, so the three share one row at 360 px.
 */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  button { padding: 0 ${({ theme }) => theme.space[2]}px; }
  ${media.wide} { button { padding: 0 ${({ theme }) => theme.space[5]}px; } }
`;

/** On a phone the search opens from the toolbar, so the plan starts within the first screen; wide screens always show it. */
const SearchToggle = styled(Button)`
  ${media.wide} { display: none; }
`;

const SearchArea = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  ${media.wide} { display: flex; }
`;

export function FloorPlanBody({ plan }: { plan: FloorPlan }) {
  return <FloorPlanView plan={plan} visits={useVisitList()} />;
}

/**
 * What index.html's boot screen paints of this screen before the app has arrived
 * (src/boot/prerender.tsx, src/boot/paintFloorPlan.ts): everything down to the plan, the plan
 * named by `planLabel`, and `rest` in place of what comes below it.
 */
export interface PlanPreview {
  planLabel: string;
  rest: ReactNode;
}

export function FloorPlanView({ plan, visits, preview }: { plan: FloorPlan; visits: VisitList; preview?: PlanPreview }) {
  const [address, go] = useAddress();
  const planRef = useRef<PlanHandle>(null);
  const booths = useMemo(() => drawableBooths(plan), [plan]);
  const styles = useMemo(() => categoryStyles(booths), [booths]);
  const matches = useMemo(() => searchBooths(booths, address.query), [booths, address.query]);
  const matchCodes = useMemo(() => new Set(matches.map((m) => m.booth.code)), [matches]);
  const marked = useMemo(() => new Map(visits.entries.map((e) => [e.exhibitorId, e.visited])), [visits.entries]);

  // ?exhibitor=N (from a product page) names the exhibitor; its booth becomes the selection.
  const fromExhibitor = address.exhibitor !== null && !address.booth ? boothOfExhibitor(booths, address.exhibitor) : undefined;
  const selectedCode = address.booth ?? fromExhibitor?.code ?? null;
  const selected = selectedCode ? booths.find((b) => b.code === selectedCode) : undefined;
  const hallOf = (hallId: string) => hallLabel(plan.halls.find((h) => h.id === hallId), denahCopy.hallFallback, hallId);

  const choose = (code: string) => {
    go({ booth: code, exhibitor: null });
    // Choosing the booth already chosen still brings it back into view.
    if (code === selectedCode) planRef.current?.centre(code);
  };

  // Finding the way: where the visitor stands, and the route the address asks for.
  const here = useHere();
  const to = placeFromKey(address.to);
  const from = routeStart(placeFromKey(address.from), here?.here ?? null);
  const route = useMemo(() => (to && from ? walkingRoute(plan, from, to) : null), [plan, address.to, address.from, here?.here.at]); // eslint-disable-line react-hooks/exhaustive-deps
  const planBoxRef = useRef<HTMLDivElement>(null);
  /** Brings the plan into view (it may be above the screen, under a list) and the route on it. */
  const showPlan = () => requestAnimationFrame(() => planBoxRef.current?.scrollIntoView({ block: 'start' }));
  // The booth's card closes: on a phone its sheet would cover the route's steps; the route's
  // end is marked on the plan.
  const routeTo = (place: Place) => {
    go({ to: placeKey(place), booth: null, exhibitor: null, view: 'plan' });
    showPlan();
  };
  useEffect(() => {
    if (!route || route.path.length === 0) return;
    const xs = route.path.map((p) => p.x);
    const ys = route.path.map((p) => p.y);
    const left = Math.min(...xs);
    const top = Math.min(...ys);
    planRef.current?.frame({ x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top });
  }, [route]);

  // A phone's search is folded into the toolbar until asked for (or the address holds one).
  const [searchOpened, setSearchOpened] = useState(false);
  const searchShown = searchOpened || address.query !== '';
  const searchId = useId();
  const searchRef = useRef<HTMLDivElement>(null);
  // Opened by a tap: ready to type.
  useEffect(() => {
    if (searchOpened) searchRef.current?.querySelector('input')?.focus();
  }, [searchOpened]);
  const toggleSearch = () => {
    if (!searchShown) return setSearchOpened(true);
    // Folding the search away ends it (Back brings it back: the address held it).
    setSearchOpened(false);
    if (address.query !== '') go({ query: '' }, 'replace');
  };

  return (
    <Stack>
      <Toolbar>
        <SearchToggle variant={searchShown ? 'primary' : 'secondary'} aria-expanded={searchShown} aria-controls={searchId} onClick={toggleSearch}>
          <SearchIcon size={20} /> {denahCopy.searchToggle}
        </SearchToggle>
        <ViewSwitch view={address.view} onChange={(view) => go({ view }, 'replace')} />
      </Toolbar>
      <SearchArea id={searchId} ref={searchRef} $open={searchShown}>
        <form role="search" onSubmit={(event: FormEvent) => event.preventDefault()}>
          <TextField
            label={denahCopy.searchLabel}
            hint={denahCopy.searchHint}
            type="search"
            value={address.query}
            onChange={(event) => go({ query: event.target.value.slice(0, 100) }, 'replace')}
            autoComplete="off"
          />
        </form>
        {address.query.trim() !== '' && <SpotResults plan={plan} query={address.query} onRoute={routeTo} />}
        {address.query.trim() !== '' && <SearchResults matches={matches} selected={selectedCode} onChoose={choose} />}
      </SearchArea>
      {selectedCode && !selected && (
        <Meta role="alert">{address.booth ? denahCopy.boothNotFound(address.booth) : denahCopy.exhibitorNotFound}</Meta>
      )}
      {/* Drawn in the boot screen too (no position known there), so the plan sits where the app then draws it. */}
      <HereLine plan={plan} here={preview ? null : here} />
      {selected && (
        <BoothCard booth={selected} hall={hallOf(selected.hall_id)} onClose={() => go({ booth: null, exhibitor: null })}>
          <Button variant="secondary" onClick={() => routeTo({ kind: 'booth', code: selected.code })} aria-label={wayCopy.routeToNamed(wayCopy.booth(selected.code))}>{wayCopy.routeTo}</Button>
          <HereButton place={{ kind: 'booth', code: selected.code }} name={wayCopy.booth(selected.code)} />
        </BoothCard>
      )}
      {to && !preview && (
        <RoutePanel plan={plan} from={from} to={to} route={route} onFrom={(place) => go({ from: placeKey(place) }, 'replace')} onClose={() => go({ to: null, from: null })} />
      )}
      {address.view === 'plan' ? (
        <div ref={planBoxRef} style={{ display: 'contents' }}>
          <PlanView
            ref={planRef}
            plan={plan}
            booths={booths}
            styles={styles}
            selected={selected?.code ?? null}
            matches={matchCodes}
            marked={marked}
            onSelect={choose}
            label={preview?.planLabel}
            overlay={preview ? undefined : <WayLayer plan={plan} route={route} here={herePoint(plan, here?.here ?? null)} />}
          />
          {preview ? preview.rest : <Legend styles={styles} />}
        </div>
      ) : (
        <BoothList booths={booths} selected={selected?.code ?? null} marked={marked} onChoose={choose} />
      )}
      {!preview && <VisitTour plan={plan} visits={visits} from={from} onShow={(code) => { go({ booth: code, exhibitor: null, view: 'plan' }); showPlan(); }} onRoute={routeTo} />}
      {!preview && <Facilities plan={plan} onRoute={routeTo} />}
      {!preview && (
        <VisitListSection
          visits={visits}
          boothOf={(exhibitorId) => boothOfExhibitor(booths, exhibitorId)}
          onShow={(code) => {
            go({ booth: code, exhibitor: null, view: 'plan' });
            showPlan();
          }}
        />
      )}
    </Stack>
  );
}

/** No plan from the platform: said plainly, with the exhibitors by booth code instead. */
export function NoPlan() {
  const visits = useVisitList();
  const event = useRead(eventRead());
  return (
    <Stack>
      <EmptyState title={denahCopy.noPlanTitle} description={denahCopy.noPlanDescription} />
      {event.status === 'loading' && <LoadingState />}
      {event.status === 'failure' && <ErrorState message={event.error?.message} onRetry={event.retry} />}
      {event.status === 'success' && event.data && <ExhibitorsByBooth exhibitors={asList(event.data.exhibitors)} />}
      <VisitListSection visits={visits} boothOf={() => undefined} onShow={() => undefined} />
    </Stack>
  );
}

const isMissingPlan = (error: Error | null) => error instanceof ApiError && error.status === 404;

export { loader } from './loader';

/** The scanner's link, set apart from the plan's toolbar below it. */
const ScanRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space[2]}px;
`;

/** The screen's title and the scanner's link, above the plan (the boot screen's too). */
export function DenahTop() {
  return (
    <>
      <PageHeader title={copy.shell.titles.denah} />
      <ScanRow>
        <ScanLink />
      </ScanRow>
    </>
  );
}

export default function DenahScreen() {
  const plan = useRead(floorplanRead());
  const hasBooths = plan.status === 'success' && plan.data !== undefined && plan.data.booths.length > 0;
  return (
    <>
      <DenahTop />
      {plan.status === 'loading' && <LoadingState label={denahCopy.loadingPlan} />}
      {plan.status === 'failure' && !isMissingPlan(plan.error) && <ErrorState message={plan.error?.message} onRetry={plan.retry} />}
      {((plan.status === 'failure' && isMissingPlan(plan.error)) || plan.status === 'empty' || (plan.status === 'success' && !hasBooths)) && <NoPlan />}
      {hasBooths && plan.data && <FloorPlanBody plan={plan.data} />}
      <StampCard />
    </>
  );
}
