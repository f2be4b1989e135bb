import { table } from './registry';
/** The countdown screen's session details (the clock's own words are `countdown`, in the first route). */
export const countdownScreen = table('countdownScreen', {
  startsAt: (when: string) => `Mulai ${when}`,
  speaker: (name: string) => `Pembicara: ${name}`,
  room: (name: string) => `Ruang: ${name}`,
} as const);
