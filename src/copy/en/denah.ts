import type { English } from '../translation';
import type { denah as indonesian } from '../denah';

const boothCount = (count: number) => `${count} ${count === 1 ? 'booth' : 'booths'}`;

/** /denah (the floor plan) and the visitor's list of booths to visit. */
export const denah: English<typeof indonesian> = {
  searchLabel: 'Search booths, exhibitors or products',
  searchToggle: 'Search',
  searchHint: 'For example: A-05, Bearing or CNC.',
  resultsCount: (count: number) =>
    count === 0 ? 'No matching booths.' : `${boothCount(count)} ${count === 1 ? 'matches' : 'match'}.`,
  resultsMore: (count: number) => `…and ${count} more ${count === 1 ? 'booth' : 'booths'}. Narrow your search.`,
  resultsLabel: 'Search results',
  matchedProduct: (product: string) => `product: ${product}`,
  viewLabel: 'View',
  viewPlan: 'Floor plan',
  viewList: 'Booth list',
  zoomLabel: 'Plan zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Whole floor plan',
  planLabel: (halls: number, booths: number) =>
    `Fair floor plan: ${halls} ${halls === 1 ? 'hall' : 'halls'}, ${boothCount(booths)}. Choose a booth to see its exhibitor.`,
  planHint: 'Drag to move the plan; pinch or scroll to zoom.',
  boothName: (code: string, exhibitor: string | undefined, category: string | undefined, notes: string[]) =>
    [`Booth ${code}`, exhibitor ?? 'vacant', category, ...notes].filter(Boolean).join(', '),
  noteSelected: 'selected',
  noteMatch: 'matches the search',
  noteMarked: 'want to visit',
  noteVisited: 'visited',
  legendHeading: 'Key',
  legendFree: 'Vacant booth',
  legendMarked: 'want to visit',
  legendVisited: 'visited',
  legendMatch: 'Dashed outline: matches the search',
  hallFallback: (id: string) => `Hall ${id}`,
  booth: (code: string, hall: string | undefined) => (hall ? `Booth ${code} · ${hall}` : `Booth ${code}`),
  freeBoothTitle: (code: string) => `Booth ${code}`,
  freeBooth: 'No exhibitor has taken this booth yet.',
  categoryUnknown: 'Category not given',
  viewProducts: 'View products',
  closeCard: 'Close',
  closeCardNamed: (code: string) => `Close the details of booth ${code}`,
  boothNotFound: (code: string) => `Booth ${code} is not on the floor plan.`,
  exhibitorNotFound: 'This exhibitor is not on the floor plan.',
  noPlanTitle: 'Floor plan not available yet',
  noPlanDescription: 'The organisers have not provided a floor plan yet. Here is the list of exhibitors by booth code.',
  noExhibitors: 'No exhibitors yet.',
  // The visitor's own list of booths to visit.
  visitHeading: 'Booths I want to visit',
  visitEmpty: 'None yet. Mark exhibitors from the floor plan, the booth list or a products page.',
  visitSignIn: 'Sign in to mark the booths you want to visit.',
  visitSignInLink: 'Sign in',
  visitLoading: 'Loading your visit list…',
  visitProgress: (visited: number, total: number) => `${visited} of ${total} visited.`,
  visitedTick: (name: string) => `Visited: ${name}`,
  remove: 'Remove',
  removeNamed: (name: string) => `Remove ${name} from your visit list`,
  loadingPlan: 'Loading the floor plan…',
};
