// The notice a booth opened from its QR code shows above the exhibitor. The products screen
// holds its place from the first render (BoothStampGate), before the stamp's own chunk and the
// device's stamps have loaded, with the text the outcome will most likely have (an anonymous
// visitor is offered sign-in; a signed-in one sees it sent), so the exhibitor the visitor is
// reading does not move down when the outcome arrives.
import { Link } from 'wouter';
import styled from 'styled-components';
import { stamps as stampsCopy } from '../../copy/stamps';
import { useAuthStatus } from '../../app/hooks';

/** A neutral notice (sending, waiting): neither done nor failed yet. */
export const Info = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brandSoft};
`;

export function SignInForStamp({ code }: { code: string }) {
  return (
    <Info role="status">
      {stampsCopy.signInForStamp(code)} <Link href="/login">{stampsCopy.signIn}</Link>
    </Info>
  );
}

export function SendingStamp({ code }: { code: string }) {
  return <Info role="status">{stampsCopy.sending(code)}</Info>;
}

/** Until the stamp's outcome is known. */
export function PendingStampNotice({ code }: { code: string }) {
  return useAuthStatus() === 'anonymous' ? <SignInForStamp code={code} /> : <SendingStamp code={code} />;
}
