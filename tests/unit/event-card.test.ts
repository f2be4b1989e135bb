// The home screen's event card as text (src/screens/home/eventCard.ts), read from the platform's
// event (SPEC: GET /api/events/{id}) by the app and by index.html's boot preview alike: only text
// that holds more than spaces, a banner address safe for an image, and the first and last day in
// WIB written out; anything else is left off the card, never shown as "undefined".
import { describe, expect, it } from 'vitest';
import { eventCardOf, textOf } from '../../src/screens/home/eventCard';

describe('the event card', () => {
  it('shows the name, banner, tagline, venue and the first and last day in WIB', () => {
    expect(eventCardOf({
      name: 'Pameran Suku Cadang & Mesin Industri 2026',
      banner_url: 'https://cdn.pameran.example/banner.jpg',
      tagline: 'Tiga hari, 400 stan',
      venue: 'JIExpo Kemayoran, Jakarta',
      // 20.00 UTC on the 20th is already the 21st in Jakarta.
      starts_at: '2026-11-20T20:00:00Z',
      ends_at: '2026-11-23T10:00:00Z',
    })).toEqual({
      name: 'Pameran Suku Cadang & Mesin Industri 2026',
      banner: 'https://cdn.pameran.example/banner.jpg',
      tagline: 'Tiga hari, 400 stan',
      venue: 'JIExpo Kemayoran, Jakarta',
      from: '21 November 2026',
      to: '23 November 2026',
    });
  });

  it('leaves off blank text, a banner no image may load, and dates that are not dates', () => {
    expect(eventCardOf({ name: '   ', banner_url: 'javascript:alert(1)', tagline: 7, venue: null, starts_at: 'besok', ends_at: 20261121 })).toEqual({
      name: null, banner: null, tagline: null, venue: null, from: null, to: null,
    });
  });

  it('keeps a banner sent as an image data: address, which only an image may load', () => {
    const banner = 'data:image/png;base64,iVBORw0KGgo=';
    expect(eventCardOf({ banner_url: banner }).banner).toBe(banner);
  });

  it('reads an answer that is not an object as an empty card', () => {
    const empty = { name: null, banner: null, tagline: null, venue: null, from: null, to: null };
    for (const answer of [null, undefined, 'Pameran', 42, [{ name: 'Pameran' }]]) expect(eventCardOf(answer)).toEqual(empty);
  });

  it('keeps text as written, spaces inside and around included', () => {
    expect(textOf(' Hall A ')).toBe(' Hall A ');
    expect(textOf('')).toBeNull();
    expect(textOf('\n\t ')).toBeNull();
    expect(textOf(['Hall A'])).toBeNull();
  });
});
