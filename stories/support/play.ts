// Small steps the play functions share. Queries go through `screen` because dialogs are
// portalled to the body, outside the story's canvas.
import { expect, screen, waitFor } from 'storybook/test';
import { copy } from '../../src/copy';

/** `text` as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits for the screen's one h1 (the screen chunk loads lazily) and returns it. */
export async function expectScreenTitle(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  expect(heading).toBeVisible();
  return heading;
}

/**
 * Every spinner label in the copy starts like one of these two, in the language shown
 * ('Memuat…', 'Memeriksa sesi Anda…'; 'Loading…', 'Checking your session…'): read when the
 * play runs, after the story's language was written into the tables.
 */
function loadingLabel(): RegExp {
  const firstWord = (text: string) => escaped(text.split(/[\s…]/)[0] ?? text);
  return new RegExp(`^(${firstWord(copy.common.loading)}|${firstWord(copy.access.checking)})`);
}

/** Waits for a loading indicator (a spinner's status) of the screen or one of its blocks. */
export async function expectLoading(label: string | RegExp = loadingLabel()) {
  const [status] = await screen.findAllByRole('status', { name: label });
  expect(status).toBeInTheDocument();
}

/** Waits for an inline error (role="alert") with the given text. */
export async function expectAlertText(text: string | RegExp) {
  const matches = (content: string) => (typeof text === 'string' ? content.includes(text) : text.test(content));
  await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => matches(alert.textContent ?? ''))).toBe(true));
}

/** Matches an accessible name that contains `text` as is: robust to the words around a title. */
export function containing(text: string): RegExp {
  return new RegExp(escaped(text));
}

/** A number no copy text writes by itself: where it stands, `withAnyNumber` accepts any number. */
const SOME_NUMBER = 987_654_321;

/**
 * The whole text a copy function writes, with any number in the place of one argument — a clock's
 * seconds tick on while the play runs: `withAnyNumber((s) => copy.countdown.spoken(2, 3, 4, s))`.
 */
export function withAnyNumber(text: (someNumber: number) => string): RegExp {
  const [before = '', after = '', ...more] = text(SOME_NUMBER).split(String(SOME_NUMBER));
  expect(more).toEqual([]);
  return new RegExp(`^${escaped(before)}\\d+${escaped(after)}$`);
}
