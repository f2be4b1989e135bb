import type { English } from '../translation';
import type { planLinks as indonesian } from '../planLinks';

/** What other screens (Products) say about the floor plan: a link to a booth, the "to visit" mark. */
export const planLinks: English<typeof indonesian> = {
  showOnPlan: 'Show on floor plan',
  showOnPlanNamed: (name: string) => `Show on floor plan: ${name}`,
  mark: 'Want to visit',
  markNamed: (name: string) => `Mark as want to visit: ${name}`,
  thisExhibitor: 'this exhibitor',
};
