import styled from 'styled-components';
import { notFound as notFoundCopy } from '../../copy/notFound';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';

const Code = styled.p`
  margin: 0;
  font-size: 3rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brand};
`;

/** Any path the route table does not know. */
export default function NotFoundScreen() {
  return (
    <EmptyState
      headingLevel="h1"
      icon={<Code aria-hidden="true">404</Code>}
      title={notFoundCopy.title}
      description={notFoundCopy.description}
      action={<LinkButton href="/home">{notFoundCopy.toHome}</LinkButton>}
    />
  );
}
