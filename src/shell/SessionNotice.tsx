// Loaded only when it shows (AppShell): a session rarely ends under the visitor, so the first
// route does not carry this notice and its words.
import styled from 'styled-components';
import { Link } from 'wouter';
import { session as sessionCopy } from '../copy/session';
import { Button } from '../components/Button';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  a { display: inline-flex; align-items: center; min-height: 44px; }
`;

export type SessionEnd = 'expired' | 'elsewhere';

/**
 * Why the visitor is no longer signed in, with the way back: after a 401 to any bearer call
 * mid-session ('expired'), or when another tab's logout signed this one out too ('elsewhere').
 */
export default function SessionNotice({ reason, onDismiss }: { reason: SessionEnd; onDismiss(): void }) {
  return (
    <Notice role="alert">
      <span>{reason === 'expired' ? sessionCopy.expired : sessionCopy.signedOutElsewhere}</span>
      {reason === 'expired' && <span>{sessionCopy.expiredWhy}</span>}
      <Link href="/login">{sessionCopy.signInAgain}</Link>
      <Button variant="ghost" onClick={onDismiss}>
        {sessionCopy.dismiss}
      </Button>
    </Notice>
  );
}
