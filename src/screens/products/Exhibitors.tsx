// The exhibitor tab's list (the catalogue: the paged call or the event info), only the rows on
// screen rendered. Opened exhibitors and products are ./Details.tsx, loaded when one is opened.
import { memo, type MouseEvent } from 'react';
import styled from 'styled-components';
import { copy } from '../../copy';
import { products as productsCopy } from '../../copy/products';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/Spinner';
import { ErrorState } from '../../components/ErrorState';
import { Meta } from '../../components/Section';
import { exhibitorName } from '../../lib/labels';
import type { CatalogueState } from './catalogue';
import type { ExhibitorLookup } from './views';
import { exhibitorPagePath } from '../../lib/paths';
import { VirtualList } from './VirtualList';
import { Picture } from '../../components/Picture';

const ExhibitorLink = styled.a`
  width: 100%;
  min-height: 44px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: left;
  color: inherit;
  text-decoration: none;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.color.line}; }
  img { flex: none; width: 48px; height: 48px; border-radius: ${({ theme }) => theme.radius.sm}; }
  strong { display: block; color: ${({ theme }) => theme.color.brand}; }
`;
/** The rows whose logos load at once: a phone's first screen of them. */
export const EAGER_ROWS = 6;

/**
 * One exhibitor of the list: logo, name and booth line, a link to its page (`href`), which the
 * app opens itself (`onOpen`) on a plain tap. The boot screen's rows are these too
 * (src/boot/prerender.tsx), and their links work before the app has come.
 */
export function ExhibitorRow({ href, name, line, logo, eager, onOpen }: { href: string; name: string; line: string; logo: string | undefined; eager: boolean; onOpen?(): void }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <ExhibitorLink href={href} onClick={open}>
      <Picture src={logo} alt="" width={48} height={48} loading={eager ? 'eager' : 'lazy'} />
      <span>
        <strong>{name}</strong>
        <Meta>{line}</Meta>
      </span>
    </ExhibitorLink>
  );
}

/**
 * The exhibitor list of the whole fair, only the rows on screen rendered (VirtualList). Memoised:
 * a tap on another tab renders the screen at once, and must not lay out the list with it.
 */
export const ExhibitorList = memo(function ExhibitorList({ catalogue, onOpen }: { catalogue: CatalogueState; onOpen(lookup: ExhibitorLookup): void }) {
  if (catalogue.status === 'loading') return <LoadingState />;
  if (catalogue.status === 'failure') return <ErrorState message={catalogue.error.message} onRetry={catalogue.retry} />;
  const { exhibitors, total, complete } = catalogue.catalogue;
  if (exhibitors.length === 0) return <EmptyState title={productsCopy.exhibitorsEmpty} description="" />;
  return (
    <>
      {!complete && exhibitors.length < total && <Meta role="status">{productsCopy.loadingMore(exhibitors.length, total)}</Meta>}
      <VirtualList
        items={exhibitors}
        itemKey={(exhibitor) => `e:${exhibitor.id}`}
        estimateSize={84}
        columns={1}
        wideColumns={2}
        label={productsCopy.exhibitorsListLabel(total)}
        setSize={total}
        restoreKey="exhibitors"
        renderItem={(exhibitor, index) => (
          <ExhibitorRow
            href={exhibitorPagePath(exhibitor.id)}
            name={exhibitorName(exhibitor)}
            line={boothLine(exhibitor)}
            logo={exhibitor.logo_url}
            eager={index < EAGER_ROWS}
            onOpen={() => onOpen({ by: 'id', id: exhibitor.id })}
          />
        )}
      />
    </>
  );
});
/** "Stan A-12 · Hall A · Mesin": whichever of the three the platform sent (the category in the visitor's language where known). */
export function boothLine(exhibitor: { booth_code?: string; hall?: string; category?: string }): string {
  const booth = exhibitor.booth_code ? productsCopy.booth(exhibitor.booth_code, exhibitor.hall) : exhibitor.hall;
  return [booth, exhibitor.category && copy.home.categoryName(exhibitor.category)].filter(Boolean).join(' · ');
}
