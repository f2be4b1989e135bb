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
export { adminGift } from './adminGift';
export { agenda } from './agenda';
export { reminders } from './reminders';
