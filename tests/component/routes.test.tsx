// A render test of every route in src/routes.ts: each renders its screen over fake ports and a
// fake platform (canned answers for every call) without crashing, and its expected heading shows.
// A route added to the table without an entry below fails the guard test.
import { myDay as dayCopy } from '../../src/copy/myDay';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '../../src/copy';
import { gift as giftCopy } from '../../src/copy/gift';
import { exhibitorDesk as deskCopy } from '../../src/copy/exhibitorDesk';
import { stamps as stampsCopy } from '../../src/copy/stamps';
import { adminStamps as adminStampsCopy } from '../../src/copy/adminStamps';
import { login as loginCopy } from '../../src/copy/login';
import { popups as popupsCopy } from '../../src/copy/popups';
import { profile as profileCopy } from '../../src/copy/profile';
import { routes } from '../../src/routes';
import { makeCart, makeUser, renderApp } from './support/renderApp';
import { createStoryFetch } from '../../stories/support/api';

const at = '2026-11-21T09:00:00.000Z';
const exhibitor = { id: 3, name: 'PT Bearing Jaya Abadi', booth_code: 'A-05', logo_url: '', category: 'Bantalan', hall: 'Hall A' };
const product = { id: 301, exhibitor_id: 3, name: 'Bearing Bola 6205-2RS', description: 'Bantalan bola.', price: 45_000, image_url: '', specs: [{ label: 'Diameter', value: '25 mm' }] };
const session = { id: 79, title: 'Peluncuran Mesin CNC', is_started_countdown: 300, starts_at: at, room_id: 1, speaker: 'Ir. Hendra' };
/** The agenda lists only sessions that have not ended: one starting in five minutes. */
const soon = () => new Date(Date.now() + 300_000).toISOString();
const order = { id: 1, number: 'ORD-0001', status: 'baru', total: 90_000, created_at: at, items: [{ product_id: 301, name: product.name, price: 45_000, quantity: 2 }] };
const prize = { id: 2, name: 'Brosur Katalog Mesin CNC', image_url: '' };
/** The fake ports' cart as the SDK returns it (every item from the product catalogue). */
const sdkCart = (quantities: number[]) => {
  const cart = makeCart(quantities);
  return { ...cart, items: cart.items!.map((item) => ({ ...item, kind: 'product' as const })) };
};

/** Every platform call answered with a small, well-formed value. */
const fakePlatform = {
  url: 'https://pameran.test',
  fetch: createStoryFetch({
    'POST /api/auth/register': { access_token: 'tok', token_type: 'bearer', expires_in: 3600 },
    'POST /api/auth/invitation': { access_token: 'tok', token_type: 'bearer', expires_in: 3600 },
    'POST /api/auth/logout': { revoked: true },
    'POST /api/auth/realtime-token': 'custom-token',
    'GET /api/users': makeUser(),
    'POST /api/users': makeUser(),
    'GET /api/users/brochure': [],
    'GET /api/events/1': {
      id: 1, name: 'Pameran Uji', tagline: 'Tagline', venue: 'Jakarta', starts_at: at, ends_at: at, banner_url: '',
      exhibitors: [exhibitor], highlights: [{ title: 'Demo mesin langsung', body: 'Isi', image_url: '' }],
    },
    'GET /api/events/1/exhibitors': { items: [{ ...exhibitor, products: [{ id: product.id, name: product.name }] }], total: 1 },
    'GET /api/events/1/exhibitors/:id': { ...exhibitor, description: 'Distributor bantalan.', website: '', products: [product] },
    'GET /api/events/1/exhibitorCode/:code': { ...exhibitor, description: 'Distributor bantalan.', website: '', products: [product] },
    'GET /api/events/1/exhibitorProduct/:id': product,
    'GET /api/events/:slug/merchandise': [{ id: 1, name: 'Topi Pameran 2026', price: 75_000, image_url: '', stock: 4 }],
    'GET /api/events/1/rooms': [{ id: 1, name: 'Panggung Utama Hall A', description: 'Utama', session_ids: [79] }],
    'GET /api/events/1/sessions/:id/stream': { session, stream_url: 'about:blank', poster_url: '', is_live: false },
    'GET /api/events/1/sessionsUpcoming': [{ ...session, starts_at: soon() }],
    'GET /api/events/1/sessionsOngoingExternal': [],
    'GET /api/events/1/sessions/:id/survey': { id: 1, session_id: 79, title: 'Survei Sesi', questions: [{ id: 1, text: 'Bermanfaat?', type: 'choice', options: ['Ya', 'Tidak'] }] },
    'POST /api/events/1/sessions/:id/survey': { survey_id: 1, session_id: 79, answered: 1, submitted_at: at },
    'GET /api/events/1/floorplan': { halls: [{ id: 'A', name: 'Hall A', x: 0, y: 0, width: 20, height: 10 }], booths: [{ code: exhibitor.booth_code, hall_id: 'A', x: 2, y: 2, width: 4, height: 3 }] },
    'GET /api/events/1/stamps': { target: 3, stamps: [], completed: false, reward: 'Helm Proyek Pameran' },
    'POST /api/events/1/stamps': { target: 3, stamps: [{ booth_code: exhibitor.booth_code }], completed: false },
    'GET /api/carts': [sdkCart([2, 3])],
    'POST /api/carts': [sdkCart([2, 3])],
    'DELETE /api/carts/:cart/items/:item': [sdkCart([2])],
    'POST /api/orders': order,
    'GET /api/orders': [order],
    'POST /api/users/brochure/:id/saved': {},
    'GET /api/admin/visitors': [{ id: 1001, name: 'Budi Santoso**', agency: 'PT Karya' }],
    'GET /api/admin/prizes': [prize],
    'POST /api/admin/brochure/:id': [prize],
    'GET /api/admin/stamps/sheet': [{ booth_code: exhibitor.booth_code, stamp: 'secret', stamp_code: 'ABC234', exhibitor_id: exhibitor.id, exhibitor_name: exhibitor.name }],
    'GET /api/admin/stamps/completions': { target: 3, visitors: [], reward: 'Helm Proyek Pameran', reward_prize_id: 5 },
    'POST /api/admin/stamps/target': { target: 3 },
    'GET /api/admin/reach': { inquiries: 12, replied: 7, contacts: 5, meetings: 3 },
    'GET /api/users/agenda': { session_ids: [] },
    'PUT /api/users/agenda': { session_ids: [] },
    'GET /api/users/visit-list': { entries: [] },
    'PUT /api/users/visit-list': { entries: [] },
    'GET /api/users/meetings': [],
  }),
};

interface Expectation {
  /** What the visitor sees first: the page's h1, or the dialog of a dialog route. */
  heading: { role: 'heading' | 'dialog' | 'alertdialog'; name: string };
  /** A piece of the screen's own content (from the fake SDK or a statechart), when it has one. */
  shows?: string | RegExp;
  /** Signed in unless said otherwise. */
  anonymous?: boolean;
  /** Signed in as an organiser (User.role). */
  organiser?: boolean;
}

const h1 = (name: string) => ({ role: 'heading' as const, name });

const expectations: Record<string, Expectation> = {
  '/home': { heading: h1(copy.shell.titles.home), shows: 'Pameran Uji' },
  '/login': { heading: h1(loginCopy.title), anonymous: true },
  '/register': { heading: h1(loginCopy.title), anonymous: true },
  // Produk opens on the exhibitors.
  '/products': { heading: h1(copy.shell.titles.products), shows: exhibitor.name },
  '/profile': { heading: h1(profileCopy.title) },
  '/my-transaction': { heading: h1(copy.shell.titles.myTransaction), shows: 'Pesanan ORD-0001' },
  '/journey': { heading: h1(copy.shell.titles.journey), shows: 'Demo mesin langsung' },
  '/popup-media': { heading: { role: 'dialog', name: popupsCopy.mediaTitle } },
  '/popup-alert': { heading: { role: 'alertdialog', name: popupsCopy.alertTitle } },
  '/live-stream/:id': { heading: h1(copy.shell.titles.liveStream), shows: 'Survei Sesi' },
  '/popup-gift': { heading: { role: 'dialog', name: giftCopy.title } },
  '/popup-tnc': { heading: { role: 'dialog', name: popupsCopy.tncTitle } },
  '/agenda': { heading: h1(copy.shell.titles.agenda), shows: 'Peluncuran Mesin CNC' },
  '/countdown': { heading: h1(copy.shell.titles.countdown) },
  '/denah': { heading: h1(copy.shell.titles.denah), shows: 'Stan kosong' },
  '/admin-gift': { heading: h1(copy.shell.titles.adminGift), shows: /Budi Santoso — PT Karya/, organiser: true },
  // jsdom has no camera: the scanner says so and offers typing.
  '/scan': { heading: h1(stampsCopy.scanTitle), shows: stampsCopy.noCamera },
  '/admin-stamps': { heading: h1(adminStampsCopy.adminTitle), shows: 'Kode stempel: ABC234', organiser: true },
  // Nothing starred or marked yet: the day says how to fill it.
  '/hari-saya': { heading: h1(dayCopy.title), shows: dayCopy.empty },
  // Booth staff sign in with their exhibitor code, apart from any visitor's session.
  '/exhibitor': { heading: h1(deskCopy.title), shows: deskCopy.codeLabel, anonymous: true },
};

/** A concrete URL for a route pattern (`:id` → session 79). */
const concrete = (path: string) => path.replace(':id', '79');

describe('every route', () => {
  it('has an expectation in this test', () => {
    expect(routes.map((route) => route.path).filter((path) => !(path in expectations))).toEqual([]);
  });

  it.each(routes.map((route) => route.path))('%s renders its screen', async (path) => {
    const expected = expectations[path]!;
    renderApp({
      path: concrete(path),
      platform: fakePlatform,
      carts: [makeCart([2, 3])],
      ...(expected.anonymous ? {} : { signedInAs: makeUser(expected.organiser ? { role: 'organiser' } : {}) }),
    });
    const { role, name } = expected.heading;
    expect(await screen.findByRole(role, role === 'heading' ? { level: 1, name } : { name })).toBeInTheDocument();
    if (expected.shows) expect(await screen.findByText(expected.shows)).toBeInTheDocument();
    expect(screen.queryByText(copy.shell.screenFailed)).not.toBeInTheDocument();
  });
});
