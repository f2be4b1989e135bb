// What Produk reads on its first render (src/data/doorReads.ts).
import { eventRead, exhibitorPageRead, merchandiseRead } from '../../data/catalogue';
import type { Loader } from '../../data/doorReads';
import { exhibitorReadOf, viewFromSearch } from './views';

/**
 * The merchandise, which the screen reads on every address (its list, and its search on a deep
 * link), and the exhibitor a booth's QR code or a shared link opens. The exhibitors' first page
 * fills the other tab and the search: asked for ahead on the list, not on a deep link, whose
 * slow link it would share; the event's exhibitors stand in on a platform without pages.
 */
export const loader: Loader = ({ search }) => {
  const view = viewFromSearch(search);
  const later = [eventRead()];
  if (view.type !== 'exhibitor' && view.type !== 'product' && view.type !== 'merchandise') return { first: [merchandiseRead()], prefetched: [exhibitorPageRead(1)], later };
  return { first: [merchandiseRead(), ...(view.type === 'exhibitor' ? [exhibitorReadOf(view.lookup)] : [])], later: [exhibitorPageRead(1), ...later] };
};
