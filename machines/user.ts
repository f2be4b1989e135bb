import type { User } from './types';

const STAR = '*';

/** The display name may carry '*' marks: the text before the first one is the full name ('' when absent). */
export function fullName(name: string | undefined): string {
  const text = name ?? '';
  const starAt = text.indexOf(STAR);
  return (starAt === -1 ? text : text.slice(0, starAt)).trim();
}

/** Each '*' in the display name is one star. */
export function starCount(name: string | undefined): number {
  let stars = 0;
  for (const character of name ?? '') if (character === STAR) stars += 1;
  return stars;
}

/** First letters of the first two words of the full name, upper-cased. */
export function initials(name: string | undefined): string {
  return fullName(name)
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
}

/** Anonymous is user id 0; no user at all counts as anonymous too. */
export function userId(user: Pick<User, 'id'> | null | undefined): number {
  return user?.id ?? 0;
}
