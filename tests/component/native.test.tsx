// Native behaviour the web build cannot show, through the app's ports with a
// fake Capacitor bridge: the real @capacitor/push-notifications, preferences and app packages
// run against scripted native answers (tests/helpers/capacitorBridge.ts), and the real app
// renders over them. Login and registration go to the local platform over real HTTP.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeToken, encodeUser } from '../../machines';
import { createDeviceToken } from '../../src/adapters/deviceToken';
import { startNativeApp } from '../../src/adapters/nativeApp';
import { deepLinkPath } from '../../src/adapters/nativeLinks';
import { createNativePushToken } from '../../src/adapters/nativePush';
import { createSessionPort } from '../../src/adapters/session';
import { createNativeStorage } from '../../src/adapters/storage';
import { installFakeBridge } from '../helpers/capacitorBridge';
import { usePlatform } from '../helpers/platform';
import { pendingPlatform } from './support/pendingPlatform';
import { makeUser, renderApp, visitorToken } from './support/renderApp';
import { onPlatform } from './support/platformScreens';

const bridge = installFakeBridge('android');

const platform = usePlatform();

afterEach(() => bridge.reset());
afterAll(() => bridge.uninstall());

/** The native side of push: permission state, and what register() leads to. */
function scriptPush({ permission = 'granted', request = 'granted', onRegister = 'registration' as 'registration' | 'registrationError' | 'silence', token = 'fcm-token-budi' } = {}) {
  bridge.answer('PushNotifications', 'checkPermissions', () => ({ receive: permission }));
  bridge.answer('PushNotifications', 'requestPermissions', () => ({ receive: request }));
  bridge.answer('PushNotifications', 'register', () => {
    // The native plugin answers register() first and reports the token as an event later.
    setTimeout(() => {
      if (onRegister === 'registration') bridge.emit('PushNotifications', 'registration', { value: token });
      if (onRegister === 'registrationError') bridge.emit('PushNotifications', 'registrationError', { error: 'SERVICE_NOT_AVAILABLE' });
    }, 5);
    return {};
  });
}

const nativeDeviceToken = (timeoutMs = 2_000) =>
  createDeviceToken({ isNative: () => true, pushEnabled: () => true, loadNative: async () => createNativePushToken({ timeoutMs }) });

describe('the device token sent at login and registration', () => {
  const withDeviceToken = (deviceToken: () => Promise<string>) => onPlatform({ url: platform.url }, { deviceToken });

  async function logInWithCode(deviceToken: () => Promise<string>) {
    platform.resetRequests();
    renderApp({ path: '/login', ...withDeviceToken(deviceToken) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Kode undangan'), 'BUDI2026');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('link', { name: /^Profil / })).toBeInTheDocument();
    const invitation = platform.requests.find((request) => request.path === '/api/auth/invitation');
    return Object.fromEntries(new URLSearchParams(invitation?.body ?? ''));
  }

  it('is the push token the plugin reports after asking permission and registering', async () => {
    scriptPush({ permission: 'prompt', request: 'granted', token: 'fcm-token-budi' });
    expect(await logInWithCode(nativeDeviceToken())).toEqual({ code: 'BUDI2026', force: '1', token: 'fcm-token-budi' });
    expect(bridge.calls.filter((call) => call.plugin === 'PushNotifications').map((call) => call.method)).toEqual([
      'checkPermissions',
      'requestPermissions',
      'addListener',
      'addListener',
      'register',
      'removeListener',
      'removeListener',
    ]);
    expect(bridge.listenerCount('PushNotifications', 'registration')).toBe(0);
  });

  it('is sent with registration too', async () => {
    scriptPush({ token: 'fcm-token-siti' });
    platform.resetRequests();
    renderApp({ path: '/register', ...withDeviceToken(nativeDeviceToken()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Daftar' }));
    const form = screen.getByRole('form', { name: 'Daftar' });
    const values = { 'Nama lengkap': 'Siti Rahma', 'Instansi / perusahaan': 'CV Baja Prima', Unit: 'Gudang', 'Nama salesman': 'Andi' };
    for (const [label, value] of Object.entries(values)) await user.type(within(form).getByLabelText(label), value);
    await user.click(within(form).getByRole('checkbox', { name: 'Saya menyetujui' }));
    await user.click(within(form).getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByRole('link', { name: /^Profil / })).toBeInTheDocument();
    const register = platform.requests.find((request) => request.path === '/api/auth/register');
    expect(new URLSearchParams(register?.body ?? '').get('token')).toBe('fcm-token-siti');
  });

  it('is empty when the visitor denies notifications, and register() is never called', async () => {
    scriptPush({ permission: 'prompt', request: 'denied' });
    expect((await logInWithCode(nativeDeviceToken())).token).toBe('');
    expect(bridge.callsTo('PushNotifications', 'register')).toEqual([]);
  });

  it('is empty when registration fails', async () => {
    scriptPush({ onRegister: 'registrationError' });
    expect(await nativeDeviceToken()()).toBe('');
  });

  it('is empty when no token arrives in time, and login does not wait longer than that', async () => {
    scriptPush({ onRegister: 'silence' });
    const started = Date.now();
    expect(await nativeDeviceToken(100)()).toBe('');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(bridge.listenerCount('PushNotifications', 'registration')).toBe(0);
  });

  it('is empty on the web and in a build without push, without touching the plugin', async () => {
    scriptPush();
    expect(await createDeviceToken({ isNative: () => false, pushEnabled: () => true })()).toBe('');
    expect(await createDeviceToken({ isNative: () => true, pushEnabled: () => false })()).toBe('');
    expect(bridge.calls).toEqual([]);
  });
});

describe('session storage on native', () => {
  /** Preferences' native side: a key-value map, as SharedPreferences / UserDefaults would keep it. */
  function scriptPreferences(initial: Record<string, string> = {}) {
    const stored = new Map(Object.entries(initial));
    bridge.answer('Preferences', 'get', ({ key }) => ({ value: stored.get(String(key)) ?? null }));
    bridge.answer('Preferences', 'set', ({ key, value }) => void stored.set(String(key), String(value)));
    bridge.answer('Preferences', 'remove', ({ key }) => void stored.delete(String(key)));
    bridge.answer('Preferences', 'clear', () => void stored.clear());
    return stored;
  }

  it('is what the app picks inside the shell: the session goes to Preferences', async () => {
    const stored = scriptPreferences();
    // The app's storage picks its backend when its module is first evaluated, and the test
    // support (renderApp's assembly) evaluated it on the web, before the fake shell was
    // installed: a copy of the module of its own (another id) is evaluated here, inside the shell.
    const inShell = '../../src/adapters/storage.ts?inside-the-shell';
    const { storage } = (await import(/* @vite-ignore */ inShell)) as typeof import('../../src/adapters/storage');
    await createSessionPort(storage).save(visitorToken, makeUser());
    expect([...stored.keys()].sort()).toEqual(['token', 'user']);
    expect(stored.get('token')).toBe(encodeToken(visitorToken));
    expect(bridge.callsTo('Preferences', 'set')).toHaveLength(2);
  });

  it('restores the visitor from Preferences, and logout wipes Preferences', async () => {
    const user = makeUser({ name: 'Agus Salim*' });
    const stored = scriptPreferences({ token: encodeToken(visitorToken), user: encodeUser(user), 'other-entry': 'x' });
    // The backend the app picks inside the shell (the test above).
    const session = createSessionPort(createNativeStorage());
    const { location } = renderApp({ path: '/profile', signedInAs: user, configure: (fake) => void (fake.session = session) });
    expect(await screen.findByRole('link', { name: 'Profil Agus Salim, AS' })).toBeInTheDocument();
    expect(bridge.callsTo('Preferences', 'get').map((call) => call.options.key)).toEqual(['token', 'user']);

    const tap = userEvent.setup();
    await tap.click(await screen.findByRole('button', { name: 'Keluar' }));
    await tap.click(within(await screen.findByRole('dialog', { name: 'Keluar dari akun ini?' })).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
    expect(bridge.callsTo('Preferences', 'clear')).toHaveLength(1);
    expect(stored.size).toBe(0);
    expect(await session.read()).toEqual({ token: null, user: null });
  });
});

describe('the hardware back button', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  async function renderNative(options: Parameters<typeof renderApp>[0]) {
    const view = renderApp({ platform: pendingPlatform, ...options });
    const back = vi.fn();
    const currentPath = () => view.location.history?.at(-1) ?? '/';
    await act(async () => {
      stop = await startNativeApp({ navigate: (path, opts) => view.location.navigate(path, opts), currentPath, back });
    });
    await waitFor(() => expect(bridge.listenerCount('App', 'backButton')).toBe(1));
    const press = (canGoBack = true) => act(() => bridge.emit('App', 'backButton', { canGoBack }));
    return { ...view, back, currentPath, press };
  }

  it('closes an open dialog route first (it goes home), and does nothing else', async () => {
    const { press, back, currentPath } = await renderNative({ path: '/popup-tnc' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    press();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/home');
    expect(back).not.toHaveBeenCalled();
    expect(bridge.callsTo('App', 'exitApp')).toEqual([]);
  });

  it('closes the prize dialog, as Back does on the web, and keeps the screen under it; the next press goes back', async () => {
    const { press, back, currentPath, ports } = await renderNative({ path: '/products', signedInAs: makeUser() });
    await waitFor(() => expect(ports.prizes.subscribe).toHaveBeenCalled());
    act(() => ports.pushPrizes([{ id: 2, name: 'Topi Safety', image_url: '' }]));
    act(() => ports.pushPrizes([{ id: 2, name: 'Topi Safety', image_url: '' }, { id: 3, name: 'Sarung Tangan', image_url: '' }]));
    await screen.findByRole('dialog', { name: 'Pilih Hadiah' });
    press();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pilih Hadiah' })).not.toBeInTheDocument());
    expect(currentPath()).toBe('/products');
    expect(back).not.toHaveBeenCalled();
    expect(bridge.callsTo('App', 'exitApp')).toEqual([]);
    press();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('answers an alert over the prize dialog with OK, and the prize dialog stays', async () => {
    const { press, ports } = await renderNative({
      path: '/home',
      signedInAs: makeUser(),
      configure: (fake) => vi.mocked(fake.api.claimPrize).mockRejectedValue(Object.assign(new Error('Hadiah sudah habis'), { status: 422 })),
    });
    await waitFor(() => expect(ports.prizes.subscribe).toHaveBeenCalled());
    act(() => ports.pushPrizes([]));
    act(() => ports.pushPrizes([{ id: 3, name: 'Sarung Tangan', image_url: '' }]));
    const dialog = await screen.findByRole('dialog', { name: 'Pilih Hadiah' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: /Sarung Tangan/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pilih' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Hadiah sudah habis');
    press();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Pilih Hadiah' })).toBeInTheDocument();
    expect(bridge.callsTo('App', 'exitApp')).toEqual([]);
  });

  it('goes back one page, or home when the web view has no history', async () => {
    const { press, back, currentPath } = await renderNative({ path: '/my-transaction' });
    press(true);
    expect(back).toHaveBeenCalledTimes(1);
    press(false);
    expect(currentPath()).toBe('/home');
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('exits the app at home', async () => {
    const { press, back } = await renderNative({ path: '/home' });
    await screen.findByRole('heading', { level: 1, name: 'Beranda' });
    press(true);
    await waitFor(() => expect(bridge.callsTo('App', 'exitApp')).toHaveLength(1));
    expect(back).not.toHaveBeenCalled();
  });
});

describe('deep links', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  it.each([
    ['pameran://live-stream/79', '/live-stream/79'],
    ['pameran:///live-stream/79', '/live-stream/79'],
    ['https://pameran.example/live-stream/79', '/live-stream/79'],
    ['https://pameran.example/live-stream/79/?from=wa', '/live-stream/79?from=wa'],
    ['pameran://home', '/home'],
    ['https://pameran.example/', '/home'],
    ['pameran://popup-gift', '/popup-gift'],
  ])('%s opens %s', (url, path) => {
    expect(deepLinkPath(url)).toBe(path);
  });

  it.each(['https://evil.example/live-stream/79', 'http://pameran.example/live-stream/79', 'javascript:alert(1)', 'pameranx://home', 'tidak sebuah url'])(
    'ignores %s',
    (url) => {
      expect(deepLinkPath(url)).toBeNull();
    },
  );

  async function renderWithLinks(path = '/home') {
    const view = renderApp({ path, platform: pendingPlatform });
    const currentPath = () => view.location.history?.at(-1) ?? '/';
    await act(async () => {
      stop = await startNativeApp({ navigate: (to, opts) => view.location.navigate(to, opts), currentPath, back: vi.fn() });
    });
    return { ...view, currentPath };
  }

  beforeEach(() => bridge.answer('App', 'getLaunchUrl', () => ({})));

  it('opens the live stream route from pameran://live-stream/79 and from its https twin while running', async () => {
    const { currentPath } = await renderWithLinks('/products');
    act(() => bridge.emit('App', 'appUrlOpen', { url: 'pameran://live-stream/79' }));
    await waitFor(() => expect(currentPath()).toBe('/live-stream/79'));
    act(() => bridge.emit('App', 'appUrlOpen', { url: 'https://pameran.example/products' }));
    await waitFor(() => expect(currentPath()).toBe('/products'));
    act(() => bridge.emit('App', 'appUrlOpen', { url: 'https://pameran.example/live-stream/79' }));
    await waitFor(() => expect(currentPath()).toBe('/live-stream/79'));
    act(() => bridge.emit('App', 'appUrlOpen', { url: 'https://evil.example/profile' }));
    expect(currentPath()).toBe('/live-stream/79');
  });

  it('opens the link the app was started with', async () => {
    bridge.answer('App', 'getLaunchUrl', () => ({ url: 'pameran://live-stream/79' }));
    const { currentPath, location } = await renderWithLinks('/home');
    expect(currentPath()).toBe('/live-stream/79');
    expect(location.history).toEqual(['/live-stream/79']); // replaced /home: back does not return to a screen never seen
  });
});
