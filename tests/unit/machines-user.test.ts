import { fullName, initials, starCount, userId } from '../../machines/user';

describe('display name helpers (SPEC §3)', () => {
  it('takes the full name from before the first *', () => {
    expect(fullName('Budi Santoso**')).toBe('Budi Santoso');
    expect(fullName('Siti*Rahayu*')).toBe('Siti');
    expect(fullName('Tanpa Bintang')).toBe('Tanpa Bintang');
    expect(fullName('***')).toBe('');
  });

  it('counts every * as a star', () => {
    expect(starCount('Budi Santoso**')).toBe(2);
    expect(starCount('Siti*Rahayu*')).toBe(2);
    expect(starCount('Tanpa Bintang')).toBe(0);
  });

  it('builds initials from the first letters of the first two words, upper-cased', () => {
    expect(initials('budi santoso wijaya**')).toBe('BS');
    expect(initials('  siti   rahayu ')).toBe('SR');
    expect(initials('Joko')).toBe('J');
    expect(initials('')).toBe('');
    expect(initials('Ébé Ölu')).toBe('ÉÖ');
  });

  it('gives user id 0 to anonymous', () => {
    expect(userId(null)).toBe(0);
    expect(userId({ id: 202 })).toBe(202);
  });
});
