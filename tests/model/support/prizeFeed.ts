import { prizeFeedMachine, type PrizeFeedEvent } from '../../../machines/prizeFeed';
import type { Prize } from '../../../machines/types';
import { createMachineModel, pathsOf, type EventFixtures } from './graph';

export type PrizeFeedModelEvent = PrizeFeedEvent;

export const feedUserId = 202;

const kunciTorsi: Prize = { id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png' };
const tumbler: Prize = { id: 4, name: 'Tumbler Baja', image_url: '/img/prizes/tumbler.png', isSaved: true };

/** Raw database values and the list each must become (written out, not recomputed). */
export const feedValues: Array<{ raw: unknown; prizes: Prize[] }> = [
  // How the database stores a list: an object keyed by index.
  { raw: { 0: kunciTorsi, 1: tumbler }, prizes: [kunciTorsi, tumbler] },
  // Entries without a numeric id are skipped.
  { raw: [kunciTorsi, { name: 'Tanpa id' }, null], prizes: [kunciTorsi] },
  // A value that is not a list at all: no prize, nothing opens.
  { raw: 'rusak', prizes: [] },
  // An empty path (what a new subscription gets first when nothing was pushed): the ignored
  // first value when it comes first, and nothing to open when it comes later.
  { raw: null, prizes: [] },
];

export const prizeFeedEventFixtures = {
  'feed.value': feedValues.map(({ raw }) => ({ type: 'feed.value' as const, raw })),
  // The list this device kept (read before the subscription starts).
  'feed.kept': [{ type: 'feed.kept' as const, raw: feedValues[0]!.raw }],
} satisfies EventFixtures<PrizeFeedModelEvent>;

export const prizeFeedInput = { userId: feedUserId };

export const prizeFeedModel = createMachineModel<PrizeFeedModelEvent>(prizeFeedMachine, {
  fixtures: prizeFeedEventFixtures,
  input: prizeFeedInput,
});

export const prizeFeedPaths = pathsOf(prizeFeedModel);
