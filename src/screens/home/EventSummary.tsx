// The event's identity at the top of /home. index.html's boot screen is this same component,
// rendered at build time (src/boot/prerender.tsx) and filled with the prefetched answer's text.
import styled from 'styled-components';
import type { EventInfo } from '@pameran/sdk';
import { copy } from '../../copy';
import { Card } from '../../components/Card';
import { Picture } from '../../components/Picture';
import { media } from '../../theme';
import { eventCardOf, type EventCardText } from './eventCard';

const EventCard = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  img { flex: none; width: 88px; height: 88px; border-radius: ${({ theme }) => theme.radius.md}; }
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: ${({ theme }) => theme.space[1]}px 0 0; }
  dl { margin: ${({ theme }) => theme.space[2]}px 0 0; font-size: ${({ theme }) => theme.font.size.sm}; }
  dt { font-weight: ${({ theme }) => theme.font.weight.bold}; display: inline; }
  dt::after { content: ': '; }
  dd { display: inline; margin: 0; }
  dd::after { content: ''; display: block; }
  ${media.wide} { img { width: 120px; height: 120px; } }
`;

/** The card from its lines; each line shows only when the platform sent it. */
export function EventCardView({ card }: { card: EventCardText & { name: string } }) {
  const dates = card.from && card.to ? copy.home.dateRange(card.from, card.to) : null;
  return (
    <EventCard as="section" aria-label={copy.home.eventHeading}>
      {card.banner && <Picture src={card.banner} alt={copy.home.bannerAlt(card.name)} width={88} height={88} />}
      <div>
        <h2>{card.name}</h2>
        {card.tagline && <p>{card.tagline}</p>}
        {(card.venue || dates) && (
          <dl>
            {card.venue && (
              <>
                <dt>{copy.home.venue}</dt>
                <dd>{card.venue}</dd>
              </>
            )}
            {dates && (
              <>
                <dt>{copy.home.dates}</dt>
                <dd>{dates}</dd>
              </>
            )}
          </dl>
        )}
      </div>
    </EventCard>
  );
}

/** The contract promises none of the event's fields: without a name the card says "Pameran". */
export function EventSummary({ event }: { event: EventInfo }) {
  const card = eventCardOf(event);
  return <EventCardView card={{ ...card, name: card.name ?? copy.common.appName }} />;
}
