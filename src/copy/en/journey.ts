import type { English } from '../translation';
import type { journey as indonesian } from '../journey';

/** The journey screen: the event's highlights. */
export const journey: English<typeof indonesian> = {
  intro: "Highlights waiting for you at this year's fair.",
  empty: 'The event highlights are not available yet.',
  imageAlt: (title: string) => `Illustration: ${title}`,
  toProducts: "View exhibitors' products",
};
