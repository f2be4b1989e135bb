// A live session's survey (SPEC §7): its questions and the visitor's answers. Only the live
// session's page loads this module: a visitor's first route never carries it.
import type { Transport, CallOptions } from '../client.js';
import { EVENT_ID } from '../constants.js';
import type { SurveyAnswer } from '../types.js';
import { vAnswerSurveyResponse } from '../generated/valibot/vAnswerSurveyResponse.js';
import { vSurveyResponse } from '../generated/valibot/vSurveyResponse.js';

export const calls = ({ client, call }: Transport) => ({
  survey: (sessionId: number, eventId = EVENT_ID, o?: CallOptions) =>
    call((signal) => client.GET('/api/events/{eventId}/sessions/{sessionId}/survey', { params: { path: { eventId, sessionId } }, signal }), vSurveyResponse, o),
  answerSurvey: (sessionId: number, answers: SurveyAnswer[], eventId = EVENT_ID, o?: CallOptions) =>
    call((signal) => client.POST('/api/events/{eventId}/sessions/{sessionId}/survey', {
      params: { path: { eventId, sessionId } },
      body: { answers },
      signal,
    }), vAnswerSurveyResponse, o),
});
