// Produk's URL state: the search, filters and each opened item have an address.
import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, hasQuery, listHref, lookupFromInput, nearBooths, queryFromSearch, viewFromSearch, viewHref } from '../../src/screens/products/views';

describe('Produk URL state', () => {
  it('reads the search and filters, cutting what no name needs', () => {
    expect(queryFromSearch('?q=genset%20diesel&hall=Hall+B&category=Genset+%26+Kelistrikan')).toEqual({ q: 'genset diesel', hall: 'Hall B', category: 'Genset & Kelistrikan' });
    expect(queryFromSearch('')).toEqual({ q: '', hall: '', category: '' });
    expect(queryFromSearch(`?q=${'a'.repeat(300)}&hall=%20%20Hall%20%20A%20`)).toEqual({ q: 'a'.repeat(100), hall: 'Hall A', category: '' });
    expect(queryFromSearch(`?hall=${'h'.repeat(150)}&category=${'k'.repeat(150)}`)).toEqual({ q: '', hall: 'h'.repeat(100), category: 'k'.repeat(100) });
  });

  it('has a search when any of the search, hall or category is set (spaces alone are no search)', () => {
    expect(hasQuery(EMPTY_QUERY)).toBe(false);
    expect(hasQuery({ q: '   ', hall: '', category: '' })).toBe(false);
    expect(hasQuery({ q: 'bor', hall: '', category: '' })).toBe(true);
    expect(hasQuery({ q: '', hall: 'Hall A', category: '' })).toBe(true);
    expect(hasQuery({ q: '', hall: '', category: 'Pompa' })).toBe(true);
  });

  it('writes only what is set, and round-trips', () => {
    expect(listHref(EMPTY_QUERY)).toBe('/products');
    expect(listHref({ q: 'pompa & katup', hall: '', category: 'Pompa Industri' })).toBe('/products?q=pompa+%26+katup&category=Pompa+Industri');
    const query = { q: 'Müller', hall: 'Hall E', category: 'Bantalan & Transmisi' };
    expect(queryFromSearch(listHref(query).slice('/products'.length))).toEqual(query);
  });

  it('gives each opened item its own address', () => {
    expect(viewHref({ type: 'exhibitor', lookup: { by: 'id', id: 3 } })).toBe('/products?exhibitor=3');
    expect(viewHref({ type: 'exhibitor', lookup: { by: 'code', code: 'A-05' } })).toBe('/products?booth=A-05');
    expect(viewHref({ type: 'product', id: 301, back: { type: 'exhibitor', lookup: { by: 'id', id: 3 } } })).toBe('/products?product=301&exhibitor=3');
    expect(viewHref({ type: 'product', id: 301, back: { type: 'list' } })).toBe('/products?product=301');
    expect(viewHref({ type: 'merchandise', id: 2 })).toBe('/products?merchandise=2');
    expect(viewHref({ type: 'list' }, { q: 'bor', hall: '', category: '' })).toBe('/products?q=bor');
  });

  it('keeps the search in an opened item’s address, so the way back returns to the same results', () => {
    const query = { q: 'genset', hall: 'Hall B', category: '' };
    expect(viewHref({ type: 'exhibitor', lookup: { by: 'id', id: 5 } }, query)).toBe('/products?exhibitor=5&q=genset&hall=Hall+B');
    expect(viewHref({ type: 'product', id: 501, back: { type: 'exhibitor', lookup: { by: 'id', id: 5 } } }, query)).toBe('/products?product=501&exhibitor=5&q=genset&hall=Hall+B');
    expect(viewHref({ type: 'merchandise', id: 2 }, { q: '', hall: '', category: 'Pompa' })).toBe('/products?merchandise=2&category=Pompa');
    // A product opened from a booth's page: its address has no exhibitor number to go back to.
    expect(viewHref({ type: 'product', id: 301, back: { type: 'exhibitor', lookup: { by: 'code', code: 'A-05' } } })).toBe('/products?product=301');
    expect(queryFromSearch('?exhibitor=5&q=genset&hall=Hall+B')).toEqual(query);
    expect(viewFromSearch('?exhibitor=5&q=genset')).toEqual({ type: 'exhibitor', lookup: { by: 'id', id: 5 } });
  });

  it('reads booth codes as the fair prints them: a hall letter, a dash, two digits or more', () => {
    expect(lookupFromInput('b07')).toEqual({ by: 'code', code: 'B-07' });
    expect(lookupFromInput('a5')).toEqual({ by: 'code', code: 'A-05' });
    expect(lookupFromInput(' c 3 ')).toEqual({ by: 'code', code: 'C-03' });
    expect(lookupFromInput('A-101')).toEqual({ by: 'code', code: 'A-101' });
    expect(lookupFromInput('7')).toEqual({ by: 'id', id: 7 });
    expect(lookupFromInput('stan kiri')).toEqual({ by: 'code', code: 'STAN KIRI' });
    expect(lookupFromInput('   ')).toBeNull();
    expect(viewFromSearch('?booth=b07')).toEqual({ type: 'exhibitor', lookup: { by: 'code', code: 'B-07' } });
  });

  it('offers the nearest booths of the same hall for an unknown code, then the same number elsewhere', () => {
    const directory = ['A-01', 'A-05', 'B-02', 'B-07', 'C-03', 'C-99', 'D-01'].map((booth_code) => ({ booth_code }));
    expect(nearBooths('B-99', directory).map((b) => b.booth_code)).toEqual(['B-07', 'B-02', 'C-99']);
    expect(nearBooths('A-04', directory, 2).map((b) => b.booth_code)).toEqual(['A-05', 'A-01']);
    expect(nearBooths('STAN KIRI', directory)).toEqual([]);
    // Three by default; a directory entry that is no booth code is passed over.
    const hallB = ['B-01', 'STAN KIRI', 'B-03', 'B-04', 'B-05', 'B-06'].map((booth_code) => ({ booth_code }));
    expect(nearBooths('B-02', hallB).map((b) => b.booth_code)).toEqual(['B-01', 'B-03', 'B-04']);
  });

  it('reads each address back to what it opens', () => {
    expect(viewFromSearch('?exhibitor=3')).toEqual({ type: 'exhibitor', lookup: { by: 'id', id: 3 } });
    expect(viewFromSearch('?booth=a-05')).toEqual({ type: 'exhibitor', lookup: { by: 'code', code: 'A-05' } });
    expect(viewFromSearch('?product=301&exhibitor=3')).toEqual({ type: 'product', id: 301, back: { type: 'exhibitor', lookup: { by: 'id', id: 3 } } });
    expect(viewFromSearch('?product=301')).toEqual({ type: 'product', id: 301, back: { type: 'list' } });
    expect(viewFromSearch('?merchandise=2')).toEqual({ type: 'merchandise', id: 2 });
    expect(viewFromSearch('?q=genset')).toEqual({ type: 'list' });
  });

  it('treats a malformed number as not given', () => {
    expect(viewFromSearch('?exhibitor=-3')).toEqual({ type: 'list' });
    expect(viewFromSearch('?exhibitor=3abc')).toEqual({ type: 'list' });
    expect(viewFromSearch('?product=0&exhibitor=2')).toEqual({ type: 'exhibitor', lookup: { by: 'id', id: 2 } });
    expect(viewFromSearch('?merchandise=99999999999999')).toEqual({ type: 'list' });
  });
});
