import { authMachine, type AuthEvent } from '../../../machines/auth';
import type { RegistrationForm, StoredSession, Token, User } from '../../../machines/types';
import {
  createMachineModel,
  pathsOf,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventFixtures,
} from './graph';

/** A visitor as a sign-in produces them: the token, then the user read with it. */
export interface SignedIn {
  token: Token;
  user: User;
}

/** Every event the auth graph walks: the visitor's and each invoke's outcome. */
export type AuthModelEvent =
  | AuthEvent
  | DoneActorEvent<'readSession', StoredSession>
  | ErrorActorEvent<'readSession'>
  | DoneActorEvent<'refreshUser', User>
  | ErrorActorEvent<'refreshUser'>
  | DoneActorEvent<'loginWithCode', Token>
  | ErrorActorEvent<'loginWithCode'>
  | DoneActorEvent<'register', Token>
  | ErrorActorEvent<'register'>
  | DoneActorEvent<'saveUserDetails', User>
  | ErrorActorEvent<'saveUserDetails'>
  | DoneActorEvent<'clearSession', undefined>
  | ErrorActorEvent<'clearSession'>;

/** A port error the way the SDK raises it: an Error with the HTTP status. */
export function portError(message: string, status: number): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

export function demoUser(overrides: Partial<User>): User {
  return {
    id: 101,
    name: 'Budi Santoso**',
    last_name: null,
    email: 'budi@contoh.co.id',
    phone: '081234567890',
    code: 'PMR-101',
    code_html: '<b>PMR-101</b>',
    qr_code: 'data:image/png;base64,iVBORw0KGgo=',
    regency_id: null,
    province_id: 31,
    cabang_id: null,
    is_session_booked: false,
    session: [],
    is_data_checked: true,
    agency: 'PT Traktor Nusantara',
    unit: 'Servis',
    salesman: 'Andi',
    ...overrides,
  };
}

export const storedToken: Token = { access_token: 'stored-token', token_type: 'bearer', expires_in: 3600 };
export const storedUser = demoUser({ id: 101 });
export const refreshedUser = demoUser({ id: 101, name: 'Budi Santoso***' });
export const invitationCode = 'UNDANGAN-2026';
export const invitedVisitor: SignedIn = {
  token: { access_token: 'invited-token', token_type: 'bearer', expires_in: 3600 },
  user: demoUser({ id: 202, name: 'Siti Rahayu*', cabang_id: 7 }),
};
export const registrationForm: RegistrationForm = {
  name: 'Joko Widodo',
  agency: 'CV Mesin Jaya',
  unit: 'Pembelian',
  salesman: 'Rina',
};
export const registeredVisitor: SignedIn = {
  token: { access_token: 'registered-token', token_type: 'bearer', expires_in: 3600 },
  user: demoUser({ id: 303, name: 'Joko Widodo', agency: 'CV Mesin Jaya' }),
};
export const loginFailureMessage = 'Kode undangan tidak valid';
export const registerFailureMessage = 'Nama wajib diisi';
export const saveFailureMessage = 'Data tidak dapat disimpan';

/** The login/registration part: what the login form can make happen. */
export const authLoginEventFixtures = {
  'xstate.done.actor.readSession': [{ type: 'xstate.done.actor.readSession', output: { token: null, user: null } }],
  'user.login': [{ type: 'user.login', code: invitationCode }],
  'user.register': [{ type: 'user.register', form: registrationForm }],
  'xstate.done.actor.loginWithCode': [{ type: 'xstate.done.actor.loginWithCode', output: invitedVisitor.token }],
  'xstate.error.actor.loginWithCode': [
    { type: 'xstate.error.actor.loginWithCode', error: portError(loginFailureMessage, 422) },
  ],
  'xstate.done.actor.register': [{ type: 'xstate.done.actor.register', output: registeredVisitor.token }],
  'xstate.error.actor.register': [
    { type: 'xstate.error.actor.register', error: portError(registerFailureMessage, 422) },
  ],
  // The user read with the new token (the same read as the start-up refresh).
  'xstate.done.actor.refreshUser': [{ type: 'xstate.done.actor.refreshUser', output: invitedVisitor.user }],
  'xstate.error.actor.refreshUser': [{ type: 'xstate.error.actor.refreshUser', error: portError('Gagal terhubung', 0) }],
} satisfies EventFixtures<AuthLoginModelEvent>;

export type AuthLoginModelEvent = Extract<
  AuthModelEvent,
  {
    type:
      | 'xstate.done.actor.readSession'
      | 'user.login'
      | 'user.register'
      | `xstate.${'done' | 'error'}.actor.${'loginWithCode' | 'register' | 'refreshUser'}`;
  }
>;

export const authEventFixtures = {
  ...authLoginEventFixtures,
  'xstate.done.actor.readSession': [
    { type: 'xstate.done.actor.readSession', output: { token: null, user: null } },
    { type: 'xstate.done.actor.readSession', output: { token: storedToken, user: storedUser } },
    // A token whose user record was corrupt (the codec discarded it).
    { type: 'xstate.done.actor.readSession', output: { token: storedToken, user: null } },
  ],
  'xstate.error.actor.readSession': [{ type: 'xstate.error.actor.readSession', error: new Error('storage unavailable') }],
  'xstate.done.actor.refreshUser': [{ type: 'xstate.done.actor.refreshUser', output: refreshedUser }],
  'xstate.error.actor.refreshUser': [
    { type: 'xstate.error.actor.refreshUser', error: portError('Unauthenticated.', 401) },
    { type: 'xstate.error.actor.refreshUser', error: portError('Gagal terhubung', 0) },
  ],
  'user.saveDetails': [{ type: 'user.saveDetails', details: { unit: 'Gudang' } }],
  'user.discardDetails': [{ type: 'user.discardDetails' }],
  'user.discardAnswers': [{ type: 'user.discardAnswers' }],
  'xstate.done.actor.saveUserDetails': [
    { type: 'xstate.done.actor.saveUserDetails', output: demoUser({ id: 101, unit: 'Gudang' }) },
  ],
  'xstate.error.actor.saveUserDetails': [
    { type: 'xstate.error.actor.saveUserDetails', error: portError(saveFailureMessage, 422) },
    { type: 'xstate.error.actor.saveUserDetails', error: portError('Unauthenticated.', 401) },
  ],
  'user.logout': [{ type: 'user.logout' }],
  'session.unauthorized': [
    { type: 'session.unauthorized' },
    { type: 'session.unauthorized', answers: { key: 'survey-79', values: { '1': 'Bermanfaat' } } },
  ],
  'xstate.done.actor.clearSession': [{ type: 'xstate.done.actor.clearSession', output: undefined }],
  'xstate.error.actor.clearSession': [{ type: 'xstate.error.actor.clearSession', error: new Error('quota') }],
  'user.dismissSessionNotice': [{ type: 'user.dismissSessionNotice' }],
} satisfies EventFixtures<AuthModelEvent>;

/** The events replayed so far, oldest first: what the expected values are worked out from. */
export type ReplayedEvents = ReadonlyArray<{ type: string }>;

/** The latest replayed event of any of these types: what the visitor or a port last did. */
export function latest<TType extends AuthModelEvent['type']>(past: ReplayedEvents, ...types: TType[]) {
  return [...past].reverse().find((event) => (types as string[]).includes(event.type)) as
    | Extract<AuthModelEvent, { type: TType }>
    | undefined;
}

/** The message a failed sign-in shows: the server's, from the last failed call of the sign-in. */
export function signInFailureMessage(past: ReplayedEvents): string | undefined {
  const failure = latest(past, 'xstate.error.actor.loginWithCode', 'xstate.error.actor.register', 'xstate.error.actor.refreshUser');
  return failure && (failure.error as Error).message;
}

/** The whole auth statechart. */
export const authModel = createMachineModel<AuthModelEvent>(authMachine, { fixtures: authEventFixtures });
export const authPaths = pathsOf(authModel);

/**
 * Only the login form's part: an empty stored session, then invitation login and
 * registration with their success and visible error. The graph stops at authenticated
 * because no fixture leads out of it.
 */
export const authLoginModel = createMachineModel<AuthLoginModelEvent>(authMachine, { fixtures: authLoginEventFixtures });
export const authLoginPaths = pathsOf(authLoginModel);
