// Small steps the play functions share. Queries go through `screen` because dialogs are
// portalled to the body, outside the story's canvas.
import { expect, screen, waitFor } from 'storybook/test';

/** Waits for the screen's one h1 (the screen chunk loads lazily) and returns it. */
export async function expectScreenTitle(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  expect(heading).toBeVisible();
  return heading;
}

/** Every spinner label in the copy starts like this ('Memuat…', 'Memeriksa sesi Anda…'). */
const LOADING_LABEL = /^(Memuat|Memeriksa)/;

/** Waits for a loading indicator (a spinner's status) of the screen or one of its blocks. */
export async function expectLoading(label: string | RegExp = LOADING_LABEL) {
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
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
