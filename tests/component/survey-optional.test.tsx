// The survey's free-text "Saran" is optional: the choice questions are enough to send it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';
import { surveyPost } from './support/survey';

const platform = usePlatform();

describe('survey without a suggestion', () => {
  it('sends the chosen answers and leaves the empty suggestion out', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/live-stream/79', code: 'AGUS2026' });
    const survey = await screen.findByRole('region', { name: 'Survei sesi' });
    await user.click(await within(survey).findByRole('radio', { name: 'Sangat bermanfaat' }));
    const interest = within(survey).getByRole('group', { name: 'Produk apa yang paling Anda minati?' });
    await user.click(within(interest).getByRole('radio', { name: 'Genset' }));
    await user.click(within(survey).getByRole('button', { name: 'Kirim jawaban' }));
    expect(await within(survey).findByRole('status')).toHaveTextContent('Terima kasih! Jawaban Anda sudah kami terima.');
    expect(JSON.parse(surveyPost(platform)!.body)).toEqual({
      answers: [
        { question_id: 1, value: 'Sangat bermanfaat' },
        { question_id: 2, value: 'Genset' },
      ],
    });
  });
});
