// Mounted by the shell on every screen, loaded when the page is idle: stamps still waiting on the
// device (the network dropped as they went out, then the visitor reloaded or came back later)
// go out from whichever screen the visitor opens, not only from a booth's page or the card.
// Only a waiting queue brings in the stamp store, which then reads the card and sends the queue
// as those screens do, and on each `online` event after that. A logout drops the stamps scanned
// signed out in this tab: they go to nobody who signs in after it.
import { useEffect, useRef, useState } from 'react';
import { selectAccessToken } from '../../../machines';
import { useAuth, useAuthStatus } from '../../app/hooks';
import { dropPendingStamps, hasWaitingStamps, useStamps } from './stampStore';

function SendWaitingStamps() {
  useStamps();
  return null;
}

export default function StampQueue() {
  const status = useAuthStatus();
  const token = useAuth(selectAccessToken, null);
  const [waiting, setWaiting] = useState(false);
  const previousStatus = useRef(status);
  useEffect(() => {
    if (previousStatus.current === 'authenticated' && status === 'anonymous') dropPendingStamps();
    previousStatus.current = status;
  }, [status]);
  useEffect(() => {
    // On logout `waiting` stays: the mounted store then forgets the visitor (useStamps).
    if (status !== 'authenticated' || token === null) return undefined;
    let current = true;
    void hasWaitingStamps(token)
      .then((yes) => {
        if (current) setWaiting(yes);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [status, token]);
  return waiting ? <SendWaitingStamps /> : null;
}
