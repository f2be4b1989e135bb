// A session's survey answers kept on the device (src/features/live/surveyAnswers.ts): per visitor
// and per session, so a revisit shows the visitor's own answers, another visitor on the same
// device gets an empty form, and anything malformed in storage reads as "not answered".
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({ stored: new Map<string, string>(), fail: false }));

vi.mock('../../src/adapters/storage', () => ({
  storage: {
    get: async (key: string) => {
      if (fake.fail) throw new Error('no storage');
      return fake.stored.get(key) ?? null;
    },
    set: async (key: string, value: string) => {
      if (fake.fail) throw new Error('quota');
      fake.stored.set(key, value);
    },
    remove: async (key: string) => void fake.stored.delete(key),
    clearAll: async () => fake.stored.clear(),
  },
}));

// The unit files share one module graph (isolate: false): a module another file imported first
// would come from the cache, its mocked imports unmocked. Imported afresh, it takes the mocks.
vi.resetModules();
const { keepSurveyAnswers, loadAnsweredSurvey, parseKeptSurveyAnswers, surveyAnsweredKey, surveyAnswersKey } = await import('../../src/features/live/surveyAnswers');

const ANSWERS = [
  { question: 'Seberapa bermanfaat sesi ini?', answer: '5' },
  { question: 'Topik apa yang Anda inginkan berikutnya?', answer: 'Perawatan genset' },
];

beforeEach(() => {
  fake.stored.clear();
  fake.fail = false;
});

describe('kept survey answers', () => {
  it('are kept per visitor and session, and the answered mark per session', () => {
    expect(surveyAnswersKey(12, 79)).toBe('survey-answers:12:79');
    expect(surveyAnsweredKey(79)).toBe('survey-answered:79');
  });

  it('come back as the visitor wrote them', async () => {
    await keepSurveyAnswers(12, 79, ANSWERS);
    expect(fake.stored.get('survey-answers:12:79')).toBe(JSON.stringify(ANSWERS));
    expect(await loadAnsweredSurvey(12, 79)).toEqual(ANSWERS);
  });

  it('are not another visitor’s, nor another session’s', async () => {
    await keepSurveyAnswers(12, 79, ANSWERS);
    expect(await loadAnsweredSurvey(13, 79)).toBe(false);
    expect(await loadAnsweredSurvey(12, 80)).toBe(false);
  });

  it('read as none when storage fails, and keeping them then fails quietly', async () => {
    fake.fail = true;
    await expect(keepSurveyAnswers(12, 79, ANSWERS)).resolves.toBeUndefined();
    expect(await loadAnsweredSurvey(12, 79)).toBe(false);
  });

  it('drop an item that is not a question with its answer, keeping the rest', () => {
    const raw = JSON.stringify([null, 'x', { question: 'Q' }, { question: 1, answer: 'A' }, { question: 'Q', answer: 5 }, ANSWERS[0]]);
    expect(parseKeptSurveyAnswers(raw)).toEqual([ANSWERS[0]]);
  });

  it('read as not kept when missing, empty, not a list or not JSON', async () => {
    for (const raw of [null, '', '{"question":"Q","answer":"A"}', 'not json']) expect(parseKeptSurveyAnswers(raw), String(raw)).toBeNull();
    fake.stored.set('survey-answers:12:79', '{broken');
    expect(await loadAnsweredSurvey(12, 79)).toBe(false);
  });

  it('read an empty list as answered without answers', () => {
    expect(parseKeptSurveyAnswers('[]')).toEqual([]);
  });
});
