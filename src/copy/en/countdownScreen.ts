import type { English } from '../translation';
import type { countdownScreen as indonesian } from '../countdownScreen';

/** The countdown screen's session details (the clock's own words are `countdown`). */
export const countdownScreen: English<typeof indonesian> = {
  startsAt: (when: string) => `Starts ${when}`,
  speaker: (name: string) => `Speaker: ${name}`,
  room: (name: string) => `Room: ${name}`,
};
