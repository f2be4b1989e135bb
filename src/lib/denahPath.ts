// The floor plan's addresses, apart from ./paths.ts (which re-exports them) so that index.html's
// boot screen, which draws the plan's booths as links, does not carry the statecharts' HOME_PATH.

/** The floor plan (/denah). */
export const DENAH_PATH = '/denah';

/** A booth on the floor plan (/denah), chosen and centred. */
export const denahBoothPath = (boothCode: string) => `/denah?booth=${encodeURIComponent(boothCode)}`;

/** An exhibitor's booth on the floor plan, for screens that know the exhibitor but not its booth. */
export const denahExhibitorPath = (exhibitorId: number) => `/denah?exhibitor=${exhibitorId}`;
