// Session 79's survey as the component tests fill it in (live-stream, survey-session-ended):
// where its answers go, and the body they expect, written out by hand rather than built from
// app code, so a change in what the app sends fails them.
import type { LoggedRequest, Platform } from '../../helpers/platform';

/** The body sent after choosing "Sangat bermanfaat" and "Genset" and typing "Tambah sesi demo". */
export const expectedSurveyAnswers = {
  answers: [
    { question_id: 1, value: 'Sangat bermanfaat' },
    { question_id: 2, value: 'Genset' },
    { question_id: 3, value: 'Tambah sesi demo' },
  ],
};

/** The first survey-answer POST for session 79 in the platform's request log, if any. */
export const surveyPost = (platform: Platform): LoggedRequest | undefined =>
  platform.requests.find((request) => request.method === 'POST' && request.path === '/api/events/1/sessions/79/survey');
