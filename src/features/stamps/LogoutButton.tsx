// The profile's "Keluar": logout deletes the visitor's store on the device, and with it the
// stamps still waiting to be sent. Offline they cannot go first, so the visitor is told how many
// would be lost and chooses; online (or with nothing waiting) it logs out at once, as before.
import { useState } from 'react';
import styled from 'styled-components';
import { selectAccessToken } from '../../../machines';
import { stamps as stampsCopy } from '../../copy/stamps';
import { Button } from '../../components/Button';
import { useAuth } from '../../app/hooks';
import { countWaitingStamps } from './stampStore';

const Warning = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  p { flex-basis: 100%; margin: 0; color: ${({ theme }) => theme.color.danger}; }
`;

export function LogoutButton({ label, onLogout }: { label: string; onLogout(): void }) {
  const token = useAuth(selectAccessToken, null);
  const [waiting, setWaiting] = useState(0);
  const askFirst = async () => {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const count = offline && token ? await countWaitingStamps(token).catch(() => 0) : 0;
    if (count > 0) setWaiting(count);
    else onLogout();
  };
  if (waiting === 0) return <Button variant="danger" onClick={() => void askFirst()}>{label}</Button>;
  return (
    <Warning role="alert">
      <p>{stampsCopy.logoutDropsStamps(waiting)}</p>
      <Button variant="danger" onClick={onLogout}>{stampsCopy.logoutAnyway}</Button>
      <Button variant="secondary" onClick={() => setWaiting(0)}>{stampsCopy.stayForStamps}</Button>
    </Warning>
  );
}
