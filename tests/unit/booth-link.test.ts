// What a scanned QR code may open (src/features/stamps/boothLink.ts): only this app's own address
// of a booth, parsed with new URL(); everything else is "not ours" and opens nothing.
import { describe, expect, it } from 'vitest';
import { boothHref, boothVisitFromQr, boothVisitFromSearch, checkTypedStamp, printedBoothUrl, printedCodeOrigin } from '../../src/features/stamps/boothLink';

const ORIGIN = 'https://pameran.contoh.id';

describe('a scanned QR code', () => {
  it('is a booth with its stamp when it is our own /products?booth= address', () => {
    expect(boothVisitFromQr('https://pameran.contoh.id/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQx', ORIGIN)).toEqual({ boothCode: 'A-05', stamp: 'Qm9vdGhTZWNyZXQx' });
    expect(boothVisitFromQr(' https://pameran.contoh.id/products?booth=a-05 ', ORIGIN)).toEqual({ boothCode: 'A-05' });
  });

  it.each([
    ['another site', 'https://contoh-palsu.example/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQx'],
    ['our host on another port', 'https://pameran.contoh.id:8443/products?booth=A-05'],
    ['our host over http', 'http://pameran.contoh.id/products?booth=A-05'],
    ['a look-alike host', 'https://pameran.contoh.id.evil.example/products?booth=A-05'],
    ['credentials in the address', 'https://user:pw@pameran.contoh.id/products?booth=A-05'],
    ['another of our pages', 'https://pameran.contoh.id/admin-gift?booth=A-05'],
    ['a products page without a booth', 'https://pameran.contoh.id/products?exhibitor=3'],
    ['a booth code that is no code', 'https://pameran.contoh.id/products?booth=%3Cscript%3E'],
    ['a javascript: URL', 'javascript:location="https://pameran.contoh.id/products?booth=A-05"'],
    ['a data: URL', 'data:text/html,<a href="/products?booth=A-05">x</a>'],
    ['plain text', 'A-05'],
    ['a relative address', '/products?booth=A-05'],
  ])('is not ours when it is %s', (_what, text) => {
    expect(boothVisitFromQr(text, ORIGIN)).toBeNull();
  });

  it('drops a stamp that is not a stamp, keeping the booth', () => {
    expect(boothVisitFromQr('https://pameran.contoh.id/products?booth=A-05&stamp=%22%3E%3Cimg', ORIGIN)).toEqual({ boothCode: 'A-05' });
    expect(boothVisitFromSearch('?booth=B-07&stamp=abc')).toEqual({ boothCode: 'B-07' });
  });

  it('reads a booth code with spaces around it (a "+" in the address) as the code', () => {
    expect(boothVisitFromSearch('?booth=+b-07+&stamp=K7PQ2X')).toEqual({ boothCode: 'B-07', stamp: 'K7PQ2X' });
  });

  it('records the stamp for the booth code the booth opens with, however it was typed', () => {
    expect(boothVisitFromSearch('?booth=a01&stamp=K7PQ2X')).toEqual({ boothCode: 'A-01', stamp: 'K7PQ2X' });
    expect(boothVisitFromSearch('?booth=c+08&stamp=K7PQ2X')).toEqual({ boothCode: 'C-08', stamp: 'K7PQ2X' });
  });
});

describe('the printed codes of the fair', () => {
  it("point at the app's public address when the build sets one, else at the page that prints them", () => {
    expect(printedCodeOrigin('https://pameran.contoh.id', 'http://localhost:18800')).toBe('https://pameran.contoh.id');
    expect(printedCodeOrigin('', 'https://pameran.contoh.id')).toBe('https://pameran.contoh.id');
    expect(printedBoothUrl('https://pameran.contoh.id', { boothCode: 'A-05', stamp: 'Qm9vdGhTZWNyZXQx' })).toBe('https://pameran.contoh.id/products?booth=A-05&stamp=Qm9vdGhTZWNyZXQx');
  });

  it("are read by a scanner opened at another of the app's addresses, and nothing else is", () => {
    const origins = ['https://pameran.contoh.id', 'http://localhost:18800'];
    expect(boothVisitFromQr('https://pameran.contoh.id/products?booth=a05&stamp=Qm9vdGhTZWNyZXQx', origins)).toEqual({ boothCode: 'A-05', stamp: 'Qm9vdGhTZWNyZXQx' });
    expect(boothVisitFromQr('http://localhost:18800/products?booth=A-05', origins)).toEqual({ boothCode: 'A-05' });
    expect(boothVisitFromQr('https://contoh-palsu.example/products?booth=A-05', origins)).toBeNull();
  });
});

describe('a stamp code typed by hand', () => {
  it('is six letters or digits, upper-cased, spaces and dashes forgiven', () => {
    expect(checkTypedStamp('k7p q2x')).toBe('K7PQ2X');
    expect(checkTypedStamp('K7P-Q2X')).toBe('K7PQ2X');
    expect(checkTypedStamp('K7PQ2')).toBeNull();
    expect(checkTypedStamp('K7PQ2X9')).toBeNull();
    expect(checkTypedStamp('K7PQ2!')).toBeNull();
  });
});

it("writes a booth's address with its stamp, encoded", () => {
  expect(boothHref({ boothCode: 'A-05', stamp: 'ab_-CD12' })).toBe('/products?booth=A-05&stamp=ab_-CD12');
  expect(boothHref({ boothCode: 'A-05' })).toBe('/products?booth=A-05');
});
