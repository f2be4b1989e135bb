// An alert is a small Radix dialog with role="alertdialog" and one OK button, which takes
// focus when it opens. The backdrop does not dismiss it; Escape counts as OK.
import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { copy } from '../../copy';
import { Button } from '../Button';
import { Overlay, Panel, Title } from '../Dialog';

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
}

export function AlertDialog({ open, title, message, onOk, okLabel = copy.common.ok, tone = 'info' }: AlertDialogProps) {
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
