// Addresses an attacker writes: a native deep link with a backslash is
// not a path of ours, and a media popup opened by a deep link keeps no title.
import { describe, expect, it } from 'vitest';
import { deepLinkPath } from '../../src/adapters/nativeLinks';

describe('native deep links', () => {
  it.each(['pameran:///\\evil.example/x', 'pameran://%5Cevil.example/x', 'https://pameran.example/%5C%5Cevil.example/x'])('%s opens nothing', (url) => {
    expect(deepLinkPath(url)).toBeNull();
  });

  it('opens a media popup with its source and kind, never its title', () => {
    expect(deepLinkPath('pameran://popup-media?src=%2Fmedia%2Fprize%2F2.svg&type=image&title=Pemberitahuan%20resmi%20panitia'))
      .toBe('/popup-media?src=%2Fmedia%2Fprize%2F2.svg&type=image');
  });
});
