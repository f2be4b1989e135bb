// /products: merchandise and exhibitors' products. Visitors can open an exhibitor from the list,
// by its number or by its booth code, look at a product's details and add items to the cart
// (the cart statechart). Anonymous visitors browse everything and are asked to log in to buy.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import type { Merchandise } from '@pameran/sdk';
import { copy } from '../../copy';
import { products as productsCopy } from '../../copy/products';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { ResourceView } from '../../components/ResourceView';
import { Tabs } from '../../components/Tabs';
import { TextField } from '../../components/TextField';
import { useApi } from '../../state/api';
import { useAuthStatus, useCartQuantity } from '../../state/hooks';
import { useResource } from '../../state/useResource';
import { media } from '../../theme';
import { asList } from '../../state/asList';
import { ListGrid, Meta, Section } from '../../components/Section';
import { AddToCartButton } from '../../components/AddToCartButton';
import { CatalogueBody } from './Exhibitors';
import { EAGER_CARDS, ProductCard } from './ProductCard';
import { lookupFromInput, searchFromView, viewFromSearch, type CatalogueView } from './views';

type TabKey = 'merchandise' | 'exhibitors';

const Notice = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.brandSoft};
  p { margin: 0; }
`;


const FindForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  ${media.wide} { grid-template-columns: 1fr auto; align-items: start; button { margin-top: 1.6rem; } }
`;


const TabBody = styled.div`
  padding-top: ${({ theme }) => theme.space[4]}px;
`;

/** Anonymous: what logging in unlocks. Signed in: the cart's size (announced as it changes); an add's error shows under its button. */
function CartStatus() {
  const status = useAuthStatus();
  const quantity = useCartQuantity();
  if (status === 'anonymous') {
    return (
      <Notice>
        <p>{productsCopy.anonymousNotice}</p>
        <Link href="/login">{copy.access.loginLink}</Link>
      </Notice>
    );
  }
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

function MerchandiseList() {
  const api = useApi();
  const merchandise = useResource(async (signal) => api.events.merchandise({ signal }), []);
  return (
    <ResourceView resource={merchandise} empty={{ title: productsCopy.merchandiseEmpty, description: '' }}>
      {(items: Merchandise[]) => (
        <ListGrid $columns={2} $wideColumns={4}>
          {asList(items).map((item, index) => (
            <li key={item.id}>
              <ProductCard
                name={item.name}
                price={item.price}
                imageUrl={item.image_url}
                lazy={index >= EAGER_CARDS}
                extra={<Meta>{productsCopy.stock(item.stock)}</Meta>}
                action={<AddToCartButton productId={item.id} kind="merchandise" name={item.name} soldOut={item.stock <= 0} />}
              />
            </li>
          ))}
        </ListGrid>
      )}
    </ResourceView>
  );
}

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
  );
}

export default function ProductsScreen() {
  // The address is the view: opening a booth or a product pushes its own /products?… entry.
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => viewFromSearch(search), [search]);
  const [tab, setTab] = useState<TabKey>(view.type === 'list' ? 'merchandise' : 'exhibitors');
  useEffect(() => {
    if (view.type !== 'list') setTab('exhibitors');
  }, [view]);
  const openView = (next: CatalogueView) => {
    navigate(`/products${searchFromView(next)}`);
    setTab('exhibitors');
  };

  return (
    <>
      <PageHeader title={copy.shell.titles.products} />
      <CartStatus />
      <FindExhibitor onFind={openView} />
      <Tabs<TabKey>
        label={productsCopy.tabsLabel}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'merchandise', label: productsCopy.merchandiseTab, panel: <TabBody><MerchandiseList /></TabBody> },
          { key: 'exhibitors', label: productsCopy.exhibitorsTab, panel: <TabBody><CatalogueBody view={view} onNavigate={openView} /></TabBody> },
        ]}
      />
    </>
  );
}

