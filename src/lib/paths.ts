// Paths the app navigates to. HOME_PATH is the statecharts' (the visitor's own logout goes there).
export { HOME_PATH } from '../../machines';

export { liveStreamPath } from './livePath';

/** The agenda of every session (/agenda). */
export const AGENDA_PATH = '/agenda';

/** A booth on the floor plan (/denah), chosen and centred. */
export const denahBoothPath = (boothCode: string) => `/denah?booth=${encodeURIComponent(boothCode)}`;

/** An exhibitor's booth on the floor plan, for screens that know the exhibitor but not its booth. */
export const denahExhibitorPath = (exhibitorId: number) => `/denah?exhibitor=${exhibitorId}`;
