import styled from 'styled-components';
import { Link } from 'wouter';
import { selectSessionExpired } from '../../machines';
import { copy } from '../copy';
import { Button } from '../components/Button';
import { useAppSend, useAuth } from '../app/hooks';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
`;

/** After a 401 to any bearer call mid-session: asks the visitor to sign in again. */
export function SessionNotice() {
  const expired = useAuth(selectSessionExpired, false);
  const send = useAppSend();
  if (!expired) return null;
  return (
    <Notice role="alert">
      <span>{copy.shell.sessionExpired}</span>
      <Link href="/login">{copy.shell.signInAgain}</Link>
      <Button variant="ghost" onClick={() => send({ type: 'user.dismissSessionNotice' })}>
        {copy.shell.dismiss}
      </Button>
    </Notice>
  );
}
