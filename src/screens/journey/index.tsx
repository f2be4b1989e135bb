// /journey: the event's highlights (from the event info), one card each, as a visual story.
import styled from 'styled-components';
import type { EventInfo, Highlight } from '@pameran/sdk';
import { copy } from '../../copy';
import { journey as journeyCopy } from '../../copy/journey';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { ResourceView } from '../../data/ResourceView';
import { useRead } from '../../data/useRead';
import { eventRead } from '../../data/catalogue';
import { media } from '../../theme';
import { asList } from '../../lib/asList';
import { Picture } from '../../components/Picture';

const Story = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  ${media.wide} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/**
 * A highlight is something to read, not a way anywhere: flat on the page under an accent rule,
 * never a raised card like the links elsewhere (it would look tappable and lead nowhere).
 */
const Item = styled.article`
  height: 100%;
  padding-top: ${({ theme }) => theme.space[3]}px;
  border-top: 3px solid ${({ theme }) => theme.color.accent};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  img { width: 100%; height: auto; aspect-ratio: 1; border-radius: ${({ theme }) => theme.radius.sm}; }
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.brand}; }
  p { margin: 0; }
`;

function Highlights({ highlights }: { highlights: Highlight[] }) {
  if (highlights.length === 0) return <EmptyState title={journeyCopy.empty} description="" />;
  return (
    <Story>
      {highlights.map((highlight, index) => (
        <li key={`${index}-${highlight.title}`}>
          <Item>
            {/* The first card is above the fold on a phone; the rest load as they scroll in. */}
            <Picture src={highlight.image_url} alt={highlight.title ? journeyCopy.imageAlt(highlight.title) : ''} width={320} height={320} loading={index === 0 ? 'eager' : 'lazy'} />
            {highlight.title && <h2>{highlight.title}</h2>}
            {highlight.body && <p>{highlight.body}</p>}
          </Item>
        </li>
      ))}
    </Story>
  );
}

export default function JourneyScreen() {
  const event = useRead(eventRead());
  return (
    <>
      <PageHeader title={copy.shell.titles.journey} subtitle={journeyCopy.intro} />
      <ResourceView resource={event}>
        {(info: EventInfo) => (
          <>
            <Highlights highlights={asList(info.highlights)} />
            <LinkButton href="/products" $variant="secondary">{journeyCopy.toProducts}</LinkButton>
          </>
        )}
      </ResourceView>
    </>
  );
}
