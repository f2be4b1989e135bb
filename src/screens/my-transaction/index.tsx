// /my-transaction: the visitor's cart (from the cart statechart) and orders (read-only list).
// The header's cart icon links here. Anonymous visitors get a prompt to log in.
import styled from 'styled-components';
import { copy } from '../../copy';
import { transactions as transactionsCopy } from '../../copy/transactions';
import { PageHeader } from '../../components/PageHeader';
import { media } from '../../theme';
import { Section } from '../../components/Section';
import { AuthGate } from '../../features/session/AuthGate';
import { CartPanel } from './Cart';
import { OrderList } from './Orders';

const Columns = styled.div`
  ${media.desktop} {
    display: grid;
    grid-template-columns: 3fr 2fr;
    column-gap: ${({ theme }) => theme.space[6]}px;
    align-items: start;
  }
`;

function Transactions() {
  return (
    <Columns>
      <Section title={transactionsCopy.cartHeading}>
        <CartPanel />
      </Section>
      <Section title={transactionsCopy.ordersHeading}>
        <OrderList />
      </Section>
    </Columns>
  );
}

export default function MyTransactionScreen() {
  return (
    <>
      <PageHeader title={copy.shell.titles.myTransaction} />
      <AuthGate hint={transactionsCopy.loginHint}>
        <Transactions />
      </AuthGate>
    </>
  );
}
