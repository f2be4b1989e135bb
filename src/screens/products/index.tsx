// /products: exhibitors' products and merchandise. The screen opens on what visitors come for:
// one search field (exhibitors, their products and merchandise, by name or by what is sold) with
// hall and category filters, then the exhibitors; merchandise is the second tab and the booth-code
// form is folded away. Visitors open an exhibitor from the list, by its number or by its booth
// code, look at a product's details and add items to the cart (the cart statechart). What is open, the search and the filters are the URL (views.ts), so Back works.
// Anonymous visitors browse everything and are asked to log in to buy.
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import type { Merchandise } from '@pameran/sdk';
import { copy } from '../../copy';
import { products as productsCopy } from '../../copy/products';
import { Button } from '../../components/Button';
import { BackButton } from './BackButton';
import { PageHeader } from '../../components/PageHeader';
import { ResourceView } from '../../data/ResourceView';
import { Tabs } from '../../components/Tabs';
import { TextField } from '../../components/TextField';
import { useApi } from '../../data/api';
import { selectCartQuantity } from '../../../machines';
import { useAuthStatus, useCart } from '../../app/hooks';
import { useRead } from '../../data/useRead';
import { merchandiseRead } from '../../data/catalogue';
import { media } from '../../theme';
import { asList } from '../../lib/asList';
import { Feedback, Meta, Section } from '../../components/Section';
import { AddToCartButton } from '../../features/cart/AddToCartButton';
import { ExhibitorList } from './Exhibitors';
import { LoadingState } from '../../components/Spinner';
import { whenIdleAfterLoad } from '../../lib/idle';
import { ProductCard } from './ProductCard';
import { EAGER_CARDS } from './eagerCards';
import { merchandiseName } from '../../lib/labels';
import { type ExhibitorLookup, exhibitorReadOf, hasQuery, listHref, lookupFromInput, queryFromSearch, viewFromSearch, viewHref, type CatalogueQuery, type CatalogueView } from './views';
import { catalogueOf, useExhibitors, type CatalogueState } from './catalogue';
import type { Resource } from '../../data/useRead';
import { SearchPanel, SearchResults, useCatalogueSearch, type SearchPanelProps } from './Search';
import { VirtualList } from './VirtualList';
import { BoothStamp } from '../../features/stamps/BoothStampGate';
import { ScanLink } from '../../features/stamps/ScanLink';
import { Notice } from './Notice';
import { SIGN_IN_NOTICE_ATTRIBUTE } from '../../lib/signInNotice';

export type TabKey = 'merchandise' | 'exhibitors';



/** The booth-code form, folded: most visitors search or scan a booth's code instead. */
const Fold = styled.details`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const FindForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  ${media.wide} { grid-template-columns: 1fr auto; align-items: start; button { margin-top: 1.6rem; } }
`;


const TabBody = styled.div`
  padding-top: ${({ theme }) => theme.space[4]}px;
`;

/** What logging in unlocks, said to an anonymous visitor (also in the boot screen). */
export function AnonymousNotice() {
  return (
    <Notice {...{ [SIGN_IN_NOTICE_ATTRIBUTE]: '' }}>
      <p>{productsCopy.anonymousNotice}</p>
      <Link href="/login">{copy.access.loginLink}</Link>
    </Notice>
  );
}

/**
 * Produk's tools above its lists: the search, a booth code, the cart's notice (`cart`), the
 * scanner. index.html's boot screen renders them too (src/boot/prerender.tsx), as an anonymous
 * visitor first sees them.
 */
export function ProductsTools({ query, exhibitors, onChange, onFind, cart }: SearchPanelProps & { onFind(view: CatalogueView): void; cart: ReactNode }) {
  return (
    <>
      <SearchPanel query={query} exhibitors={exhibitors} onChange={onChange} />
      <FindExhibitor onFind={onFind} />
      {cart}
      <ScanLink />
    </>
  );
}

/** Produk's two tabs, the exhibitors' first (the boot screen's too). */
export function ProductsTabs({ tab, onSelect, exhibitors, merchandise }: { tab: TabKey; onSelect(tab: TabKey): void; exhibitors: ReactNode; merchandise: ReactNode }) {
  return (
    <Tabs<TabKey>
      label={productsCopy.tabsLabel}
      selected={tab}
      onSelect={onSelect}
      tabs={[
        { key: 'exhibitors', label: productsCopy.exhibitorsTab, panel: <TabBody>{exhibitors}</TabBody> },
        { key: 'merchandise', label: productsCopy.merchandiseTab, panel: <TabBody>{merchandise}</TabBody> },
      ]}
    />
  );
}

/** Anonymous: what logging in unlocks. Signed in: the cart's size (announced as it changes); an add's error shows under its button. */
function CartStatus() {
  const status = useAuthStatus();
  const quantity = useCart(selectCartQuantity, 0);
  if (status === 'anonymous') return <AnonymousNotice />;
  if (status !== 'authenticated') return null;
  return (
    <>
      <Notice>
        <p role="status">{productsCopy.cartSummary(quantity)}</p>
        <Link href="/my-transaction">{productsCopy.openCart}</Link>
      </Notice>
    </>
  );
}

function merchandiseCard(item: Merchandise, index: number) {
  return (
    <ProductCard
      name={merchandiseName(item)}
      price={item.price}
      imageUrl={item.image_url}
      lazy={index >= EAGER_CARDS}
      extra={item.stock !== undefined && <Meta>{productsCopy.stock(item.stock)}</Meta>}
      action={<AddToCartButton productId={item.id} kind="merchandise" name={merchandiseName(item)} soldOut={item.stock !== undefined && item.stock <= 0} />}
    />
  );
}

function MerchandiseList({ merchandise }: { merchandise: Resource<Merchandise[]> }) {
  return (
    <ResourceView resource={merchandise} empty={{ title: productsCopy.merchandiseEmpty, description: '' }}>
      {(items: Merchandise[]) => (
        <VirtualList
          items={asList(items)}
          itemKey={(item) => `m:${item.id}`}
          estimateSize={380}
          columns={2}
          wideColumns={4}
          label={productsCopy.merchandiseListLabel(asList(items).length)}
          restoreKey="merchandise"
          renderItem={merchandiseCard}
        />
      )}
    </ResourceView>
  );
}

/** One merchandise item on its own (a search result's address). */
function MerchandiseDetail({ id, merchandise, onBack }: { id: number; merchandise: Resource<Merchandise[]>; onBack(): void }) {
  const back = <BackButton onBack={onBack} label={productsCopy.backToList} />;
  if (merchandise.status !== 'success') return <>{back}<MerchandiseList merchandise={merchandise} /></>;
  const item = asList(merchandise.data).find((m) => m.id === id);
  return (
    <>
      {back}
      {item ? <MerchandiseSingle>{merchandiseCard(item, 0)}</MerchandiseSingle> : <Feedback $tone="danger" role="alert">{productsCopy.merchandiseNotFound}</Feedback>}
    </>
  );
}

/** The search and the find form under an opened item, set apart from it. */
const Below = styled.div`
  margin-top: ${({ theme }) => theme.space[6]}px;
  padding-top: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.color.line};
`;

/**
 * An opened item's page (an exhibitor, a product, a merchandise item): Produk's title, the item,
 * and below it Produk's tools (`tools`). The boot screen draws an exhibitor's page with it too.
 */
export function ItemPage({ children, tools }: { children: ReactNode; tools: ReactNode }) {
  return (
    <>
      <PageHeader title={copy.shell.titles.products} />
      {children}
      <Below>{tools}</Below>
    </>
  );
}

const MerchandiseSingle = styled.div`
  max-width: 320px;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

function FindExhibitor({ onFind }: { onFind(view: CatalogueView): void }) {
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lookup = lookupFromInput(input);
    if (!lookup) {
      setError(productsCopy.findEmpty);
      return;
    }
    setError(null);
    onFind({ type: 'exhibitor', lookup });
  };
  return (
    <Fold>
      <summary>{productsCopy.findToggle}</summary>
      <Section title={productsCopy.findHeading}>
      <FindForm onSubmit={submit} noValidate>
        <TextField
          label={productsCopy.findLabel}
          hint={productsCopy.findHint}
          error={error}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">{productsCopy.findSubmit}</Button>
      </FindForm>
      </Section>
    </Fold>
  );
}

// An opened exhibitor or product is its own chunk (the route's byte budget), fetched when the
// page is idle so a tap on a result does not wait for it.
const loadDetails = () => import('./Details');
const ExhibitorDetail = lazy(() => loadDetails().then((module) => ({ default: module.ExhibitorDetail })));
const ProductDetail = lazy(() => loadDetails().then((module) => ({ default: module.ProductDetail })));

/** Opening an item puts it at the top of the screen, wherever the list or results were scrolled. */
function useTopOnOpen(itemKey: string | null) {
  useLayoutEffect(() => {
    if (itemKey !== null && window.scrollY > 0) window.scrollTo(0, 0);
  }, [itemKey]);
}

export { loader } from './loader';

export default function ProductsScreen() {
  const api = useApi();
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = viewFromSearch(search);
  const query = queryFromSearch(search);
  const merchandise = useRead(merchandiseRead());
  const exhibitors = useExhibitors(api);
  // Merchandise that failed to load is simply not searchable (its tab shows the error).
  const { status: merchandiseStatus, data: merchandiseData } = merchandise;
  const catalogue: CatalogueState = useMemo(
    () => catalogueOf(exhibitors, merchandiseStatus === 'success' ? asList(merchandiseData) : merchandiseStatus === 'loading' ? null : []),
    [exhibitors, merchandiseStatus, merchandiseData],
  )
  const ready = catalogue.status === 'ready' ? catalogue.catalogue : null;
  const catalogueSearch = useCatalogueSearch(ready);
  // An opened exhibitor or product belongs to the exhibitors tab, a merchandise item to its own:
  // the list shows that tab when the visitor goes back to it.
  const itemTab: TabKey | null = view.type === 'exhibitor' || view.type === 'product' ? 'exhibitors' : view.type === 'merchandise' ? 'merchandise' : null;
  const [chosenTab, setTab] = useState<TabKey>(itemTab ?? 'exhibitors');
  if (itemTab !== null && itemTab !== chosenTab) setTab(itemTab);
  const tab = itemTab ?? chosenTab;
  // The tab is marked chosen at once; its panel (a list of thousands of exhibitors) renders at
  // React's lower priority, in slices a frame or another tap can come between.
  const panelTab = useDeferredValue(tab);
  // The exhibitor list stays mounted, hidden, once shown: laying out thousands of rows again on
  // each return to its tab was the longest task of the screen.
  const [exhibitorsShown, setExhibitorsShown] = useState(panelTab === 'exhibitors');
  if (panelTab === 'exhibitors' && !exhibitorsShown) setExhibitorsShown(true);
  const openView = (next: CatalogueView) => navigate(viewHref(next, query));
  // One function for the memoised exhibitor list, calling the latest openView.
  const openViewRef = useRef(openView);
  openViewRef.current = openView;
  const openExhibitor = useCallback((lookup: ExhibitorLookup) => openViewRef.current({ type: 'exhibitor', lookup }), []);
  // The first change of a search pushes an address (Back leaves the search); typing on replaces it.
  const changeQuery = (next: CatalogueQuery) => navigate(listHref(next), { replace: view.type === 'list' && hasQuery(query) && hasQuery(next) });
  const showResults = view.type === 'list' && hasQuery(query) && ready !== null;
  useTopOnOpen(view.type === 'list' ? null : viewHref(view));
  useEffect(() => whenIdleAfterLoad(() => void loadDetails().catch(() => undefined)), []);

  const tools = <ProductsTools query={query} exhibitors={ready?.exhibitors ?? []} onChange={changeQuery} onFind={openView} cart={<CartStatus />} />;
  if (view.type !== 'list') {
    // An opened item (a result, a shared link) comes first, at the top of the screen; the
    // search below it keeps the query it was found with.
    const toList = { label: productsCopy.backToList, onBack: () => navigate(listHref(query)) };
    return (
      <ItemPage tools={tools}>
        {/* A booth's QR code (?booth=&stamp=): its stamp and visit tick. */}
        <BoothStamp search={search} />
        <Suspense fallback={<LoadingState />}>
          {view.type === 'exhibitor' && (
            <ExhibitorDetail lookup={view.lookup} directory={ready?.exhibitors ?? []} back={toList} onOpenProduct={(id) => openView({ type: 'product', id, back: view })} />
          )}
          {view.type === 'product' && (
            <ProductDetail
              id={view.id}
              // From a search, back is the results; from an exhibitor's page, that page.
              back={hasQuery(query) || view.back.type === 'list' ? toList : { label: copy.common.back, onBack: () => openView(view.back) }}
              exhibitorHref={(id) => viewHref({ type: 'exhibitor', lookup: { by: 'id', id } }, query)}
            />
          )}
        </Suspense>
        {view.type === 'merchandise' && <MerchandiseDetail id={view.id} merchandise={merchandise} onBack={toList.onBack} />}
      </ItemPage>
    );
  }

  return (
    <>
      <PageHeader title={copy.shell.titles.products} />
      {tools}
      {showResults ? (
        <SearchResults catalogue={ready} search={catalogueSearch} query={query} restoreKey={`results:${search}`} onClearFilters={() => changeQuery({ ...query, hall: '', category: '' })} />
      ) : (
        <ProductsTabs
          tab={tab}
          onSelect={setTab}
          // Not rendered before it is first shown: a list mounted hidden cannot measure what is on screen.
          exhibitors={exhibitorsShown && <ExhibitorList catalogue={catalogue} onOpen={openExhibitor} />}
          // Like the exhibitors: a hidden list would restore its scroll position against a page it is not on.
          merchandise={panelTab === 'merchandise' && <MerchandiseList merchandise={merchandise} />}
        />
      )}
    </>
  );
}
