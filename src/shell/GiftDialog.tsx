// 'Pilih Hadiah' (SPEC §2): the prize picker over a giftClaim actor. Loaded on demand by
// ./GiftDialogHost, for a prize list that arrives and for the /popup-gift route; it only renders
// the actor's state and sends the visitor's intents to it.
import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import {
  selectCanChoose,
  selectClaimedPrize,
  selectGiftAlert,
  selectIsGiftClosed,
  selectPrizeList,
  selectIsSubmit,
  selectSelectedPrizeId,
  selectShowChooseButton,
  selectVisiblePrizes,
  type Prize,
} from '../../machines';
import { gift as giftCopy } from '../copy/gift';
import type { GiftClaimActorRef } from '../app/hooks';
import { safeUrl } from '../security/safeUrl';
import { AlertDialog } from '../components/AlertDialog';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { EmptyState } from '../components/EmptyState';
import { Grid } from '../components/Grid';
import { GiftIcon } from '../components/Icon';
import { CheckIcon } from '../components/Icon/more';
import { prizeName } from '../lib/labels';
import { Spinner } from '../components/Spinner';

const Item = styled.button<{ $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 3px solid ${({ theme, $selected }) => ($selected ? theme.color.accent : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $selected }) => ($selected ? '#fff7e0' : theme.color.surface)};
  box-shadow: ${({ theme, $selected }) => ($selected ? `0 0 0 2px ${theme.color.accent}` : 'none')};
  text-align: center;
  cursor: pointer;
  &:disabled { cursor: default; }
`;

const Picture = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.inkMuted};
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: contain; }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Tick = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[1]}px;
  right: ${({ theme }) => theme.space[1]}px;
  display: inline-flex;
  padding: 2px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
`;

const Submitting = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.brand};
`;

function PrizeItem({ prize, selected, disabled, onSelect }: { prize: Prize; selected: boolean; disabled: boolean; onSelect(): void }) {
  // A picture the gate refuses (src/security/safeUrl.ts) shows the gift icon instead.
  const image = safeUrl(prize.image_url, 'image');
  return (
    <Item type="button" $selected={selected} aria-pressed={selected} disabled={disabled} onClick={onSelect} data-prize-id={prize.id}>
      <Picture>{image ? <img src={image} alt="" loading="lazy" /> : <GiftIcon size={40} />}</Picture>
      <Name>{prizeName(prize)}</Name>
      {selected && (
        <Tick>
          <CheckIcon size={16} />
          <span className="visually-hidden">{giftCopy.selected}</span>
        </Tick>
      )}
    </Item>
  );
}

/**
 * How to collect the prize, from the claim's answer (ClaimReceipt's x-assumed `how_to_collect`),
 * read tolerantly: any body, any shape; only a non-empty string counts.
 */
export function howToCollect(receipt: string | void): string | null {
  try {
    const how: unknown = JSON.parse(receipt ?? '').data.how_to_collect;
    return typeof how === 'string' && how.trim() ? how.trim() : null;
  } catch {
    return null;
  }
}

/** Which prize was claimed and how to collect it: the platform's words, or the organisers' desk. */
function claimedMessage(claimed: ReturnType<typeof selectClaimedPrize>, prizes: readonly Prize[]): string | undefined {
  if (!claimed) return undefined;
  const prize = prizes.find((p) => p.id === claimed.id) ?? { id: claimed.id };
  return `${giftCopy.claimedPrize(prizeName(prize))} ${giftCopy.howToCollect(howToCollect(claimed.receipt) ?? giftCopy.howToCollectDefault)}`;
}

export interface GiftDialogProps {
  actor: GiftClaimActorRef;
  /** false while it is the /popup-gift route's: that route is its history entry (GiftDialogHost). */
  closesOnBack?: boolean;
}

export default function GiftDialog({ actor, closesOnBack = true }: GiftDialogProps) {
  const prizes = useSelector(actor, selectVisiblePrizes);
  const selectedId = useSelector(actor, selectSelectedPrizeId);
  const canChoose = useSelector(actor, selectCanChoose);
  const showChoose = useSelector(actor, selectShowChooseButton);
  const isSubmit = useSelector(actor, selectIsSubmit);
  const alert = useSelector(actor, selectGiftAlert);
  const closed = useSelector(actor, selectIsGiftClosed);
  const claimed = useSelector(actor, selectClaimedPrize);
  const allPrizes = useSelector(actor, selectPrizeList);
  // 'Berhasil di klaim' stands alone: the picker (its spinner still turning) is not left under it.
  const succeeded = alert?.kind === 'success';

  const footer = showChoose ? (
    <Button variant="accent" disabled={!canChoose} onClick={() => actor.send({ type: 'user.submitPrize' })}>
      {giftCopy.choose}
    </Button>
  ) : (
    <Submitting>
      <Spinner size={22} label={giftCopy.submitting} />
      {giftCopy.submitting}
    </Submitting>
  );

  return (
    <>
      <Dialog
        open={!closed && !succeeded}
        title={giftCopy.title}
        description={giftCopy.description}
        onClose={() => actor.send({ type: 'user.closeGift' })}
        dismissible={false}
        closeLabel={giftCopy.close}
        closesOnBack={closesOnBack}
        footer={footer}
      >
        {prizes.length === 0 ? (
          <EmptyState icon={<GiftIcon size={40} />} title={giftCopy.emptyTitle} description={giftCopy.emptyDescription} />
        ) : (
          <Grid $columns={2} $wideColumns={4} role="group" aria-label={giftCopy.title}>
            {prizes.map((prize) => (
              <PrizeItem
                key={prize.id}
                prize={prize}
                selected={prize.id === selectedId}
                disabled={isSubmit}
                onSelect={() => actor.send({ type: 'user.selectPrize', id: prize.id })}
              />
            ))}
          </Grid>
        )}
      </Dialog>
      {alert && !closed && (
        <AlertDialog
          open
          tone={alert.kind === 'success' ? 'success' : 'error'}
          title={alert.kind === 'success' ? giftCopy.success : giftCopy.errorTitle}
          message={succeeded ? claimedMessage(claimed, allPrizes) : alert.message}
          onOk={() => actor.send({ type: 'user.acknowledgeAlert' })}
          closesOnBack={closesOnBack}
        />
      )}
    </>
  );
}
