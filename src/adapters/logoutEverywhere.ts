// Logout everywhere: when the visitor logs out in one tab, the platform revokes the token
// (POST /api/auth/logout, x-assumed) and every other open tab of the app logs out too, through a
// BroadcastChannel of the app's origin. The tabs share one stored session, so a tab left signed in
// would keep showing the visitor's code and calling the platform with a token that is gone.
//
// A tab told by another one logs out like a visitor's own logout (storage cleared, home) but
// neither revokes nor announces again: the first tab already did both.

/** The channel's one message. Anything else arriving on it is ignored. */
const LOGOUT_MESSAGE = 'logout';
export const LOGOUT_CHANNEL = 'pameran-session';

export interface LogoutEverywhereOptions {
  /** Revokes an access token on the platform; its failure is ignored. */
  revoke(accessToken: string): Promise<unknown>;
  /** Tests pass a channel; the app opens one of LOGOUT_CHANNEL where the browser has it. */
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'> | null;
}

export interface LogoutEverywhere {
  /** Ports.session.endEverywhere: revoke and tell the other tabs, without waiting for either. */
  endEverywhere(accessToken: string): void;
  /** Calls `onLogout` (which sends the root actor `user.logout`) when another tab logs out. */
  listen(onLogout: () => void): void;
}

function openChannel(): LogoutEverywhereOptions['channel'] {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(LOGOUT_CHANNEL) : null;
  } catch {
    return null;
  }
}

/** Who hears that this tab followed another one's logout: the shell, to say why (a tab signed out without a word looks broken). */
const followedListeners = new Set<() => void>();

/** Calls `listener` each time another tab's logout signs this tab out; returns the unsubscribe. */
export function onSignedOutElsewhere(listener: () => void): () => void {
  followedListeners.add(listener);
  return () => followedListeners.delete(listener);
}

export function createLogoutEverywhere({ revoke, channel = openChannel() }: LogoutEverywhereOptions): LogoutEverywhere {
  /** True while this tab logs out because another one did. */
  let followingAnotherTab = false;
  return {
    endEverywhere(accessToken) {
      if (followingAnotherTab) return;
      try {
        channel?.postMessage(LOGOUT_MESSAGE);
      } catch {
        // A closed channel: the other tabs find out at their next call (401).
      }
      revoke(accessToken).catch((error: unknown) => console.warn('[logout] the platform did not revoke the token:', error));
    },
    listen(onLogout) {
      channel?.addEventListener('message', (event) => {
        if ((event as MessageEvent).data !== LOGOUT_MESSAGE) return;
        followingAnotherTab = true;
        try {
          onLogout();
        } finally {
          followingAnotherTab = false;
        }
        followedListeners.forEach((listener) => listener());
      });
    },
  };
}
