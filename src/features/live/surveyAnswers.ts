// What a visitor answered in a session's survey, kept on the device under that visitor
// (src/adapters/storage.ts, emptied on logout) so their revisit shows the survey as answered,
// with the answers, instead of an empty form; another visitor on the same device sees their own
// form. Stored values are checked when read: anything malformed reads as "not kept".
import { storage } from '../../adapters/storage';

export interface KeptSurveyAnswer {
  question: string;
  answer: string;
}

export const surveyAnswersKey = (visitorId: number, sessionId: number) => `survey-answers:${visitorId}:${sessionId}`;
/** Set by the live page's statechart when the survey is answered (src/features/live/useLiveSession.ts). */
export const surveyAnsweredKey = (sessionId: number) => `survey-answered:${sessionId}`;

/** Parses a stored list of answers; null when there is none or it is malformed. */
export function parseKeptSurveyAnswers(raw: string | null): KeptSurveyAnswer[] | null {
  if (!raw) return null;
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return null;
    return list.filter((item): item is KeptSurveyAnswer =>
      typeof item === 'object' && item !== null && typeof item.question === 'string' && typeof item.answer === 'string');
  } catch {
    return null;
  }
}

/** The answers this device kept for the visitor, or false when it kept none. */
export async function loadAnsweredSurvey(visitorId: number, sessionId: number): Promise<false | KeptSurveyAnswer[]> {
  const kept = parseKeptSurveyAnswers(await storage.get(surveyAnswersKey(visitorId, sessionId)).catch(() => null));
  return kept ?? false;
}

export async function keepSurveyAnswers(visitorId: number, sessionId: number, answers: KeptSurveyAnswer[]): Promise<void> {
  await storage.set(surveyAnswersKey(visitorId, sessionId), JSON.stringify(answers)).catch(() => {});
}
