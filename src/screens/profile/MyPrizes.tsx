// "Hadiah saya": what this visitor has claimed, when, and how to collect it (GET /api/users/brochure, assumed).
import styled from 'styled-components';
import type { ClaimedGift } from '@pameran/sdk';
import { profile as profileCopy } from '../../copy/profile';
import { gift as giftCopy } from '../../copy/gift';
import { Card } from '../../components/Card';
import { Picture } from '../../components/Picture';
import { ResourceView } from '../../data/ResourceView';
import { Meta } from '../../components/Section';
import { asList } from '../../lib/asList';
import { formatDateTime } from '../../lib/time';
import { useRead } from '../../data/useRead';
import { claimedGiftsRead } from '../../data/catalogue';

const Panel = styled(Card).attrs({ as: 'section' })`
  grid-column: 1 / -1;
  h2 { margin: 0 0 ${({ theme }) => theme.space[3]}px; font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.brand}; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[2]}px; }
  li { display: grid; grid-template-columns: 40px 1fr; gap: ${({ theme }) => theme.space[3]}px; align-items: center; }
  img { width: 40px; height: 40px; border-radius: ${({ theme }) => theme.radius.sm}; }
  strong { display: block; overflow-wrap: anywhere; }
`;

export function MyPrizes() {
  const claimed = useRead(claimedGiftsRead());
  return (
    <Panel aria-labelledby="my-prizes-heading">
      <h2 id="my-prizes-heading">{profileCopy.myPrizes}</h2>
      <ResourceView resource={claimed} empty={{ title: profileCopy.myPrizesEmpty, description: profileCopy.myPrizesEmptyHint }}>
        {(list: ClaimedGift[]) => (
          <ul>
            {asList(list).map((gift) => (
              <li key={gift.id}>
                <Picture src={gift.image_url} alt="" width={40} height={40} loading="lazy" />
                <span>
                  <strong>{gift.name || profileCopy.prizeWithoutName(gift.id)}</strong>
                  {gift.claimed_at && <Meta>{profileCopy.claimedAt(formatDateTime(gift.claimed_at))}</Meta>}
                  <Meta>{giftCopy.howToCollect(gift.how_to_collect?.trim() || giftCopy.howToCollectDefault)}</Meta>
                </span>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </Panel>
  );
}
