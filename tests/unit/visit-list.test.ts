// The visitor's stored list of booths to visit is read back from IndexedDB, which is outside
// the app: checkVisitList keeps what the app wrote and drops anything else, never throwing.
import { describe, expect, it } from 'vitest';
import { checkVisitList } from '../../src/features/floorplan/visitList';

describe('reading the stored list of booths to visit', () => {
  it('keeps well-formed entries as they were written', () => {
    const stored = [
      { exhibitorId: 3, name: 'PT Bearing Jaya Abadi', boothCode: 'A-05', visited: true },
      { exhibitorId: 7, visited: false },
    ];
    expect(checkVisitList(stored)).toEqual(stored);
  });

  it('drops entries without a positive whole exhibitor id, and repeats of one exhibitor', () => {
    const stored = [null, 'A-05', { exhibitorId: '3' }, { exhibitorId: 0 }, { exhibitorId: 2.5 }, { exhibitorId: 4, visited: false }, { exhibitorId: 4, visited: true }];
    expect(checkVisitList(stored)).toEqual([{ exhibitorId: 4, visited: false }]);
  });

  it('treats anything but true as not visited and ignores fields of the wrong kind', () => {
    expect(checkVisitList([{ exhibitorId: 5, visited: 'ya', name: 42, boothCode: null }])).toEqual([{ exhibitorId: 5, visited: false }]);
  });

  it('reads a value that is not a list as an empty list', () => {
    for (const value of [undefined, null, {}, 'x', 1]) expect(checkVisitList(value)).toEqual([]);
  });
});
