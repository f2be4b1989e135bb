// Every Indonesian text table of the app, by name: what an English table (src/copy/en/) must match
// key for key, and what choosing a language writes into (src/copy/en/apply.ts). Imported only by
// the English chunk and tests, so it puts nothing into the first route.
export { access } from './access';
export { adminGift } from './adminGift';
export { agenda } from './agenda';
export { boot } from './boot';
export { common } from './common';
export { unnamed } from './unnamed';
export { countdown } from './countdown';
export { countdownScreen } from './countdownScreen';
export { denah } from './denah';
export { exhibitorDesk } from './exhibitorDesk';
export { gift } from './gift';
export { home } from './home';
export { journey } from './journey';
export { liveStream } from './liveStream';
export { login } from './login';
export { myDay } from './myDay';
export { notFound } from './notFound';
export { planLinks } from './planLinks';
export { popups } from './popups';
export { products } from './products';
export { profile } from './profile';
export { pwa } from './pwa';
export { reach } from './reach';
export { reminders } from './reminders';
export { scanLink } from './scanLink';
export { session } from './session';
export { shell } from './shell';
export { stamps } from './stamps';
export { adminStamps } from './adminStamps';
export { transactions } from './transactions';
export { wayfinding } from './wayfinding';
/** The SDK's own error texts (an answer without a usable `error.message`). */
export { MESSAGES as sdkErrors } from '@pameran/sdk';
/** The statecharts' own texts ('Berhasil di klaim', the fallback error). */
export { messages as machineMessages } from '../../machines';
