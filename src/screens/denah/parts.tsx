// The floor plan screen's parts besides the drawing: the legend, the selected booth's card,
// the search results, the list view (the same booths and actions as the plan), the visitor's
// list of booths to visit, and the exhibitor list shown when there is no plan.
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { ExhibitorSummary, FloorPlanBooth } from '@pameran/sdk';
import { denah as denahCopy } from '../../copy/denah';
import { wayfinding as wayCopy } from '../../copy/wayfinding';
import { planLinks } from '../../copy/planLinks';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { BEFORE_TEXT, CheckIcon, StarIcon } from '../../components/Icon/more';
import { LinkButton } from '../../components/LinkButton';
import { Meta } from '../../components/Section';
import { PlainList } from '../../components/PlainList';
import { VisitMarkButton } from '../../features/floorplan/VisitMarkButton';
import type { VisitList } from '../../features/floorplan/visitList';
import { KeptWhere } from '../../features/myDay/KeptWhere';
import type { CategoryStyle } from './plan';
import { exhibitorName } from '../../lib/labels';
import { exhibitorPagePath } from '../../lib/paths';
import { media } from '../../theme';
import { compareCodes, type BoothMatch } from './search';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
`;

const ItemButton = styled.button`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  text-align: left;
  cursor: pointer;
  strong { color: ${({ theme }) => theme.color.brand}; margin-right: ${({ theme }) => theme.space[2]}px; }
  &[aria-current='true'] { border: 2px solid ${({ theme }) => theme.color.brand}; }
`;

const ListRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  > :first-child { flex: 1 1 240px; }
`;

/** A mark in the legend, in a box as wide as a swatch, so the legend's words line up. */
const MarkBox = styled.span`
  flex: none;
  display: inline-flex;
  justify-content: center;
  width: 28px;
`;

const Swatch = styled.svg`
  flex: none;
  width: 28px;
  height: 20px;
  border: 1px solid ${({ theme }) => theme.color.inkMuted};
  border-radius: 3px;
`;

const LegendList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  li { display: flex; gap: ${({ theme }) => theme.space[2]}px; align-items: center; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

/**
 * On a phone the chosen booth's card is a bottom sheet over the plan's lower part, above the
 * bottom menu: it shows where the tap was, not above the map, off screen. Wide
 * screens keep it in the page's flow.
 */
const BoothCardBox = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  border-left: 6px solid ${({ theme }) => theme.color.brand};
  position: fixed;
  left: 0;
  right: 0;
  bottom: calc(${({ theme }) => theme.layout.bottomNavHeight} + env(safe-area-inset-bottom));
  z-index: ${({ theme }) => theme.z.header};
  max-height: 50vh;
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
  box-shadow: 0 -6px 24px rgba(7, 22, 33, 0.25);
  ${media.wide} { position: static; max-height: none; border-radius: ${({ theme }) => theme.radius.md}; box-shadow: none; }
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; color: ${({ theme }) => theme.color.brand}; }
  h2:focus { outline: none; }
  p { margin: 0; }
`;

const Tick = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  flex: 1 1 220px;
  input { width: 22px; height: 22px; accent-color: ${({ theme }) => theme.color.brand}; }
  span.visited { text-decoration: line-through; color: ${({ theme }) => theme.color.inkMuted}; }
`;

/** A category's swatch: its fill and its pattern, as on the plan. */
function CategorySwatch({ style }: { style: CategoryStyle | null }) {
  return (
    <Swatch viewBox="0 0 4 3" aria-hidden="true">
      <rect width="4" height="3" fill={style ? style.fill : '#ffffff'} />
      {style?.patternId && <rect width="4" height="3" fill={`url(#${style.patternId})`} />}
    </Swatch>
  );
}

export function Legend({ styles }: { styles: ReadonlyMap<string, CategoryStyle> }) {
  return (
    <section aria-labelledby="denah-legend">
      <h2 id="denah-legend" style={{ fontSize: '1rem', margin: '0 0 8px' }}>{denahCopy.legendHeading}</h2>
      <LegendList>
        {[...styles.values()].map((style) => (
          <li key={style.category}>
            <CategorySwatch style={style} />
            {style.category}
          </li>
        ))}
        <li><CategorySwatch style={null} />{denahCopy.legendFree}</li>
        <li><MarkBox><StarIcon size={18} /></MarkBox>{denahCopy.legendMarked}</li>
        <li><MarkBox><CheckIcon size={18} /></MarkBox>{denahCopy.legendVisited}</li>
        <li>{denahCopy.legendMatch}</li>
      </LegendList>
    </section>
  );
}

export function BoothCard({ booth, hall, onClose, children }: { booth: FloorPlanBooth; hall: string | undefined; onClose(): void; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [booth.code]);
  const exhibitor = booth.exhibitor;
  return (
    <BoothCardBox as="section" aria-labelledby="denah-booth-card">
      <h2 id="denah-booth-card" ref={heading} tabIndex={-1}>{exhibitor ? exhibitorName(exhibitor) : denahCopy.freeBoothTitle(booth.code)}</h2>
      {/* A free booth's heading already names the booth: its meta line adds only the hall. */}
      {exhibitor ? <Meta>{denahCopy.booth(booth.code, hall)}</Meta> : hall && <Meta>{hall}</Meta>}
      {exhibitor ? <p>{exhibitor.category || denahCopy.categoryUnknown}</p> : <p>{denahCopy.freeBooth}</p>}
      <Row>
        {exhibitor && <LinkButton href={exhibitorPagePath(exhibitor.id)}>{denahCopy.viewProducts}</LinkButton>}
        {exhibitor && <VisitMarkButton entry={{ exhibitorId: exhibitor.id, name: exhibitorName(exhibitor), boothCode: booth.code }} />}
        {children}
        <Button variant="ghost" onClick={onClose} aria-label={denahCopy.closeCardNamed(booth.code)}>{denahCopy.closeCard}</Button>
      </Row>
    </BoothCardBox>
  );
}

/** Up to this many results are listed; the plan highlights them all. */
export const RESULTS_SHOWN = 30;

export function SearchResults({ matches, selected, onChoose }: { matches: readonly BoothMatch[]; selected: string | null; onChoose(code: string): void }) {
  return (
    <section aria-label={denahCopy.resultsLabel}>
      <p role="status">{denahCopy.resultsCount(matches.length)}</p>
      {matches.length > 0 && (
        <PlainList>
          {matches.slice(0, RESULTS_SHOWN).map((match) => (
            <li key={match.booth.code}>
              <ItemButton type="button" aria-current={match.booth.code === selected ? 'true' : undefined} onClick={() => onChoose(match.booth.code)}>
                <strong>{match.booth.code}</strong>
                {match.booth.exhibitor ? exhibitorName(match.booth.exhibitor) : denahCopy.legendFree}
                {match.reason === 'product' && match.product && <Meta as="span"> · {denahCopy.matchedProduct(match.product)}</Meta>}
              </ItemButton>
            </li>
          ))}
        </PlainList>
      )}
      {matches.length > RESULTS_SHOWN && <Meta>{denahCopy.resultsMore(matches.length - RESULTS_SHOWN)}</Meta>}
    </section>
  );
}

/** The list view: every booth in code order, with the plan's actions (choose, mark). */
export function BoothList({ booths, selected, marked, onChoose }: { booths: readonly FloorPlanBooth[]; selected: string | null; marked: ReadonlyMap<number, boolean>; onChoose(code: string): void }) {
  // Free booths are folded away under one line (most of a plan's rows, with nothing to visit);
  // opened when the chosen booth is one of them.
  const taken = booths.filter((booth) => booth.exhibitor);
  const free = booths.filter((booth) => !booth.exhibitor);
  const rows = (list: readonly FloorPlanBooth[], label: string) => <BoothRows label={label} booths={list} selected={selected} marked={marked} onChoose={onChoose} />;
  return (
    <>
      {rows(taken, denahCopy.viewList)}
      {free.length > 0 && (
        <details open={free.some((booth) => booth.code === selected) || undefined} data-free-booths="">
          <FoldSummary>{wayCopy.freeBoothsFolded(free.length)}</FoldSummary>
          {rows(free, wayCopy.freeBoothsFolded(free.length))}
        </details>
      )}
    </>
  );
}

const FoldSummary = styled.summary`
  min-height: 44px;
  line-height: 44px;
  cursor: pointer;
  font-weight: 600;
`;

function BoothRows({ label, booths, selected, marked, onChoose }: { label: string; booths: readonly FloorPlanBooth[]; selected: string | null; marked: ReadonlyMap<number, boolean>; onChoose(code: string): void }) {
  return (
    <PlainList aria-label={label}>
      {booths.map((booth) => {
        const exhibitor = booth.exhibitor;
        const visited = exhibitor ? marked.get(exhibitor.id) : undefined;
        const Mark = visited === undefined ? null : visited ? CheckIcon : StarIcon;
        return (
          <ListRow key={booth.code}>
            <ItemButton type="button" aria-current={booth.code === selected ? 'true' : undefined} onClick={() => onChoose(booth.code)}>
              <strong>
                {Mark && <Mark size={16} style={BEFORE_TEXT} role="img" aria-hidden={false} aria-label={visited ? denahCopy.noteVisited : denahCopy.noteMarked} />}
                {booth.code}
              </strong>
              {exhibitor ? exhibitorName(exhibitor) : denahCopy.legendFree}
              {exhibitor?.category && <Meta as="span"> · {exhibitor.category}</Meta>}
            </ItemButton>
            {exhibitor && <VisitMarkButton entry={{ exhibitorId: exhibitor.id, name: exhibitorName(exhibitor), boothCode: booth.code }} />}
          </ListRow>
        );
      })}
    </PlainList>
  );
}

/** "Stan yang ingin saya kunjungi": the marked exhibitors, each with a visited tick and a way to its booth. */
export function VisitListSection({ visits, boothOf, onShow }: { visits: VisitList; boothOf(exhibitorId: number): FloorPlanBooth | undefined; onShow(code: string): void }) {
  return (
    <Card as="section" aria-labelledby="denah-visits">
      <h2 id="denah-visits" style={{ margin: '0 0 8px', fontSize: '1.125rem' }}>{denahCopy.visitHeading}</h2>
      {visits.status === 'anonymous' && (
        <p>
          {denahCopy.visitSignIn} <Link href="/login">{denahCopy.visitSignInLink}</Link>
        </p>
      )}
      {visits.status === 'loading' && <Meta>{denahCopy.visitLoading}</Meta>}
      {visits.status === 'ready' && visits.entries.length === 0 && <Meta>{denahCopy.visitEmpty}</Meta>}
      {visits.status === 'ready' && visits.entries.length > 0 && (
        <>
          <Meta>{denahCopy.visitProgress(visits.entries.filter((e) => e.visited).length, visits.entries.length)}</Meta>
          <PlainList>
            {visits.entries.map((entry) => {
              const booth = boothOf(entry.exhibitorId);
              const name = (booth?.exhibitor && exhibitorName(booth.exhibitor)) ?? entry.name ?? String(entry.exhibitorId);
              const code = booth?.code ?? entry.boothCode;
              return (
                <ListRow key={entry.exhibitorId}>
                  <Tick>
                    <input type="checkbox" checked={entry.visited} onChange={(event) => visits.setVisited(entry.exhibitorId, event.target.checked)} aria-label={denahCopy.visitedTick(name)} />
                    <span className={entry.visited ? 'visited' : undefined}>{code ? `${code} · ${name}` : name}</span>
                  </Tick>
                  {code && (
                    <Button variant="secondary" onClick={() => onShow(code)} aria-label={planLinks.showOnPlanNamed(name)}>{planLinks.showOnPlan}</Button>
                  )}
                  <Button variant="ghost" onClick={() => visits.toggle({ exhibitorId: entry.exhibitorId })} aria-label={denahCopy.removeNamed(name)}>{denahCopy.remove}</Button>
                </ListRow>
              );
            })}
          </PlainList>
        </>
      )}
      {visits.status === 'ready' && visits.home && <KeptWhere home={visits.home} />}
    </Card>
  );
}

/** Without a plan: the exhibitors by booth code, each to its products and markable. */
export function ExhibitorsByBooth({ exhibitors }: { exhibitors: readonly ExhibitorSummary[] }) {
  const sorted = [...exhibitors].sort((a, b) => compareCodes(a.booth_code ?? '', b.booth_code ?? ''));
  if (sorted.length === 0) return <Meta>{denahCopy.noExhibitors}</Meta>;
  return (
    <PlainList>
      {sorted.map((exhibitor) => (
        <ListRow key={exhibitor.id}>
          <Link href={exhibitorPagePath(exhibitor.id)}>
            <strong>{exhibitor.booth_code}</strong> · {exhibitorName(exhibitor)}
            {exhibitor.category ? ` · ${exhibitor.category}` : ''}
          </Link>
          <VisitMarkButton entry={{ exhibitorId: exhibitor.id, name: exhibitorName(exhibitor), boothCode: exhibitor.booth_code }} />
        </ListRow>
      ))}
    </PlainList>
  );
}
