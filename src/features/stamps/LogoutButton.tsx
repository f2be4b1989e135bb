// The profile's "Keluar": it asks first, saying what leaves this device and what stays with the
// account (./LogoutDialog.tsx). Logout deletes the visitor's store on the device, and with it the
// stamps still waiting to be sent: offline they cannot go first, so the question also says how
// many would be lost.
import { lazy, Suspense, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { selectAccessToken, selectUser, type authMachine } from '../../../machines';
import { Button } from '../../components/Button';
import { useAuth } from '../../app/hooks';
import { countWaitingStamps } from './stampStore';

const LogoutDialog = lazy(() => import('./LogoutDialog'));

const selectVisitorCode = (snapshot: SnapshotFrom<typeof authMachine>): string | null => selectUser(snapshot)?.code || null;

export function LogoutButton({ label, onLogout }: { label: string; onLogout(): void }) {
  const token = useAuth(selectAccessToken, null);
  const code = useAuth(selectVisitorCode, null);
  const [asking, setAsking] = useState<{ waitingStamps: number } | null>(null);
  const ask = async () => {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const waitingStamps = offline && token ? await countWaitingStamps(token).catch(() => 0) : 0;
    setAsking({ waitingStamps });
  };
  return (
    <>
      <Button variant="danger" onClick={() => void ask()}>{label}</Button>
      {asking && (
        <Suspense fallback={null}>
          <LogoutDialog code={code} waitingStamps={asking.waitingStamps} onConfirm={onLogout} onCancel={() => setAsking(null)} />
        </Suspense>
      )}
    </>
  );
}
