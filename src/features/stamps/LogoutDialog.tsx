// "Keluar dari akun ini?": what logout removes from this device and what stays with the account,
// asked before the visitor is signed out. Loaded only when "Keluar" is tapped.
import styled from 'styled-components';
import { profile as profileCopy } from '../../copy/profile';
import { stamps as stampsCopy } from '../../copy/stamps';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  p { margin: 0; }
  .warning { color: ${({ theme }) => theme.color.danger}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

export interface LogoutDialogProps {
  /** The visitor's code: the key back into the account, said once more before it is gone from the screen. */
  code: string | null;
  /** Booth stamps waiting on this device that logout would delete (offline only), 0 when none. */
  waitingStamps: number;
  onConfirm(): void;
  onCancel(): void;
}

export default function LogoutDialog({ code, waitingStamps, onConfirm, onCancel }: LogoutDialogProps) {
  return (
    <Dialog
      open
      title={profileCopy.logoutTitle}
      onClose={onCancel}
      maxWidth="28rem"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>{waitingStamps > 0 ? stampsCopy.stayForStamps : profileCopy.logoutCancel}</Button>
          <Button variant="danger" onClick={onConfirm}>{waitingStamps > 0 ? stampsCopy.logoutAnyway : profileCopy.logoutConfirm}</Button>
        </>
      }
    >
      <Body>
        {waitingStamps > 0 && <p className="warning" role="alert">{stampsCopy.logoutDropsStamps(waitingStamps)}</p>}
        <p>{profileCopy.logoutRemoved}</p>
        <p>{profileCopy.logoutLists}</p>
        <p>{profileCopy.logoutKept}</p>
        {code && <p><strong>{profileCopy.logoutCode(code)}</strong></p>}
      </Body>
    </Dialog>
  );
}
