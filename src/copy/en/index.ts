// The English text of the app, for the fair's foreign exhibitors and buyers: one module per
// Indonesian table, each typed against it (src/copy/translation.ts). The property name is the
// module's file name. A key's note is said once, in its Indonesian table.
import { access } from './access';
import { adminGift } from './adminGift';
import { agenda } from './agenda';
import { boot } from './boot';
import { common } from './common';
import { unnamed } from './unnamed';
import { countdown } from './countdown';
import { countdownScreen } from './countdownScreen';
import { denah } from './denah';
import { exhibitorDesk } from './exhibitorDesk';
import { gift } from './gift';
import { home } from './home';
import { journey } from './journey';
import { liveStream } from './liveStream';
import { login } from './login';
import { myDay } from './myDay';
import { notFound } from './notFound';
import { planLinks } from './planLinks';
import { popups } from './popups';
import { products } from './products';
import { profile } from './profile';
import { pwa } from './pwa';
import { reach } from './reach';
import { reminders } from './reminders';
import { scanLink } from './scanLink';
import { session } from './session';
import { shell } from './shell';
import { stamps } from './stamps';
import { adminStamps } from './adminStamps';
import { transactions } from './transactions';
import { wayfinding } from './wayfinding';
import { MESSAGES } from './sdkErrors';
import { messages } from './machineMessages';

export const english = {
  common,
  unnamed,
  shell,
  access,
  home,
  countdown,
  adminGift,
  agenda,
  boot,
  countdownScreen,
  denah,
  exhibitorDesk,
  gift,
  journey,
  liveStream,
  login,
  myDay,
  notFound,
  planLinks,
  popups,
  products,
  profile,
  pwa,
  reach,
  reminders,
  scanLink,
  session,
  stamps,
  adminStamps,
  transactions,
  wayfinding,
  sdkErrors: MESSAGES,
  machineMessages: messages,
};
