// Small helpers every screen reads through (src/lib/labels.ts, asList.ts, notFound.ts, paths.ts,
// paging.ts): what a thing is called when the platform left its name out, a malformed list,
// a 404, and the addresses the app navigates to.
import { describe, expect, it } from 'vitest';
import { asList } from '../../src/lib/asList';
import {
  exhibitorName,
  itemName,
  merchandiseName,
  orderNumber,
  prizeName,
  productName,
  roomName,
  sessionTitle,
  textOr,
} from '../../src/lib/labels';
import { isNotFound } from '../../src/lib/notFound';
import { formatCount } from '../../src/lib/numbers';
import { EXHIBITOR_PAGE_SIZE } from '../../src/lib/paging';
import { AGENDA_PATH, denahBoothPath, denahExhibitorPath, HOME_PATH, liveStreamPath } from '../../src/lib/paths';

describe('textOr: a name when there is one', () => {
  it('shows the text as the platform sent it', () => {
    expect(textOr('Ekskavator Mini', 'Produk 3')).toBe('Ekskavator Mini');
    expect(textOr(' Ekskavator ', 'Produk 3')).toBe(' Ekskavator ');
    expect(textOr('0', 'Produk 3')).toBe('0');
  });

  it.each([['', ''], ['only spaces', '   '], ['a tab and a newline', '\t\n'], ['null', null], ['undefined', undefined]])(
    'shows the fallback for %s',
    (_what, text) => {
      expect(textOr(text, 'Produk 3')).toBe('Produk 3');
    },
  );

  it('shows the fallback for what is not text at all (a malformed response)', () => {
    expect(textOr(42 as unknown as string, 'Produk 3')).toBe('Produk 3');
    expect(textOr({ trim: () => 'x' } as unknown as string, 'Produk 3')).toBe('Produk 3');
  });
});

describe('what a screen calls a thing whose name is missing (copy.unnamed, Indonesian)', () => {
  it.each([
    ['a session', () => sessionTitle({ id: 80 }), 'Sesi 80'],
    ['a session with an empty title', () => sessionTitle({ id: 80, title: ' ' }), 'Sesi 80'],
    ['an exhibitor', () => exhibitorName({ id: 3 }), 'Peserta 3'],
    ['a product', () => productName({ id: 12 }), 'Produk 12'],
    ['a merchandise item', () => merchandiseName({ id: 5 }), 'Merchandise 5'],
    ['a room', () => roomName({ id: 2 }), 'Ruang 2'],
    ['a prize', () => prizeName({ id: 9 }), 'Hadiah 9'],
    ['an order', () => orderNumber({ id: 1234 }), '1234'],
    ['an item with an id', () => itemName({ id: 4 }), 'Barang 4'],
    ['an item without one', () => itemName({}), 'Barang'],
  ])('%s', (_what, label, shown) => {
    expect(label()).toBe(shown);
  });

  it.each([
    ['a session', () => sessionTitle({ id: 80, title: 'Tanya Jawab Ekskavator' }), 'Tanya Jawab Ekskavator'],
    ['an exhibitor', () => exhibitorName({ id: 3, name: 'PT Alat Berat' }), 'PT Alat Berat'],
    ['a product', () => productName({ id: 12, name: 'Ekskavator Mini' }), 'Ekskavator Mini'],
    ['a merchandise item', () => merchandiseName({ id: 5, name: 'Topi' }), 'Topi'],
    ['a room', () => roomName({ id: 2, name: 'Ruang Melati' }), 'Ruang Melati'],
    ['a prize', () => prizeName({ id: 9, name: 'Sepeda' }), 'Sepeda'],
    ['an order', () => orderNumber({ id: 1234, number: 'INV-2026-0007' }), 'INV-2026-0007'],
    ['an item', () => itemName({ id: 4, name: 'Kaos' }), 'Kaos'],
  ])('%s keeps its own name', (_what, label, shown) => {
    expect(label()).toBe(shown);
  });
});

describe('asList: a field that should be a list', () => {
  it('gives the list’s items', () => {
    expect(asList([1, 2, 3])).toEqual([1, 2, 3]);
    expect(asList([])).toEqual([]);
  });

  it('gives a copy: changing it leaves the response alone', () => {
    const response = [1, 2];
    const list = asList(response);
    list.push(3);
    expect(response).toEqual([1, 2]);
  });

  it.each([null, undefined, 'ab', 42, { length: 2, 0: 'a', 1: 'b' }, { items: [1] }])('reads %j as empty', (value) => {
    expect(asList(value as unknown as number[])).toEqual([]);
  });
});

describe('isNotFound: the platform answered 404', () => {
  it.each([
    ['an error with status 404', { status: 404 }],
    ['an Error carrying status 404', Object.assign(new Error('Not Found'), { status: 404 })],
  ])('%s is an absence', (_what, error) => {
    expect(isNotFound(error)).toBe(true);
  });

  it.each([
    ['status 500', { status: 500 }],
    ['status 401', { status: 401 }],
    ['status "404" as text', { status: '404' }],
    ['no status', {}],
    ['a plain Error', new Error('Not Found')],
    ['null', null],
    ['undefined', undefined],
    ['the number 404', 404],
    ['the text "404"', '404'],
  ])('%s is not', (_what, error) => {
    expect(isNotFound(error)).toBe(false);
  });
});

describe('the app’s paths', () => {
  it('names each place as its route does', () => {
    expect(HOME_PATH).toBe('/home');
    expect(AGENDA_PATH).toBe('/agenda');
    expect(liveStreamPath(80)).toBe('/live-stream/80');
    expect(denahExhibitorPath(3)).toBe('/denah?exhibitor=3');
    expect(denahBoothPath('A-05')).toBe('/denah?booth=A-05');
  });

  it('keeps a booth code whole in the floor plan’s address', () => {
    expect(denahBoothPath('A 05&exhibitor=3')).toBe('/denah?booth=A%2005%26exhibitor%3D3');
  });

  it('pages exhibitors 200 at a time', () => {
    expect(EXHIBITOR_PAGE_SIZE).toBe(200);
  });
});

describe('formatCount: a count that is not a finite number (a malformed response)', () => {
  it.each([
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [Number.NEGATIVE_INFINITY, '-Infinity'],
  ])('shows %d as text, without crashing the screen', (count, shown) => {
    expect(() => formatCount(count)).not.toThrow();
    expect(formatCount(count)).toBe(shown);
  });
});
