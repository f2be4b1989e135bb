// The survey's answers survive a 401 on sending them: the session ends, an
// Indonesian notice asks to sign in again, and the same visitor finds the answers in the form.
// Real SDK over real HTTP to the local platform; the 401 is the platform's own answer to a
// token it does not know.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { storage } from '../../src/adapters/storage';
import { renderApp } from './support/renderApp';
import { expiringWhile, onPlatform } from './support/platformScreens';
import { expectedSurveyAnswers, surveyPost } from './support/survey';

const platform = usePlatform();
/** While true, every bearer call carries a token the platform does not know (it answers 401). */
let expired = false;

function renderSignedOut(path: string) {
  // The survey is sent with the app's SDK, whose 401 ends the session.
  return renderApp({ path, ...onPlatform({ url: platform.url, fetch: expiringWhile(() => expired) }) });
}

async function signIn(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(await screen.findByLabelText('Kode undangan'), code);
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
  expect(await screen.findByRole('link', { name: /^Profil / })).toBeInTheDocument();
}

const surveySection = () => screen.findByRole('region', { name: 'Survei sesi' });

async function answerWhileSessionEnds(user: ReturnType<typeof userEvent.setup>) {
  expired = false;
  // Each scenario starts on a fresh device: nothing kept from the one before.
  await storage.clearAll();
  const view = renderSignedOut('/login');
  await signIn(user, 'AGUS2026');
  act(() => view.location.navigate('/live-stream/79'));
  const survey = await surveySection();
  await user.click(await within(survey).findByRole('radio', { name: 'Sangat bermanfaat' }));
  await user.click(within(survey).getByRole('radio', { name: 'Genset' }));
  await user.type(within(survey).getByRole('textbox', { name: 'Saran untuk sesi berikutnya' }), 'Tambah sesi demo');
  expired = true;
  platform.resetRequests();
  await user.click(within(survey).getByRole('button', { name: 'Kirim jawaban' }));
  expect(await screen.findByText('Sesi Anda telah berakhir. Silakan masuk lagi; isian Anda tetap tersimpan.')).toBeInTheDocument();
  expect(await screen.findByText('Masuk untuk menonton sesi langsung dan mengisi survei.')).toBeInTheDocument();
  const refused = surveyPost(platform);
  expect(refused?.headers.authorization).toBe('Bearer token-yang-kedaluwarsa');
  expired = false;
  return view;
}

describe('survey answers when the session ends on sending them', () => {
  it('keeps the typed answers for the same visitor, who can then send them', async () => {
    const user = userEvent.setup();
    const view = await answerWhileSessionEnds(user);
    await user.click(screen.getByRole('link', { name: 'Masuk lagi' }));
    await signIn(user, 'AGUS2026');
    act(() => view.location.navigate('/live-stream/79'));
    const survey = await surveySection();
    expect(await within(survey).findByRole('radio', { name: 'Sangat bermanfaat' })).toBeChecked();
    expect(within(survey).getByRole('radio', { name: 'Genset' })).toBeChecked();
    expect(within(survey).getByRole('textbox', { name: 'Saran untuk sesi berikutnya' })).toHaveValue('Tambah sesi demo');

    platform.resetRequests();
    await user.click(within(survey).getByRole('button', { name: 'Kirim jawaban' }));
    expect(await within(survey).findByRole('status')).toHaveTextContent('Terima kasih! Jawaban Anda sudah kami terima.');
    expect(JSON.parse(surveyPost(platform)!.body)).toEqual(expectedSurveyAnswers);
  });

  it("does not show them to another visitor who signs in", async () => {
    const user = userEvent.setup();
    const view = await answerWhileSessionEnds(user);
    await user.click(screen.getByRole('link', { name: 'Masuk lagi' }));
    await signIn(user, 'BUDI2026');
    act(() => view.location.navigate('/live-stream/79'));
    const survey = await surveySection();
    expect(await within(survey).findByRole('radio', { name: 'Sangat bermanfaat' })).not.toBeChecked();
    expect(within(survey).getByRole('radio', { name: 'Genset' })).not.toBeChecked();
    expect(within(survey).getByRole('textbox', { name: 'Saran untuk sesi berikutnya' })).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('Tambah sesi demo')).not.toBeInTheDocument());
  });
});
