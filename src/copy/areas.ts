// The areas in `copy` (src/copy/index.ts): only those the first route — an anonymous /home —
// reads, because every line here puts the area's text into every visitor's first download
// (the first route's byte budget, tests/unit/budget.test.ts). To add an area: create
// `src/copy/<area>.ts` exporting `export const <area> = { … } as const;`, and add a line here
// only if main.tsx's static imports or the home screen read it.
export { unnamed } from './unnamed'; //     a thing the platform sent without a name: its kind and number
export { common } from './common'; //       shared states and buttons (spinner, error, empty, dialogs, header)
export { shell } from './shell'; //         the app shell: header, navigation, session notice, error boundary, screen titles
export { access } from './access'; //       AuthGate's sign-in prompt (home's rooms need a signed-in visitor)
export { home } from './home'; //           the home screen (the first route)
export { countdown } from './countdown'; // the countdown clock (home's next-session countdown)
// The statecharts' own texts, among them the one fallback for an error without a message of its
// own (machines/messages.ts; English in ./en/machineMessages.ts): machines/ cannot import copy.
export { messages as machineMessages } from '../../machines';
// Every other area is read only by lazily loaded code, so it is imported from its own file
// (`import { products as productsCopy } from '../../copy/products'`) and arrives with the
// screen that shows it:
//   gift          (src/copy/gift.ts)          the gift dialog and /popup-gift
//   login         (src/copy/login.ts)         /login, and the profile's edit-details dialog
//   profile       (src/copy/profile.ts)       /profile and /popup-gift's sign-in prompt
//   popups        (src/copy/popups.ts)        /popup-alert, /popup-media and the terms dialog
//   notFound      (src/copy/notFound.ts)      the not-found screen
//   products      (src/copy/products.ts)      /products and the add-to-cart button
//   transactions  (src/copy/transactions.ts)  /my-transaction and the live page's products
//   journey       (src/copy/journey.ts)       /journey
//   liveStream    (src/copy/liveStream.ts)    /live-stream (player, survey, demonstrated products)
//   agenda        (src/copy/agenda.ts)        the agenda screen and the calendar/reminder buttons
//   reminders     (src/copy/reminders.ts)     the reminder button, banner and notifications
//   adminGift     (src/copy/adminGift.ts)     the organisers' admin-gift screen
//   pwa           (src/copy/pwa.ts)           the offline and update banners (src/pwa)
//   denah         (src/copy/denah.ts)         /denah and the "ingin dikunjungi" marks on other screens
