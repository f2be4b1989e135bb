// What this visitor answered in a session's survey, kept on the device (src/adapters/storage.ts,
// emptied on logout) so a revisit shows the survey as answered, with the answers, instead of an
// empty form. Stored values are checked when read: anything malformed reads as "not kept".
import { storage } from '../adapters/storage';

export interface KeptSurveyAnswer {
  question: string;
  answer: string;
}

export const surveyAnswersKey = (sessionId: number) => `survey-answers:${sessionId}`;
/** Set by the live page's statechart when the survey is answered (src/state/useLiveSession.ts). */
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

/** false when this device does not know the survey answered; else the kept answers (null: none kept). */
export async function loadAnsweredSurvey(sessionId: number): Promise<false | KeptSurveyAnswer[] | null> {
  const [kept, flag] = await Promise.all([
    storage.get(surveyAnswersKey(sessionId)).catch(() => null),
    storage.get(surveyAnsweredKey(sessionId)).catch(() => null),
  ]);
  const answers = parseKeptSurveyAnswers(kept);
  return answers ?? (flag === '1' ? null : false);
}

export async function keepSurveyAnswers(sessionId: number, answers: KeptSurveyAnswer[]): Promise<void> {
  await storage.set(surveyAnswersKey(sessionId), JSON.stringify(answers)).catch(() => {});
}
