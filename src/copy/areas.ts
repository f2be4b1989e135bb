// One line per copy area. To add an area: create `src/copy/<area>.ts` exporting
// `export const <area> = { … } as const;` and add ONE line here.
export { common } from './common';
export { shell } from './shell';
export { gift } from './gift';
export { login } from './login';
export { profile } from './profile';
export { popups } from './popups';
export { notFound } from './notFound';
export { access } from './access';
export { home } from './home';
export { products } from './products';
export { transactions } from './transactions';
export { journey } from './journey';
export { liveStream } from './liveStream';
export { countdown } from './countdown';
// Areas read only by lazily loaded code are imported from their own file
// (`import { agenda } from '../../copy/agenda'`), not registered here: a line here puts
// the area's text into every visitor's first route (tests/unit/budget.test.ts).
//   agenda     (src/copy/agenda.ts)     the agenda screen and the calendar/reminder buttons
//   reminders  (src/copy/reminders.ts)  the reminder button, banner and notifications
//   adminGift  (src/copy/adminGift.ts)  the organisers' admin-gift screen
