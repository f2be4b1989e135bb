// Hooks screens use to read the statecharts and talk to them. Each returns primitives picked
// by the machines' own selectors, so a component re-renders only when its value changes.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  selectAuthStatus,
  selectFullName,
  selectInitials,
  selectStarCount,
  type AuthStatus,
  type authMachine,
  type cartMachine,
  type countdownMachine,
  type giftClaimMachine,
} from '../../machines';
import { useAppActor, useAppSelector } from './root';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type CartActorRef = ActorRefFrom<typeof cartMachine>;
export type CountdownActorRef = ActorRefFrom<typeof countdownMachine>;
export type GiftClaimActorRef = ActorRefFrom<typeof giftClaimMachine>;

interface Children {
  auth: AuthActorRef;
  cart: CartActorRef;
  countdown: CountdownActorRef;
  giftClaim: GiftClaimActorRef;
}

/** A child of the root actor by its id; undefined before the root starts (first render) or while absent. */
function useChild<K extends keyof Children>(id: K): Children[K] | undefined {
  return useAppSelector((snapshot) => (snapshot.children as Partial<Children>)[id]);
}

/** Reads a child through one of its selectors; `fallback` covers the instant before it exists. */
function useChildSelector<K extends keyof Children, T>(id: K, selector: (snapshot: SnapshotFrom<Children[K]>) => T, fallback: T): T {
  const child = useChild(id);
  return useSelector(child, (snapshot) => (snapshot ? selector(snapshot as SnapshotFrom<Children[K]>) : fallback));
}

/** Send any app event (docs/architecture.md "Events the UI sends to the root actor"). */
export function useAppSend() {
  return useAppActor().send;
}

export function useAuth<T>(selector: (snapshot: SnapshotFrom<typeof authMachine>) => T, fallback: T): T {
  return useChildSelector('auth', selector, fallback);
}

export function useCart<T>(selector: (snapshot: SnapshotFrom<typeof cartMachine>) => T, fallback: T): T {
  return useChildSelector('cart', selector, fallback);
}

export function useCountdown<T>(selector: (snapshot: SnapshotFrom<typeof countdownMachine>) => T, fallback: T): T {
  return useChildSelector('countdown', selector, fallback);
}

export function useAuthStatus(): AuthStatus {
  return useAuth(selectAuthStatus, 'restoring');
}

/** The header's visitor: full name (before the first '*'), initials and stars, or null. */
export function useVisitorName() {
  const status = useAuthStatus();
  const fullName = useAuth(selectFullName, '');
  const initials = useAuth(selectInitials, '');
  const stars = useAuth(selectStarCount, 0);
  return { authenticated: status === 'authenticated', fullName, initials, stars };
}

/** The cart statechart itself: a `cart.*` event sent to it goes straight to the chart that handles it. */
export function useCartActor(): CartActorRef | undefined {
  return useChild('cart');
}

/** The gift claim actor while the dialog is open. */
export function useGiftClaimActor(): GiftClaimActorRef | undefined {
  return useChild('giftClaim');
}
