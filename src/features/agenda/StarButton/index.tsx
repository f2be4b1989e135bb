// "Tandai": stars a session for "Sesi saya", or takes the star off (a toggle button, so its state
// is announced). Signed-in visitors only: for anyone else it shows nothing, and the agenda says
// why where "Sesi saya" is. A session the platform registered in the visitor's name is on the
// list anyway: it says so instead of offering a star.
import { Button } from '../../../components/Button';
import { Meta } from '../../../components/Section';
import { StarIcon } from '../../../components/Icon/more';
import { agenda as agendaCopy } from '../../../copy/agenda';
import { useStars } from '../stars';

export function StarButton({ session, registered = false }: { session: { id: number; title: string }; registered?: boolean }) {
  const stars = useStars();
  if (stars.status !== 'ready') return null;
  if (registered) return <Meta>{agendaCopy.registered}</Meta>;
  const starred = stars.isStarred(session.id);
  return (
    <Button variant={starred ? 'accent' : 'secondary'} aria-pressed={starred} aria-label={agendaCopy.starLabel(session.title)} onClick={() => stars.toggle(session.id)}>
      <StarIcon size={20} filled={starred} />
      {starred ? agendaCopy.starred : agendaCopy.star}
    </Button>
  );
}

export default StarButton;
