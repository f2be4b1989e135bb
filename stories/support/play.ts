// Small steps the play functions share. Queries go through `screen` because dialogs are
// portalled to the body, outside the story's canvas.
import { expect, screen, waitFor } from 'storybook/test';

/** Waits for the screen's one h1 (the screen chunk loads lazily) and returns it. */
export async function expectScreenTitle(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  expect(heading).toBeVisible();
  return heading;
}

/** Waits for the loading indicator of a screen or block. */
export async function expectLoading() {
  const [status] = await screen.findAllByRole('status', {}, { timeout: 5000 });
  expect(status).toBeInTheDocument();
}

/** Waits for an inline error (role="alert") with the given text. */
export async function expectAlertText(text: string | RegExp) {
  const matches = (content: string) => (typeof text === 'string' ? content.includes(text) : text.test(content));
  await waitFor(
    () => expect(screen.getAllByRole('alert').some((alert) => matches(alert.textContent ?? ''))).toBe(true),
    { timeout: 5000 },
  );
}
