import type { English } from '../translation';
import type { countdown as indonesian } from '../countdown';

const unit = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The countdown to the tracked session (79), shared by the countdown, home and live-stream screens. */
export const countdown: English<typeof indonesian> = {
  intro: 'The main launch session is about to begin.',
  units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  spoken: (days: number, hours: number, minutes: number, seconds: number) =>
    `${unit(days, 'day', 'days')} ${unit(hours, 'hour', 'hours')} ${unit(minutes, 'minute', 'minutes')} ${unit(seconds, 'second', 'seconds')} to go`,
  loading: 'Loading the session schedule…',
  started: 'The session has started!',
  watch: 'Watch the live stream',
  absent: 'This session is not in the upcoming schedule.',
  unavailable: 'The session schedule could not be loaded. Reload the page to try again.',
  backHome: 'Back to Home',
};
