// What the shell does, showing nothing, once the page is idle: stamps left waiting on the device
// go out, and the visitor's QR code is kept for the venue without a network. One chunk for both:
// each lazy module costs the first route its own import.
import StampQueue from '../features/stamps/StampQueue';
import KeepBadge from '../features/session/KeepBadge';

export default function LateTasks() {
  return (
    <>
      <StampQueue />
      <KeepBadge />
    </>
  );
}
