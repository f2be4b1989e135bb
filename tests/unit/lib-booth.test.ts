// Booth codes as the fair prints them and the Produk addresses that name an exhibitor or a booth
// (src/lib/booth.ts): what a visitor types or a printed QR code carries, and what opens.
import { describe, expect, it } from 'vitest';
import { boothCodeOrNull, boothOfSearch, exhibitorOfSearch, normaliseBoothCode, positiveInteger } from '../../src/lib/booth';

describe('normaliseBoothCode: the booth code a visitor meant', () => {
  it.each([
    ['b07', 'B-07'],
    ['B-07', 'B-07'],
    ['b 7', 'B-07'],
    ['B7', 'B-07'],
    ['b-7', 'B-07'],
    ['B–7', 'B-07'],
    ['B—7', 'B-07'],
    ['B‐7', 'B-07'],
    ['B - 07', 'B-07'],
    ['B -07', 'B-07'],
    ['B- 07', 'B-07'],
    ['  a-05  ', 'A-05'],
    ['A-101', 'A-101'],
    ['a101', 'A-101'],
    ['C-1234', 'C-1234'],
    ['c 0001', 'C-0001'],
  ])('reads %j as %j', (typed, code) => {
    expect(normaliseBoothCode(typed)).toBe(code);
  });

  it.each([
    ['a name', 'Hall Timur', 'HALL TIMUR'],
    ['two hall letters', 'ab-07', 'AB-07'],
    ['a letter after the number', 'b-07x', 'B-07X'],
    ['five digits', 'a-12345', 'A-12345'],
    ['two dashes', 'b--07', 'B--07'],
    ['a digit for the hall', '1-07', '1-07'],
    ['no number', 'b-', 'B-'],
    ['a dot between', 'b.07', 'B.07'],
    ['text before the code', 'stand b-07', 'STAND B-07'],
  ])('only upper-cases %s (the platform judges it)', (_what, typed, sent) => {
    expect(normaliseBoothCode(typed)).toBe(sent);
  });
});

describe('boothCodeOrNull: a typed or scanned booth code, the same for the booth and its stamp', () => {
  it.each([
    ['a01', 'A-01'],
    ['A01', 'A-01'],
    ['c 08', 'C-08'],
    ['A-01 ', 'A-01'],
    [' b–7', 'B-07'],
    ['HALL-2', 'HALL-2'],
  ])('reads %j as %j', (typed, code) => {
    expect(boothCodeOrNull(typed)).toBe(code);
  });

  it.each(['', '   ', 'a 0 1', 'A/01', '../A-01', 'A-01-', 'Hall Timur', 'x'.repeat(21)])('refuses %j', (typed) => {
    expect(boothCodeOrNull(typed)).toBeNull();
  });
});

describe('positiveInteger: an id from an address parameter', () => {
  it.each([
    ['3', 3],
    [' 42 ', 42],
    ['007', 7],
    ['123456789', 123456789],
  ])('reads %j as %d', (raw, id) => {
    expect(positiveInteger(raw)).toBe(id);
  });

  it.each([null, '', ' ', '0', '000', '-3', '+3', '3.5', '1e3', 'abc', '3a', 'a3', '1234567890', '0x10'])('refuses %j', (raw) => {
    expect(positiveInteger(raw)).toBeNull();
  });
});

describe('exhibitorOfSearch: the exhibitor a shared Produk link opens', () => {
  it.each([
    ['?exhibitor=3', 3],
    ['exhibitor=12', 12],
    ['?exhibitor=%203%20', 3],
    ['?booth=A-05&exhibitor=3', 3],
    ['?product=0&exhibitor=3', 3],
    ['?product=abc&exhibitor=3', 3],
  ])('%s opens exhibitor %d', (search, id) => {
    expect(exhibitorOfSearch(search)).toBe(id);
  });

  it.each(['', '?', '?booth=A-05', '?exhibitor=', '?exhibitor=0', '?exhibitor=x', '?product=5&exhibitor=3', '?exhibitor=3&product=5'])(
    '%j opens none',
    (search) => {
      expect(exhibitorOfSearch(search)).toBeNull();
    },
  );
});

describe('boothOfSearch: the booth a printed QR code opens', () => {
  it.each([
    ['?booth=A-05', 'A-05'],
    ['?booth=a05', 'A-05'],
    ['?booth=%20b%207%20', 'B-07'],
    ['?booth=Hall+Timur', 'HALL TIMUR'],
    ['?exhibitor=0&booth=A-05', 'A-05'],
    ['?product=abc&booth=A-05', 'A-05'],
    ['?exhibitor=x&booth=A-05', 'A-05'],
  ])('%s opens booth %j', (search, booth) => {
    expect(boothOfSearch(search)).toBe(booth);
  });

  it.each(['', '?exhibitor=3', '?booth=', '?booth=%20%20%20', '?product=2&booth=A-05', '?exhibitor=3&booth=A-05', '?booth=A-05&product=2'])(
    '%j opens no booth',
    (search) => {
      expect(boothOfSearch(search)).toBeNull();
    },
  );

  it('cuts text longer than any name or code to its first 100 characters', () => {
    const long = `?booth=${'x'.repeat(150)}`;
    expect(boothOfSearch(long)).toBe(
      'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    );
    expect(boothOfSearch(`?booth=${'y'.repeat(100)}`)).toHaveLength(100);
  });
});
