// Paths the app navigates to. HOME_PATH is the statecharts' (the visitor's own logout goes there).
export { HOME_PATH } from '../../machines';

export { liveStreamPath } from './livePath';
export { DENAH_PATH, denahBoothPath, denahExhibitorPath } from './denahPath';

/** An exhibitor's page on Produk (/products?exhibitor=…). */
export const exhibitorPagePath = (exhibitorId: number | string) => `/products?exhibitor=${exhibitorId}`;

/** The agenda of every session (/agenda). */
export const AGENDA_PATH = '/agenda';

/** The visitor's day on one timeline (/hari-saya). */
export const MY_DAY_PATH = '/hari-saya';

/** The visitor's cart and orders (/my-transaction). */
export const MY_TRANSACTION_PATH = '/my-transaction';
