// An opened exhibitor with its products, a product's details (naming its exhibitor) and an
// unknown booth code's near matches. Its own chunk, loaded when one is opened (Produk's byte
// budget: the list and the search are what the route's first screen needs). Opening a detail
// moves focus to its heading; "back" returns to where the visitor came from.
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { Exhibitor, Product } from '@pameran/sdk';
import { copy } from '../../copy';
import { products as productsCopy } from '../../copy/products';
import { Button } from '../../components/Button';
import { BackButton } from './BackButton';
import { Card } from '../../components/Card';
import { Price } from '../../components/Price';
import { ResourceView } from '../../data/ResourceView';
import { useRead } from '../../data/useRead';
import { exhibitorProductRead, exhibitorRead } from '../../data/catalogue';
import { media } from '../../theme';
import { asList } from '../../lib/asList';
import { Meta } from '../../components/Section';
import { safeUrl } from '../../security/safeUrl';
import { AddToCartButton } from '../../features/cart/AddToCartButton';
import { ProductCard } from './ProductCard';
import { EAGER_CARDS } from './eagerCards';
import { exhibitorReadOf, nearBooths, normaliseBoothCode, viewHref, type ExhibitorLookup } from './views';
import { isNotFound } from '../../lib/notFound';
import { isConnectionFailure } from '../../../machines';
import { ResultLink } from './Search';
import { exhibitorName, productName } from '../../lib/labels';
import type { CatalogueExhibitor } from './catalogue';
import { VirtualList } from './VirtualList';
import { Picture } from '../../components/Picture';
import { ShowOnPlanLink } from '../../features/floorplan/ShowOnPlanLink';
import { VisitMarkButton } from '../../features/floorplan/VisitMarkButton';
import { boothLine } from './Exhibitors';
import { Notice } from './Notice';
import { ReachActions } from '../../features/reach/ReachActions';
import { ProductReach } from '../../features/reach/ProductReach';

/** An opened exhibitor's or product's page: the boot screen's exhibitor preview lays out the same (src/boot/prerender.tsx). */
export const Detail = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; color: ${({ theme }) => theme.color.brand}; }
  h2:focus { outline: none; }
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; }
`;

const Identity = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: flex-start;
  img { flex: none; width: 72px; height: 72px; border-radius: ${({ theme }) => theme.radius.sm}; }
  > div { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[1]}px; min-width: 0; }
`;

const ProductLayout = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  img { width: 100%; max-width: 320px; height: auto; aspect-ratio: 1; border-radius: ${({ theme }) => theme.radius.sm}; }
  data { font-size: ${({ theme }) => theme.font.size.xl}; font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.color.brand}; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px; margin: 0; }
  dt { color: ${({ theme }) => theme.color.inkMuted}; }
  dd { margin: 0; }
  ${media.wide} { grid-template-columns: 320px 1fr; align-items: start; }
`;
/** Focus the heading of a newly opened detail, so keyboard and screen-reader users land on it. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** A product card's way to its details. */
export function SpecsButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <Button variant="ghost" onClick={onClick} aria-label={productsCopy.productDetail(name)}>
      {productsCopy.specs}
    </Button>
  );
}

/** Under an exhibitor's "Produk" when it shows none (the boot screen's too). */
export const NoProducts = () => <Meta>{productsCopy.exhibitorNoProducts}</Meta>;

function ProductGrid({ products, onOpenProduct }: { products: Product[]; onOpenProduct(id: number): void }) {
  if (products.length === 0) return <NoProducts />;
  return (
    <VirtualList
      items={products}
      itemKey={(product) => `p:${product.id}`}
      estimateSize={360}
      columns={2}
      wideColumns={4}
      label={productsCopy.productsListLabel(products.length)}
      restoreKey={`products-of:${products[0]?.exhibitor_id ?? ''}`}
      renderItem={(product, index) => (
        <ProductCard
          name={productName(product)}
          price={product.price}
          imageUrl={product.image_url}
          lazy={index >= EAGER_CARDS}
          extra={<SpecsButton name={productName(product)} onClick={() => onOpenProduct(product.id)} />}
          action={<AddToCartButton productId={product.id} kind="product" name={productName(product)} />}
        />
      )}
    />
  );
}

/** Where a detail's back button leads: its label and what it does. */
export interface DetailBack { label: string; onBack(): void }

/** The directory's entry for an exhibitor asked for by number or booth code, if it lists it. */
export function directoryEntry(lookup: ExhibitorLookup, directory: readonly CatalogueExhibitor[]): CatalogueExhibitor | undefined {
  return lookup.by === 'id'
    ? directory.find((entry) => entry.id === lookup.id)
    : directory.find((entry) => entry.booth_code !== '' && normaliseBoothCode(entry.booth_code) === lookup.code);
}

export function ExhibitorDetail({ lookup, directory, back, onOpenProduct }: { lookup: ExhibitorLookup; directory: readonly CatalogueExhibitor[]; back: DetailBack; onOpenProduct(id: number): void }) {
  const exhibitor = useRead<Exhibitor>(exhibitorReadOf(lookup));
  const offline = exhibitor.status === 'failure' && isConnectionFailure(exhibitor.error);
  // Offline at the venue: what the loaded directory knows, until the network
  // is back (the read store asks again then).
  const listed = offline ? directoryEntry(lookup, directory) : undefined;
  const { retry } = exhibitor;
  return (
    <Detail>
      <BackButton onBack={back.onBack} label={back.label} />
      {listed ? (
        <DirectoryEntry exhibitor={listed} onRetry={retry} />
      ) : lookup.by === 'code' && exhibitor.status === 'failure' && isNotFound(exhibitor.error) ? (
        <BoothNotFound code={lookup.code} directory={directory} />
      ) : (
        <ResourceView resource={exhibitor}>
          {(found: Exhibitor) => <ExhibitorBody exhibitor={found} onOpenProduct={onOpenProduct} />}
        </ResourceView>
      )}
    </Detail>
  );
}

const NotFound = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const NearList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  ${media.wide} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/** An unknown booth code is an absence, not a failure: say so, and offer the booths nearest to it in the directory. */
function BoothNotFound({ code, directory }: { code: string; directory: readonly CatalogueExhibitor[] }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const near = nearBooths(code, directory);
  return (
    <NotFound aria-labelledby="booth-not-found">
      <h2 id="booth-not-found" ref={heading} tabIndex={-1}>{productsCopy.boothNotFound(code)}</h2>
      <p>{near.length > 0 ? productsCopy.boothNotFoundNear : productsCopy.boothNotFoundHint}</p>
      {near.length > 0 && (
        <NearList aria-label={productsCopy.nearBoothsLabel}>
          {near.map((exhibitor) => (
            <li key={exhibitor.id}>
              <ResultLink href={viewHref({ type: 'exhibitor', lookup: { by: 'id', id: exhibitor.id } })}>
                <strong>{exhibitorName(exhibitor)}</strong>
                <Meta>{boothLine(exhibitor)}</Meta>
              </ResultLink>
            </li>
          ))}
        </NearList>
      )}
    </NotFound>
  );
}

/**
 * An exhibitor whose details cannot be read without a network, but which the directory already
 * on the device lists: its name, booth, hall and category, the way to its booth, and a note that
 * the rest comes with a connection (the read is asked for again when the device is back online).
 */
function DirectoryEntry({ exhibitor, onRetry }: { exhibitor: CatalogueExhibitor; onRetry(): void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const name = exhibitorName(exhibitor);
  return (
    <>
      <Identity>
        <Picture src={exhibitor.logo_url} alt={copy.home.logoAlt(name)} width={72} height={72} />
        <div>
          <h2 ref={heading} tabIndex={-1}>{name}</h2>
          <Meta>{boothLine(exhibitor)}</Meta>
          {exhibitor.booth_code && <div><ShowOnPlanLink target={{ boothCode: exhibitor.booth_code, name }} /></div>}
          <div><VisitMarkButton entry={{ exhibitorId: exhibitor.id, name, boothCode: exhibitor.booth_code || undefined }} /></div>
        </div>
      </Identity>
      {/* A calm line, not an error: what is shown is true, only not all there is. */}
      <Notice>
        <p role="status">{productsCopy.directoryOnly}</p>
        <Button variant="secondary" onClick={onRetry}>{copy.common.retry}</Button>
      </Notice>
    </>
  );
}

/** What an exhibitor's page shows of it, as text and parts: its page, and the boot screen's preview of it. */
export interface ExhibitorViewProps {
  name: string;
  logo: string | undefined;
  /** Its booth, hall and category, as one line (boothLine). */
  boothLine: string;
  /** The way to its booth on the plan (ShowOnPlanLink), after the line; none without a booth. */
  planLink: ReactNode;
  description: string | undefined;
  /** Under the text: the visit mark, a signed-in visitor's. */
  visitMark: ReactNode;
  /** Its website's address as the gate lets it through; 'unavailable': it has one the gate refused. */
  website: string | 'unavailable' | undefined;
  /** Under "Produk": its products, or the line saying it shows none. */
  products: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** An exhibitor's identity card and its products' heading, then its products. */
export function ExhibitorView({ name, logo, boothLine, planLink, description, visitMark, website, products, headingRef }: ExhibitorViewProps) {
  return (
    <>
      <Identity>
        <Picture src={logo} alt={copy.home.logoAlt(name)} width={72} height={72} />
        <div>
          <h2 ref={headingRef} tabIndex={-1}>{name}</h2>
          {(boothLine || planLink) && <Meta>{boothLine}{planLink && <> · {planLink}</>}</Meta>}
          {description && <p>{description}</p>}
          <div>{visitMark}</div>
          {website && (website === 'unavailable' ? (
            <Meta>{productsCopy.websiteUnavailable}</Meta>
          ) : (
            <a href={website} target="_blank" rel="noopener noreferrer">{productsCopy.website}</a>
          ))}
        </div>
      </Identity>
      <h3>{productsCopy.exhibitorProducts}</h3>
      {products}
    </>
  );
}

function ExhibitorBody({ exhibitor, onOpenProduct }: { exhibitor: Exhibitor; onOpenProduct(id: number): void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const name = exhibitorName(exhibitor);
  return (
    <ExhibitorView
      headingRef={heading}
      name={name}
      logo={exhibitor.logo_url}
      boothLine={boothLine(exhibitor)}
      planLink={exhibitor.booth_code && <ShowOnPlanLink target={{ boothCode: exhibitor.booth_code, name }} />}
      description={exhibitor.description}
      visitMark={
        <>
          <VisitMarkButton entry={{ exhibitorId: exhibitor.id, name, boothCode: exhibitor.booth_code }} />
          <ReachActions signedInOnly target={{ exhibitorId: exhibitor.id, exhibitorName: name, boothCode: exhibitor.booth_code }} whatsapp={exhibitor.whatsapp} />
        </>
      }
      website={exhibitor.website ? safeUrl(exhibitor.website) ?? 'unavailable' : undefined}
      products={<ProductGrid products={asList(exhibitor.products)} onOpenProduct={onOpenProduct} />}
    />
  );
}

export function ProductDetail({ id, back, exhibitorHref }: { id: number; back: DetailBack; exhibitorHref(id: number): string }) {
  const product = useRead(exhibitorProductRead(id));
  return (
    <Detail>
      <BackButton onBack={back.onBack} label={back.label} />
      <ResourceView resource={product}>
        {(found: Product) => <ProductBody product={found} exhibitorHref={exhibitorHref} />}
      </ResourceView>
    </Detail>
  );
}

/**
 * Whose product this is: the exhibitor's name as a link to its page, its booth and the way to
 * the booth on the plan. The exhibitor's read is the one its own page uses (one request, shared).
 */
function ProductExhibitor({ exhibitorId, href }: { exhibitorId: number; href: string }) {
  const exhibitor = useRead(exhibitorRead(exhibitorId));
  const found = exhibitor.status === 'success' ? exhibitor.data : undefined;
  const name = found ? exhibitorName(found) : null;
  return (
    <p>
      {productsCopy.productBy} <Link href={href}>{name ?? copy.unnamed.exhibitor(exhibitorId)}</Link>
      {found?.booth_code && <> · {productsCopy.booth(found.booth_code, found.hall)}</>}
      {' · '}
      <ShowOnPlanLink target={found?.booth_code ? { boothCode: found.booth_code, name: name ?? undefined } : { exhibitorId }} />
    </p>
  );
}

function ProductBody({ product, exhibitorHref }: { product: Product; exhibitorHref(id: number): string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const specs = asList(product.specs);
  return (
    <ProductLayout>
      <Picture src={product.image_url} alt={productsCopy.imageAlt(productName(product))} width={320} height={320} />
      <Detail>
        <h2 ref={heading} tabIndex={-1}>{productName(product)}</h2>
        <Price amount={product.price} />
        {product.description && <p>{product.description}</p>}
        {product.exhibitor_id !== undefined && (
          <>
            <ProductExhibitor exhibitorId={product.exhibitor_id} href={exhibitorHref(product.exhibitor_id)} />
            <div><VisitMarkButton entry={{ exhibitorId: product.exhibitor_id }} /></div>
          </>
        )}
        {specs.length > 0 && (
          <>
            <h3>{productsCopy.specs}</h3>
            <dl>
              {specs.map((spec) => (
                <div key={spec.label} style={{ display: 'contents' }}>
                  <dt>{spec.label}</dt>
                  <dd>{spec.value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        <div>
          <AddToCartButton productId={product.id} kind="product" name={productName(product)} />
        </div>
        {product.exhibitor_id !== undefined && <ProductReach exhibitorId={product.exhibitor_id} product={{ id: product.id, name: productName(product) }} />}
      </Detail>
    </ProductLayout>
  );
}
