// A calm line on the brand's soft tint with its action beside it: the cart's state above
// Produk's search, and an exhibitor shown from the directory while offline (Details.tsx).
import styled from 'styled-components';
import { Card } from '../../components/Card';

export const Notice = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.brandSoft};
  p { margin: 0; }
`;
