import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';
import { storage } from '../../src/adapters/storage';
import { expectedSurveyAnswers, surveyPost } from './support/survey';

const platform = usePlatform();

const surveySection = () => screen.findByRole('region', { name: 'Survei sesi' });

describe('live-stream screen', () => {
  it('asks an anonymous visitor to log in before watching', async () => {
    await renderOnPlatform(platform, { path: '/live-stream/79' });
    expect(await screen.findByText('Masuk untuk menonton sesi langsung dan mengisi survei.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk atau daftar' })).toHaveAttribute('href', '/login');
  });

  it('shows the poster and a countdown while the session has not started', async () => {
    await renderOnPlatform(platform, { path: '/live-stream/79', code: 'BUDI2026' });
    const stage = await screen.findByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
    expect(within(stage).getByText('Pembicara: Ir. Hendra Gunawan')).toBeInTheDocument();
    expect(within(stage).getByRole('img', { name: 'Poster Peluncuran Mesin CNC Generasi Baru' })).toHaveAttribute('width', '640');
    expect(within(stage).getByRole('timer')).toHaveAccessibleName(/^0 hari 0 jam [0-5] menit \d+ detik lagi$/);
    expect(within(stage).queryByTitle(/^Siaran/)).not.toBeInTheDocument();
  });

  it('plays a session that is live', async () => {
    await renderOnPlatform(platform, { path: '/live-stream/80', code: 'BUDI2026' });
    const stage = await screen.findByRole('article', { name: 'Tanya Jawab Suku Cadang Ekskavator' });
    expect(within(stage).getByText('Sedang tayang')).toBeInTheDocument();
    expect(within(stage).getByTitle('Siaran Tanya Jawab Suku Cadang Ekskavator')).toHaveAttribute('src', 'https://siaran.contoh.id/tanya-jawab-ekskavator');
    expect(within(stage).getByRole('link', { name: 'Buka siaran di tab baru' })).toHaveAttribute('target', '_blank');
  });

  it('sends the survey once every question is answered, keeping the answers when it is incomplete', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/live-stream/79', code: 'SITI2026' });
    const survey = await surveySection();
    await user.click(await within(survey).findByRole('radio', { name: 'Sangat bermanfaat' }));
    await user.click(within(survey).getByRole('button', { name: 'Kirim jawaban' }));
    expect(within(survey).getByRole('alert')).toHaveTextContent('Mohon jawab semua pertanyaan sebelum mengirim.');
    expect(within(survey).getByRole('radio', { name: 'Sangat bermanfaat' })).toBeChecked();

    const interest = within(survey).getByRole('group', { name: 'Produk apa yang paling Anda minati?' });
    await user.click(within(interest).getByRole('radio', { name: 'Genset' }));
    await user.type(within(survey).getByRole('textbox', { name: 'Saran untuk sesi berikutnya' }), 'Tambah sesi demo');
    await user.click(within(survey).getByRole('button', { name: 'Kirim jawaban' }));
    expect(await within(survey).findByRole('status')).toHaveTextContent('Terima kasih! Jawaban Anda sudah kami terima.');

    expect(JSON.parse(surveyPost(platform)!.body)).toEqual(expectedSurveyAnswers);
  });

  it('shows the platform’s refusal and keeps the answers', async () => {
    const user = userEvent.setup();
    // SITI answered in the test above; on another device (nothing kept there) the form shows,
    // and the platform refuses a second answer.
    await storage.clearAll();
    await renderOnPlatform(platform, { path: '/live-stream/79', code: 'SITI2026' });
    const survey = await surveySection();
    await user.click(await within(survey).findByRole('radio', { name: 'Bermanfaat' }));
    await user.click(within(survey).getByRole('radio', { name: 'Hidrolik' }));
    await user.type(within(survey).getByRole('textbox', { name: 'Saran untuk sesi berikutnya' }), 'Lagi');
    await user.click(within(survey).getByRole('button', { name: 'Kirim jawaban' }));
    expect(await within(survey).findByRole('alert')).toHaveTextContent('Anda sudah mengisi survei ini.');
    expect(within(survey).getByRole('textbox', { name: 'Saran untuk sesi berikutnya' })).toHaveValue('Lagi');
  });

  it('says calmly that a session has no survey (the platform answers 404), with nothing to retry', async () => {
    await renderOnPlatform(platform, { path: '/live-stream/82', code: 'AGUS2026' });
    const survey = await surveySection();
    expect(await within(survey).findByText('Belum ada survei')).toBeInTheDocument();
    expect(within(survey).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(survey).queryByText('Gagal memuat data')).not.toBeInTheDocument();
    expect(within(survey).queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });

  it('explains an invalid session number', async () => {
    await renderOnPlatform(platform, { path: '/live-stream/bukan-angka' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nomor sesi tidak valid.');
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/home');
  });
});

describe('live-stream screen at the moment the session starts', () => {
  // The platform's clock runs 2 s short of session 79's start (5 minutes after start-up).
  let shift = 0;
  const soon = usePlatform({ now: () => Date.now() + shift });

  it('switches from the countdown to the stream when the countdown reaches zero', async () => {
    shift = 5 * 60_000 - 2_000;
    await renderOnPlatform(soon, { path: '/live-stream/79', code: 'AGUS2026' });
    const stage = await screen.findByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
    expect(within(stage).getByRole('timer')).toBeInTheDocument();
    expect(await screen.findByTitle('Siaran Peluncuran Mesin CNC Generasi Baru', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Sedang tayang')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('a shared session link opened by someone not signed in', () => {
  // The platform's clock starts at 21 Nov 2026 12.00 WIB; session 82 starts 45 minutes later.
  const startedAt = Date.now();
  const fixed = usePlatform({ now: () => Date.parse('2026-11-21T05:00:00Z') + (Date.now() - startedAt) });

  it('shows the session’s title, start and speaker from the public reads, with sign-in for the stream', async () => {
    await renderOnPlatform(fixed, { path: '/live-stream/82' });
    const session = await screen.findByRole('article', { name: 'Perawatan Sistem Hidrolik Alat Berat' });
    expect(within(session).getByText('Mulai 21 Nov 2026, 12.45 WIB')).toBeInTheDocument();
    expect(within(session).getByText('Pembicara: Bambang Sutrisno')).toBeInTheDocument();
    expect(within(session).getByText('Ruang: Ruang Teknik Hall B')).toBeInTheDocument();
    expect(screen.getByText('Masuk untuk menonton sesi langsung dan mengisi survei.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk atau daftar' })).toHaveAttribute('href', '/login');
  });
});
