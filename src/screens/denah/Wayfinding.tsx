// Finding the way on the floor plan: where the visitor stands ("Anda di dekat Stan A-05"), the
// walking route to a booth, facility or session room (drawn on the plan and written out as
// steps, so it reads without the map), the facilities and rooms with their routes, and "Rute
// kunjungan", the booths to visit in walking order. The routes are computed on the device
// (src/features/wayfinding/route.ts), offline.
import { useMemo } from 'react';
import styled from 'styled-components';
import type { FloorPlan } from '@pameran/sdk';
import { wayfinding as wayCopy } from '../../copy/wayfinding';
import { planLinks } from '../../copy/planLinks';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Meta } from '../../components/Section';
import { PlainList } from '../../components/PlainList';
import { CheckIcon } from '../../components/Icon/more';
import { exhibitorName } from '../../lib/labels';
import { words } from '../../lib/text';
import type { VisitList } from '../../features/floorplan/visitList';
import { clearHere, setHere, type HerePosition } from '../../features/wayfinding/position';
import { facilityKind, type FacilityKind, placeKey, placeName, placePoint, spotName, type Place, type Spot, type WalkingRoute } from '../../features/wayfinding/route';
import { visitRoute } from '../../features/wayfinding/tour';
import { BRAND } from './drawing';

/**
 * The words a facility is searched by, in both languages and their common spellings, whatever
 * language the screen is in (a visitor types "toilet", "wc" or "restroom", "musala" or "prayer").
 */
const FACILITY_SEARCH_WORDS: Record<FacilityKind, string> = {
  musala: 'musala mushola masjid salat sholat prayer room',
  toilet: 'toilet toilets wc kamar kecil restroom',
  food: 'makan minum kantin food court cafe kopi coffee',
  exit: 'pintu keluar darurat exit emergency',
  first_aid: 'p3k pertolongan pertama klinik medis first aid medical',
  info: 'meja informasi info bantuan help desk information',
  charging: 'pengisian daya baterai charging charger listrik power',
  other: 'fasilitas facility',
};

const ROUTE_COLOUR = '#c2410c';
const HERE_COLOUR = '#1d4ed8';

const minutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60));

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
`;

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  h2 { margin: 0; font-size: 1.125rem; }
  h3 { margin: ${({ theme }) => theme.space[2]}px 0 0; font-size: 1rem; }
  p { margin: 0; }
  ol { margin: 0; padding-left: 1.5em; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[1]}px; }
`;

const ListRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  min-height: 44px;
  > :first-child { flex: 1 1 120px; }
`;

/** "Anda di dekat Stan A-05 · 3 menit lalu", or how to tell the app where one stands. */
export function HereLine({ plan, here }: { plan: FloorPlan; here: { here: HerePosition; minutes: number } | null }) {
  const name = here ? placeName(plan, here.here.place) : null;
  return (
    <Row data-here="">
      {here && name ? (
        <>
          <p role="status" style={{ margin: 0, flex: '1 1 220px' }}>
            <HereDot /> {wayCopy.hereNear(name, here.minutes)}
          </p>
          <Button variant="ghost" onClick={clearHere}>{wayCopy.hereForget}</Button>
        </>
      ) : (
        <Meta role="status">{wayCopy.hereUnknown}</Meta>
      )}
    </Row>
  );
}

function HereDot() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" style={{ verticalAlign: '-2px' }}>
      <circle cx="7" cy="7" r="5.5" fill={HERE_COLOUR} stroke="#fff" strokeWidth="2" />
    </svg>
  );
}

/** "Saya di sini" on a booth or an entrance. */
export function HereButton({ place, name }: { place: HerePosition['place']; name: string }) {
  return (
    <Button variant="secondary" onClick={() => setHere(place)} aria-label={wayCopy.hereSetNamed(name)}>{wayCopy.hereSet}</Button>
  );
}

/** A drawn mark per facility, room and entrance (named in the list below the plan, so hidden from screen readers). */
function SpotMarks({ plan }: { plan: FloorPlan }) {
  const marks: { key: string; spot: Spot; fill: string }[] = [
    ...(plan.facilities ?? []).filter((s) => s.id).map((spot) => ({ key: `f${spot.id}`, spot, fill: '#0f766e' })),
    ...(plan.rooms ?? []).filter((s) => s.id).map((spot) => ({ key: `r${spot.id}`, spot, fill: '#7c3aed' })),
    ...(plan.entrances ?? []).filter((s) => s.id).map((spot) => ({ key: `e${spot.id}`, spot, fill: BRAND })),
  ];
  return (
    <g aria-hidden="true" pointerEvents="none">
      {marks.map(({ key, spot, fill }) => (
        <circle key={key} cx={spot.x} cy={spot.y} r={0.8} fill={fill} stroke="#fff" strokeWidth={0.25} />
      ))}
    </g>
  );
}

/** What the plan draws above its booths: facilities, the route, where the visitor stands. */
export function WayLayer({ plan, route, here }: { plan: FloorPlan; route: WalkingRoute | null; here: { x: number; y: number } | null }) {
  const end = route?.path[route.path.length - 1];
  return (
    <g data-way-layer="">
      <SpotMarks plan={plan} />
      {route && (
        <g aria-hidden="true" pointerEvents="none" data-route="">
          <polyline
            points={route.path.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={ROUTE_COLOUR}
            strokeWidth={0.6}
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeDasharray={route.straightLine ? '1 0.8' : undefined}
          />
          {end && <circle cx={end.x} cy={end.y} r={0.9} fill={ROUTE_COLOUR} stroke="#fff" strokeWidth={0.3} />}
        </g>
      )}
      {here && (
        <g pointerEvents="none" data-here-mark="" role="img" aria-label={wayCopy.hereMarker}>
          <circle cx={here.x} cy={here.y} r={1.8} fill={HERE_COLOUR} fillOpacity={0.2} />
          <circle cx={here.x} cy={here.y} r={0.9} fill={HERE_COLOUR} stroke="#fff" strokeWidth={0.35} />
        </g>
      )}
    </g>
  );
}

/** Where the route starts: the address's `dari`, else where the visitor stands. */
export function routeStart(fromKey: Place | null, here: HerePosition | null): Place | null {
  return fromKey ?? here?.place ?? null;
}

export function RoutePanel({ plan, from, to, route, onFrom, onClose }: {
  plan: FloorPlan;
  from: Place | null;
  to: Place;
  route: WalkingRoute | null;
  onFrom(place: Place): void;
  onClose(): void;
}) {
  const toName = placeName(plan, to) ?? '';
  const fromName = from ? placeName(plan, from) : null;
  const entrances = (plan.entrances ?? []).filter((spot) => spot.id);
  return (
    <Section as="section" aria-labelledby="denah-route" data-route-panel="">
      <h2 id="denah-route">{wayCopy.routeHeading}: {toName}</h2>
      {!from || !fromName ? (
        <Meta>{wayCopy.routeNoStart}</Meta>
      ) : route ? (
        <>
          {route.straightLine && <Meta role="note">{wayCopy.straightLineNote}</Meta>}
          <p role="status"><strong>{wayCopy.routeSummary(fromName, toName, Math.round(route.metres), minutesOf(route.seconds))}</strong></p>
          <h3>{wayCopy.routeStepsLabel}</h3>
          <ol data-steps="">
            {route.steps.filter((step) => step !== wayCopy.straightLineNote).map((step, index) => <li key={index}>{step}</li>)}
          </ol>
        </>
      ) : (
        <p role="alert">{wayCopy.routeNone(toName)}</p>
      )}
      {entrances.length > 0 && (
        <Row role="group" aria-label={wayCopy.routeFromLabel}>
          <span>{wayCopy.routeFromLabel}:</span>
          {entrances.map((spot) => {
            const place: Place = { kind: 'entrance', id: spot.id! };
            const current = from?.kind === 'entrance' && from.id === spot.id;
            return (
              <Button key={spot.id} variant={current ? 'primary' : 'secondary'} aria-pressed={current} onClick={() => onFrom(place)}>
                {spotName('entrance', spot)}
              </Button>
            );
          })}
        </Row>
      )}
      <Row>
        <Button variant="ghost" onClick={onClose}>{wayCopy.routeClose}</Button>
      </Row>
    </Section>
  );
}

interface SpotEntry {
  place: Place;
  name: string;
  /** Both languages' words, so either finds it. */
  words: string;
}

function spotEntries(plan: FloorPlan): { facilities: SpotEntry[]; rooms: SpotEntry[]; entrances: SpotEntry[] } {
  const facilities = (plan.facilities ?? []).filter((s) => s.id).map((spot) => {
    const kind = facilityKind(spot);
    return { place: { kind: 'facility', id: spot.id! } as Place, name: spotName('facility', spot), words: `${wayCopy.facility[kind]} ${FACILITY_SEARCH_WORDS[kind]} ${spot.name ?? ''}` };
  });
  const rooms = (plan.rooms ?? []).filter((s) => s.id && /^\d+$/.test(s.id)).map((spot) => ({
    place: { kind: 'room', id: Number(spot.id) } as Place, name: spotName('room', spot), words: `${spotName('room', spot)} ruang room sesi session`,
  }));
  const entrances = (plan.entrances ?? []).filter((s) => s.id).map((spot) => ({
    place: { kind: 'entrance', id: spot.id! } as Place, name: spotName('entrance', spot), words: `${spotName('entrance', spot)} pintu masuk entrance`,
  }));
  return { facilities, rooms, entrances };
}

/** Facilities, rooms and entrances whose words hold every word of the query (accents and case ignored). */
export function matchSpots(plan: FloorPlan, query: string): SpotEntry[] {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  const { facilities, rooms, entrances } = spotEntries(plan);
  return [...facilities, ...rooms, ...entrances].filter((entry) => {
    const have = words(entry.words);
    return wanted.every((word) => have.some((w) => w.startsWith(word)));
  });
}

function SpotRow({ entry, onRoute }: { entry: SpotEntry; onRoute(place: Place): void }) {
  return (
    <ListRow>
      <span>{entry.name}</span>
      {entry.place.kind === 'entrance' && <HereButton place={entry.place} name={entry.name} />}
      <Button variant="secondary" onClick={() => onRoute(entry.place)} aria-label={wayCopy.routeToNamed(entry.name)}>{wayCopy.routeTo}</Button>
    </ListRow>
  );
}

/** Search results among the facilities (the booths' results are listed by the search itself). */
export function SpotResults({ plan, query, onRoute }: { plan: FloorPlan; query: string; onRoute(place: Place): void }) {
  const found = useMemo(() => matchSpots(plan, query), [plan, query]);
  if (found.length === 0) return null;
  return (
    <section aria-label={wayCopy.facilityResults}>
      <p role="status">{wayCopy.facilityMatches(found.length)}</p>
      <PlainList>
        {found.map((entry) => <SpotRow key={placeKey(entry.place)} entry={entry} onRoute={onRoute} />)}
      </PlainList>
    </section>
  );
}

/** Every facility, session room and entrance of the plan, each with its route. */
export function Facilities({ plan, onRoute }: { plan: FloorPlan; onRoute(place: Place): void }) {
  const { facilities, rooms, entrances } = useMemo(() => spotEntries(plan), [plan]);
  if (facilities.length + rooms.length + entrances.length === 0) return null;
  const group = (label: string, entries: SpotEntry[]) =>
    entries.length > 0 && (
      <>
        <h3>{label}</h3>
        <PlainList aria-label={label}>
          {entries.map((entry) => <SpotRow key={placeKey(entry.place)} entry={entry} onRoute={onRoute} />)}
        </PlainList>
      </>
    );
  return (
    <Section as="section" aria-labelledby="denah-facilities">
      <h2 id="denah-facilities">{wayCopy.facilitiesHeading}</h2>
      {group(wayCopy.facilitiesLabel, facilities)}
      {group(wayCopy.roomsLabel, rooms)}
      {group(wayCopy.entrancesLabel, entrances)}
    </Section>
  );
}

/** "Rute kunjungan": the booths to visit, nearest first by walking, ticked as they are visited. */
export function VisitTour({ plan, visits, from, onShow, onRoute }: {
  plan: FloorPlan;
  visits: VisitList;
  from: Place | null;
  onShow(code: string): void;
  onRoute(place: Place): void;
}) {
  const codes = useMemo(() => {
    const byExhibitor = new Map(plan.booths.filter((b) => b.exhibitor).map((b) => [b.exhibitor!.id, b.code]));
    return visits.entries.map((entry) => byExhibitor.get(entry.exhibitorId) ?? entry.boothCode).filter((code): code is string => !!code);
  }, [plan, visits.entries]);
  const visited = useMemo(() => {
    const byCode = new Map(plan.booths.map((b) => [b.code, b.exhibitor?.id]));
    const ticked = new Set(visits.entries.filter((e) => e.visited).map((e) => e.exhibitorId));
    return (code: string) => {
      const id = byCode.get(code);
      return id !== undefined && ticked.has(id);
    };
  }, [plan, visits.entries]);
  // The walk goes through the booths not yet visited; the visited ones are listed after, ticked.
  const toVisit = codes.filter((code) => !visited(code));
  const tour = useMemo(() => (from && toVisit.length > 0 ? visitRoute(plan, from, toVisit) : null), [plan, from, toVisit.join(' ')]); // eslint-disable-line react-hooks/exhaustive-deps
  if (visits.status !== 'ready') return null;
  const nameOf = (code: string) => {
    const booth = plan.booths.find((b) => b.code === code);
    return booth?.exhibitor ? `${code} · ${exhibitorName(booth.exhibitor)}` : code;
  };
  const done = codes.filter(visited);
  return (
    <Section as="section" aria-labelledby="denah-tour" data-tour="">
      <h2 id="denah-tour">{wayCopy.tourHeading}</h2>
      {codes.length === 0 ? (
        <Meta>{wayCopy.tourEmpty}</Meta>
      ) : (
        <>
          <Meta>{wayCopy.tourIntro}</Meta>
          {!from && <Meta>{wayCopy.tourNoStart}</Meta>}
          {tour && <p role="status"><strong>{wayCopy.tourSummary(tour.booths.length, Math.round(tour.metres), minutesOf(tour.seconds))}</strong></p>}
          <ol>
            {(tour?.booths ?? toVisit).map((code) => (
              <ListRow as="li" key={code}>
                <span>{nameOf(code)}</span>
                <Button variant="secondary" onClick={() => onShow(code)} aria-label={planLinks.showOnPlanNamed(nameOf(code))}>{planLinks.showOnPlan}</Button>
                <Button variant="secondary" onClick={() => onRoute({ kind: 'booth', code })} aria-label={wayCopy.routeToNamed(nameOf(code))}>{wayCopy.routeTo}</Button>
              </ListRow>
            ))}
            {done.map((code) => (
              <ListRow as="li" key={code}>
                <span style={{ textDecoration: 'line-through' }}>
                  <CheckIcon size={16} role="img" aria-hidden={false} aria-label={wayCopy.tourVisited} /> {nameOf(code)}
                </span>
              </ListRow>
            ))}
          </ol>
          {tour && tour.unreachable.length > 0 && <Meta>{wayCopy.tourMissing(tour.unreachable.join(', '))}</Meta>}
        </>
      )}
    </Section>
  );
}

/** The point of the plan where the visitor stands, for its mark. */
export const herePoint = (plan: FloorPlan, here: HerePosition | null) => (here ? placePoint(plan, here.place) : null);
