// An alert is a small Radix dialog with role="alertdialog" and one OK button, which takes
// focus when it opens. The backdrop does not dismiss it; Escape and Back count as OK. Like
// Dialog, it keeps the layering rule (the floating banners wait while it is open).
import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { copy } from '../../copy';
import { Button } from '../Button';
import { Overlay, Panel, Title } from '../Dialog';
import { useBackCloses } from '../Dialog/backCloses';
import { useModalLayer } from '../FloatingBanners/modalLayer';

const Message = styled(RadixDialog.Description)`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.color.ink};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space[5]}px;
`;

const AlertTitle = styled(Title)`
  padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[2]}px;
`;

export interface AlertDialogProps {
  open: boolean;
  title: string;
  /** Optional body under the title; without it the title says everything. */
  message?: string;
  onOk(): void;
  okLabel?: string;
  tone?: 'success' | 'error' | 'info';
  /** false for the dialog route /popup-alert, whose route is its history entry (see Dialog). */
  closesOnBack?: boolean;
}

export function AlertDialog({ open, title, message, onOk, okLabel = copy.common.ok, tone = 'info', closesOnBack = true }: AlertDialogProps) {
  useModalLayer(open);
  useBackCloses(open, onOk, closesOnBack);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => { if (!next) onOk(); }}>
      <RadixDialog.Portal>
        <Overlay $layer="alert" />
        <Panel
          role="alertdialog"
          $layer="alert"
          $maxWidth="400px"
          data-tone={tone}
          {...(message ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <AlertTitle>{title}</AlertTitle>
          {message ? <Message>{message}</Message> : null}
          <Actions>
            <Button variant={tone === 'error' ? 'danger' : 'primary'} onClick={onOk}>{okLabel}</Button>
          </Actions>
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
