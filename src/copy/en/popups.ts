import type { English } from '../translation';
import type { popups as indonesian } from '../popups';

/** The dialog routes: popup-media, popup-alert, popup-tnc. */
export const popups: English<typeof indonesian> = {
  mediaTitle: 'Media viewer',
  mediaEmpty: 'There is no media to show.',
  mediaVideoLabel: 'Video player',
  alertTitle: 'Notice',
  alertDefault: 'No new notices.',
  tncTitle: 'Terms and Conditions',
  tncAccept: 'I agree',
  tncBody: [
    'The details you enter are used by the fair organisers for the event, session invitations and prize delivery.',
    'Each prize sent to you can be claimed once; you can still claim the other prizes in the same list.',
    'Prizes cannot be exchanged for cash and are subject to availability.',
    'The organisers may contact you through the salesperson you named, with product offers.',
    'By registering, you agree to receive promotional information from the organisers and exhibitors.',
  ],
};
