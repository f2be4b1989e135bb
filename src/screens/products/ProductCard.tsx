// One catalogue item (merchandise or an exhibitor's product): picture, name, price, extras and
// the add-to-cart action. The picture has fixed dimensions, so loading it shifts nothing.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { products as productsCopy } from '../../copy/products';
import { Card } from '../../components/Card';
import { Price } from '../../components/Price';
import { Picture } from '../../components/Picture';

const Item = styled(Card)`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  img { width: 100%; height: auto; aspect-ratio: 1; border-radius: ${({ theme }) => theme.radius.sm}; background: ${({ theme }) => theme.color.skeleton}; }
  h3 { font-size: ${({ theme }) => theme.font.size.md}; overflow-wrap: anywhere; }
  data { font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.color.brand}; }
  /* The action fills the card's width; narrow phone columns need the room more than the padding. */
  > :last-child { margin-top: auto; > * { width: 100%; padding: 0 ${({ theme }) => theme.space[2]}px; } }
`;

export interface ProductCardProps {
  name: string;
  /** Absent: "Harga belum tersedia". */
  price: number | undefined;
  imageUrl: string | undefined;
  /** Lines under the price (stock, a details button…). */
  extra?: ReactNode;
  action: ReactNode;
  /** Cards past the first row load their picture lazily. */
  lazy: boolean;
}

export function ProductCard({ price, ...card }: ProductCardProps) {
  return <ProductCardView {...card} priceLine={<Price amount={price} />} />;
}

/** The card with its price line as given: the boot screen's preview writes the price into a template (src/boot/prerender.tsx). */
export function ProductCardView({ name, priceLine, imageUrl, extra, action, lazy }: Omit<ProductCardProps, 'price'> & { priceLine: ReactNode }) {
  return (
    <Item as="article">
      <Picture src={imageUrl} alt={productsCopy.imageAlt(name)} width={320} height={320} loading={lazy ? 'lazy' : 'eager'} />
      <h3>{name}</h3>
      {priceLine}
      {extra}
      <div>{action}</div>
    </Item>
  );
}
