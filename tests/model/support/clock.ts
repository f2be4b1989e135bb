/** The fixed "now" every replay starts at (fake timers), so timer-derived values are reproducible. */
export const REPLAY_EPOCH = Date.UTC(2026, 0, 1, 9, 0, 0);
