// "Ingin dikunjungi": adds an exhibitor to the visitor's list of booths to visit, or takes it
// off again (a toggle button, so its state is announced). Signed-in visitors only: for anyone
// else it shows nothing, and the screen says why where the list lives (/denah).
import { planLinks as denahCopy } from '../../../copy/planLinks';
import { useVisitList, type VisitEntry } from '../visitList';
import { Button } from '../../../components/Button';
import { StarIcon } from '../../../components/Icon/more';

export function VisitMarkButton({ entry }: { entry: Omit<VisitEntry, 'visited'> }) {
  const visits = useVisitList();
  if (visits.status !== 'ready') return null;
  const marked = visits.isMarked(entry.exhibitorId);
  const name = entry.name ?? denahCopy.thisExhibitor;
  return (
    <Button
      variant={marked ? 'accent' : 'secondary'}
      aria-pressed={marked}
      aria-label={denahCopy.markNamed(name)}
      onClick={() => visits.toggle(entry)}
    >
      <StarIcon size={20} filled={marked} />
      {denahCopy.mark}
    </Button>
  );
}
