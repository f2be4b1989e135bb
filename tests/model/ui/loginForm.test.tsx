// The auth statechart's login/registration paths, replayed against the rendered login page
// inside the app itself (src/App.tsx): the visitor types and taps; each invoke is settled by a fake port.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { PameranClient } from '@pameran/sdk';
import type { AnyActorRef } from 'xstate';
import type { Ports, RegistrationForm, StoredSession, Token, User } from '../../../machines';
import LoginScreen from '../../../src/screens/login';
import { App } from '../../../src/App';
import { createAppActor } from '../../../src/app/root';
import { authLoginPaths, latest, signInFailureMessage, type AuthLoginModelEvent, type ReplayedEvents as Past } from '../support/auth';
import { createFakePorts } from '../../support/fakePorts';
import { describeUiReplay, fromOutsideTheUi, type UiAssertions, type UiExecutors, type UiHandle } from './replay';

/** A port call the test settles when the path says so (the latest call wins, like a re-invoke). */
function deferredPort<TOutput>() {
  let pending: { resolve(value: TOutput): void; reject(error: unknown): void } | null = null;
  return {
    call: () => new Promise<TOutput>((resolve, reject) => { pending = { resolve, reject }; }),
    resolve: (value: TOutput) => pending?.resolve(value),
    reject: (error: unknown) => pending?.reject(error),
  };
}

interface LoginHandle extends UiHandle {
  root: AnyActorRef;
  ports: {
    session: ReturnType<typeof deferredPort<StoredSession>>;
    login: ReturnType<typeof deferredPort<Token>>;
    register: ReturnType<typeof deferredPort<Token>>;
    user: ReturnType<typeof deferredPort<User>>;
  };
  location: ReturnType<typeof memoryLocation>;
}

const never = () => new Promise<never>(() => {});

function start(): LoginHandle {
  const session = deferredPort<StoredSession>();
  const login = deferredPort<Token>();
  const register = deferredPort<Token>();
  const user = deferredPort<User>();
  const ports: Ports = {
    session: { read: session.call, save: async () => {}, clear: async () => {} },
    api: createFakePorts({
      answers: {
        currentUser: user.call, loginWithCode: login.call, register: register.call, saveUserDetails: never,
        addToCart: never, removeCartItem: never, placeOrder: never, claimPrize: never,
      },
    }).api,
    deviceToken: async () => '',
    prizes: { subscribe: () => () => {} },
    clock: { now: () => Date.now() },
    navigate: () => {},
  };
  const location = memoryLocation({ path: '/login', record: true });
  const root: AnyActorRef = createAppActor(ports);
  root.start();
  const view = render(
    <App actor={root} api={{} as PameranClient} locationHook={location.hook}>
      <LoginScreen />
    </App>,
  );
  const auth = root.system.get('auth') as AnyActorRef;
  return {
    actor: auth,
    root,
    ports: { session, login, register, user },
    location,
    stop: () => {
      view.unmount();
      root.stop();
    },
  };
}

const codeForm = () => screen.getByRole('form', { name: 'Kode Undangan', hidden: true });
const registerForm = () => screen.getByRole('form', { name: 'Daftar', hidden: true });
const submitButton = (form: HTMLElement) => form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const registrationLabels: Record<keyof RegistrationForm, string> = {
  name: 'Nama lengkap', agency: 'Instansi / perusahaan', unit: 'Unit', salesman: 'Nama salesman',
};

/** Taps submit when the page offers it; while it is busy (disabled) the event reaches the chart only as a stray one. */
function submitOrSend(handle: LoginHandle, form: HTMLElement, event: AuthLoginModelEvent): Promise<void> | undefined {
  const button = submitButton(form);
  if (button.disabled) return fromOutsideTheUi(() => handle.root.send(event as never));
  fireEvent.click(button);
  return undefined;
}

const executors = {
  'xstate.done.actor.readSession': (handle, event) => fromOutsideTheUi(() => handle.ports.session.resolve(event.output)),
  'user.login': (handle, event) => {
    fireEvent.click(screen.getByRole('tab', { name: 'Kode Undangan' }));
    const form = codeForm();
    fireEvent.change(within(form).getByLabelText('Kode undangan'), { target: { value: event.code } });
    return submitOrSend(handle, form, event);
  },
  'user.register': (handle, event) => {
    fireEvent.click(screen.getByRole('tab', { name: 'Daftar' }));
    const form = registerForm();
    for (const [field, label] of Object.entries(registrationLabels) as [keyof RegistrationForm, string][]) {
      fireEvent.change(within(form).getByLabelText(label), { target: { value: event.form[field] } });
    }
    const agreement = within(form).getByRole('checkbox', { name: 'Saya menyetujui' });
    if (!(agreement as HTMLInputElement).checked) fireEvent.click(agreement);
    return submitOrSend(handle, form, event);
  },
  'xstate.done.actor.loginWithCode': (handle, event) => fromOutsideTheUi(() => handle.ports.login.resolve(event.output)),
  'xstate.error.actor.loginWithCode': (handle, event) => fromOutsideTheUi(() => handle.ports.login.reject(event.error)),
  'xstate.done.actor.register': (handle, event) => fromOutsideTheUi(() => handle.ports.register.resolve(event.output)),
  'xstate.error.actor.register': (handle, event) => fromOutsideTheUi(() => handle.ports.register.reject(event.error)),
  'xstate.done.actor.refreshUser': (handle, event) => fromOutsideTheUi(() => handle.ports.user.resolve(event.output)),
  'xstate.error.actor.refreshUser': (handle, event) => fromOutsideTheUi(() => handle.ports.user.reject(event.error)),
} satisfies UiExecutors<AuthLoginModelEvent, LoginHandle>;

/** What the visitor typed last in each form, or the empty form. */
function typedIn(past: Past): { code: string; form: RegistrationForm } {
  return {
    code: latest(past, 'user.login')?.code ?? '',
    form: latest(past, 'user.register')?.form ?? { name: '', agency: '', unit: '', salesman: '' },
  };
}

/** What the visitor typed is still in the fields. */
function expectTypedValuesKept(past: Past) {
  const draft = typedIn(past);
  expect(within(codeForm()).getByLabelText('Kode undangan')).toHaveValue(draft.code);
  for (const [field, label] of Object.entries(registrationLabels) as [keyof RegistrationForm, string][]) {
    expect(within(registerForm()).getByLabelText(label)).toHaveValue(draft.form[field]);
  }
}

function expectBusy(busy: boolean) {
  for (const form of [codeForm(), registerForm()]) {
    expect(submitButton(form).disabled).toBe(busy);
    expect(submitButton(form).hasAttribute('aria-busy')).toBe(busy);
  }
}

const assertions: UiAssertions<LoginHandle> = {
  restoring: () => {
    expect(screen.getByRole('status', { name: 'Memuat…' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { hidden: true })).not.toBeInTheDocument();
  },
  'anonymous.idle': (_handle, past) => {
    expectBusy(false);
    expectTypedValuesKept(past);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
  'anonymous.loggingIn': (_handle, past) => {
    expectBusy(true);
    expect(within(codeForm()).getByRole('button', { name: /Memproses/ })).toBeVisible();
    expectTypedValuesKept(past);
  },
  'anonymous.registering': (_handle, past) => {
    expectBusy(true);
    expect(within(registerForm()).getByRole('button', { name: /Memproses/ })).toBeVisible();
    expectTypedValuesKept(past);
  },
  // The token is in; the user is being read with it: still busy, on the form that was used.
  'anonymous.loadingUser': (_handle, past) => {
    expectBusy(true);
    const form = latest(past, 'user.login', 'user.register')?.type === 'user.login' ? codeForm() : registerForm();
    expect(within(form).getByRole('button', { name: /Memproses/ })).toBeVisible();
    expectTypedValuesKept(past);
  },
  'anonymous.failed': (_handle, past) => {
    expectBusy(false);
    // The server's message, inline in the form the visitor submitted last.
    expect(screen.getByText(signInFailureMessage(past)!)).toBeVisible();
    expectTypedValuesKept(past);
  },
  authenticated: (handle, past) => {
    expect(screen.queryByRole('form', { hidden: true })).not.toBeInTheDocument();
    if (latest(past, 'user.login', 'user.register')?.type === 'user.register') {
      // A registration ends with the visitor's sign-in code (the user read after it), their only way back in.
      const user = latest(past, 'xstate.done.actor.refreshUser') as { output: User } | undefined;
      const done = screen.getByRole('region', { name: 'Pendaftaran berhasil' });
      expect(within(done).getByText(user!.output.code!)).toBeVisible();
      expect(within(done).getByRole('link', { name: 'Lanjutkan' })).toHaveAttribute('href', '/home');
    } else {
      expect(handle.location.history?.at(-1)).toBe('/home');
    }
  },
};

vi.setConfig({ testTimeout: 30_000 });
describeUiReplay('login form', { paths: authLoginPaths, start, executors, assertions });
