import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { copy } from '../../src/copy';
import { liveStream as liveStreamCopy } from '../../src/copy/liveStream';
import { formatDateTime } from '../../src/lib/time';
import { endpoints, platform } from '../fixtures/api';
import { endedStream, liveStream, survey, upcomingSessions, upcomingStream } from '../fixtures/event';
import { visitor } from '../fixtures/visitors';
import { failure, pending } from '../support/outcome';
import { expectAlertText, expectLoading, expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

export default { title: 'Screens/Live stream', ...onRoute('/live-stream/79', { api: platform, ports: { user: visitor } }) } satisfies Meta;
type Story = StoryObj;

async function findSurvey() {
  return screen.findByRole('form', { name: survey.title });
}

async function answerSurvey() {
  const form = await findSurvey();
  await userEvent.click(within(form).getByRole('radio', { name: survey.questions[0]!.options[0]! }));
  await userEvent.type(within(form).getByLabelText(survey.questions[1]!.text, { exact: false }), 'Perawatan mesin CNC dan suku cadang hidrolik');
  await userEvent.click(within(form).getByRole('button', { name: liveStreamCopy.surveySubmit }));
  return form;
}

export const Live: Story = {
  play: async () => {
    await expectScreenTitle(copy.shell.titles.liveStream);
    expect(await screen.findByTitle(liveStreamCopy.playerTitle(liveStream.session.title))).toBeInTheDocument();
    expect(screen.getByText(liveStreamCopy.live)).toBeVisible();
  },
};

export const NotStartedYet: Story = {
  parameters: { pameran: { api: { [endpoints.stream]: upcomingStream } } },
  play: async () => {
    expect(await screen.findByText(liveStreamCopy.notStarted)).toBeVisible();
    expect(screen.getByRole('timer')).toBeInTheDocument();
  },
};

export const Ended: Story = {
  parameters: { pameran: { api: { [endpoints.stream]: endedStream } } },
  play: async () => {
    expect(await screen.findByText(liveStreamCopy.ended)).toBeVisible();
  },
};

/** A shared link opened by someone not signed in: the session from the public reads, and sign-in for the stream. */
export const Anonymous: Story = {
  parameters: { pameran: { ports: { user: null } } },
  play: async () => {
    const listed = upcomingSessions[0]!;
    const session = await screen.findByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
    expect(within(session).getByText(liveStreamCopy.startsAt(formatDateTime(listed.starts_at)))).toBeVisible();
    expect(within(session).getByText(liveStreamCopy.speaker('Dr. Ratna Kusumawati'))).toBeVisible();
    expect(screen.getByText(liveStreamCopy.loginHint)).toBeVisible();
  },
};

export const AnonymousOnDesktop: Story = { ...Anonymous, ...onViewport('desktop') };

/** A session without a survey (404): a calm "Belum ada survei", nothing to retry. */
export const NoSurvey: Story = {
  parameters: { pameran: { api: { [endpoints.survey]: failure(404, 'Survei untuk sesi ini belum tersedia.') } } },
  play: async () => {
    const region = await screen.findByRole('region', { name: liveStreamCopy.surveyHeading });
    expect(await within(region).findByText(liveStreamCopy.surveyNone)).toBeVisible();
    expect(within(region).queryByRole('alert')).toBeNull();
  },
};

export const InvalidSessionId: Story = {
  parameters: { pameran: { route: '/live-stream/bukan-angka' } },
  play: async () => {
    await expectAlertText(liveStreamCopy.invalidId);
  },
};

export const Loading: Story = {
  parameters: { pameran: { api: { [endpoints.stream]: pending, [endpoints.survey]: pending } } },
  play: async () => {
    await expectScreenTitle(copy.shell.titles.liveStream);
    await expectLoading();
  },
};

/** A session the platform does not know (404): a calm page with the way on, not an error to retry. */
export const StreamNotFound: Story = {
  parameters: { pameran: { api: { [endpoints.stream]: failure(404, 'Sesi tidak ditemukan.') } } },
  play: async () => {
    expect(await screen.findByRole('heading', { name: copy.common.missing.title })).toBeVisible();
    expect(screen.getByRole('link', { name: copy.common.missing.toAgenda })).toHaveAttribute('href', '/agenda');
    expect(screen.queryByRole('button', { name: copy.common.retry })).toBeNull();
  },
};

export const SurveyIncomplete: Story = {
  play: async () => {
    const form = await findSurvey();
    await userEvent.click(within(form).getByRole('button', { name: liveStreamCopy.surveySubmit }));
    expect(await within(form).findByText(liveStreamCopy.surveyIncomplete)).toBeVisible();
  },
};

export const SurveySubmitting: Story = {
  parameters: { pameran: { api: { [endpoints.answerSurvey]: pending } } },
  play: async () => {
    const form = await answerSurvey();
    expect(await within(form).findByRole('button', { name: liveStreamCopy.surveySubmitting })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SurveyThanks: Story = {
  play: async () => {
    await answerSurvey();
    expect(await screen.findByText(liveStreamCopy.surveyThanks)).toBeVisible();
  },
};

export const SurveyServerError: Story = {
  parameters: { pameran: { api: { [endpoints.answerSurvey]: failure(422, 'Survei sesi ini sudah ditutup.') } } },
  play: async () => {
    await answerSurvey();
    await expectAlertText('Survei sesi ini sudah ditutup.');
  },
};

export const Desktop: Story = {
  ...onViewport('desktop'),
  play: Live.play,
};
