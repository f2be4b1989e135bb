/** Where a session's stream lives (the /live-stream/:id route). */
export const liveStreamPath = (sessionId: number) => `/live-stream/${sessionId}`;
