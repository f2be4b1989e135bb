// What Produk reads on its first render (src/data/doorReads.ts).
import { eventRead, exhibitorPageRead, merchandiseRead } from '../../data/catalogue';
import type { Loader } from '../../data/doorReads';
import { exhibitorReadOf, viewFromSearch } from './views';

/**
 * On the list, the exhibitors' first page (the tab Produk opens on; the event's exhibitors stand
 * in on a platform without pages), and the merchandise (the other tab and the search) asked for
 * ahead. On a deep link, the exhibitor a booth's QR code or a shared link opens, and the
 * merchandise (its search); the exhibitors' first page after them, not sharing the slow link.
 */
export const loader: Loader = ({ search }) => {
  const view = viewFromSearch(search);
  const later = [eventRead()];
  if (view.type !== 'exhibitor' && view.type !== 'product' && view.type !== 'merchandise') {
    // SPEC names no list of exhibitors: where the first page is not found, the event's stand in (./catalogue.ts loadExhibitors).
    return { first: [exhibitorPageRead(1)], prefetched: [merchandiseRead()], later, standIns: [[exhibitorPageRead(1), eventRead()]] };
  }
  return { first: [merchandiseRead(), ...(view.type === 'exhibitor' ? [exhibitorReadOf(view.lookup)] : [])], later: [exhibitorPageRead(1), ...later] };
};
