// The session's survey: one radio group per choice question, a text box per open question.
// Every choice question must be answered (checked here first, then by the platform); open
// questions (suggestions) may stay empty and are then not sent. A failed send
// keeps the answers and shows why. A 401 hands the answers to auth (the session ends and the
// screen goes behind its sign-in prompt); the same visitor finds them here after signing in.
// Sent answers go to onAnswered (the page keeps them on the device), so a revisit shows them.
import { useEffect, useLayoutEffect, useState, type FormEvent } from 'react';
import { selectKeptAnswers } from '../../../machines';
import { useAppSend, useAuth } from '../../app/hooks';
import styled from 'styled-components';
import type { Survey, SurveyQuestion, SurveyReceipt } from '@pameran/sdk';
import { liveStream as liveStreamCopy } from '../../copy/liveStream';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ResourceView } from '../../data/ResourceView';
import { useApi } from '../../data/api';
import type { Resource } from '../../data/useRead';
import { asList } from '../../lib/asList';
import { isNotFound } from '../../lib/notFound';
import { Feedback, Meta } from '../../components/Section';
import { copy } from '../../copy';
import { textOr } from '../../lib/labels';
import { useSubmission } from '../../app/useSubmission';
import type { KeptSurveyAnswer } from '../../features/live/surveyAnswers';
import { calls as surveyCalls } from '@pameran/sdk/calls/survey';

const Form = styled(Card).attrs({ as: 'form' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[1]}px; }
  legend, label.question { font-weight: ${({ theme }) => theme.font.weight.bold}; margin-bottom: ${({ theme }) => theme.space[1]}px; }
  label.option { display: flex; align-items: center; gap: ${({ theme }) => theme.space[2]}px; min-height: 44px; cursor: pointer; }
  input[type='radio'] { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.color.brand}; }
  textarea {
    min-height: 88px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border: 2px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    &:focus { border-color: ${({ theme }) => theme.color.brand}; }
  }
`;


type Answers = Record<number, string>;

function Question({ question, position, value, onChange }: { question: SurveyQuestion; position: number; value: string; onChange(value: string): void }) {
  const name = `question-${question.id}`;
  const options = asList(question.options);
  const text = textOr(question.text, copy.unnamed.question(position));
  // Without a type, a question that offers options is a choice.
  if (question.type !== 'text' && options.length > 0) {
    return (
      <fieldset>
        <legend>{text}</legend>
        {options.map((option) => (
          <label className="option" key={option}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {option}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      <label className="question" htmlFor={name}>{text}</label>
      <textarea id={name} value={value} placeholder={liveStreamCopy.answerPlaceholder} maxLength={1000} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function SurveyForm({ sessionId, survey, onSent }: { sessionId: number; survey: Survey; onSent(answers: KeptSurveyAnswer[]): void }) {
  const api = useApi();
  const questions = asList(survey.questions);
  const key = `survey-${sessionId}`;
  const kept = useAuth(selectKeptAnswers, null);
  const send = useAppSend();
  const [answers, setAnswers] = useState<Answers>(() => (kept?.key === key ? { ...kept.values } : {}));
  const submission = useSubmission<SurveyReceipt>({ keep: () => ({ key, values: { ...answers } }) });
  // Once sent, the kept copy has served its purpose.
  useEffect(() => {
    if (submission.status === 'done' && kept?.key === key) send({ type: 'user.discardAnswers' });
  }, [submission.status, kept, key, send]);

  const sent = (): KeptSurveyAnswer[] =>
    questions
      .map((question, index) => ({ question: textOr(question.text, copy.unnamed.question(index + 1)), answer: (answers[question.id] ?? '').trim() }))
      .filter((kept) => kept.answer !== '');
  // Before paint, so the form never shows as sent: the thanks take its place in SessionSurvey.
  useLayoutEffect(() => {
    if (submission.status === 'done') onSent(sent());
    // Once, when the submission is done: the answers sent are the ones typed then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submission.status]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = questions.some((question) => question.type !== 'text' && !(answers[question.id] ?? '').trim());
    if (unanswered) {
      submission.reject(liveStreamCopy.surveyIncomplete);
      return;
    }
    const list = questions
      .map((question) => ({ question_id: question.id, value: (answers[question.id] ?? '').trim() }))
      .filter((answer) => answer.value !== '');
    void submission.submit((signal) => api.extend(surveyCalls).answerSurvey(sessionId, list, undefined, { signal }));
  };

  const title = textOr(survey.title, liveStreamCopy.surveyHeading);
  if (questions.length === 0) {
    return (
      <div>
        <strong>{title}</strong>
        <Meta>{liveStreamCopy.surveyNoQuestions}</Meta>
      </div>
    );
  }
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={title}>
      <div>
        <strong>{title}</strong>
        <Meta>{liveStreamCopy.surveyIntro}</Meta>
      </div>
      {questions.map((question, index) => (
        <Question
          key={question.id}
          position={index + 1}
          question={question}
          value={answers[question.id] ?? ''}
          onChange={(value) => setAnswers((previous) => ({ ...previous, [question.id]: value }))}
        />
      ))}
      {submission.status === 'failed' && submission.error && <Feedback $tone="danger" role="alert">{submission.error}</Feedback>}
      <div>
        <Button type="submit" busy={submission.status === 'submitting'}>
          {submission.status === 'submitting' ? liveStreamCopy.surveySubmitting : liveStreamCopy.surveySubmit}
        </Button>
      </div>
    </Form>
  );
}

const AnswerList = styled.dl`
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  dt { font-weight: ${({ theme }) => theme.font.weight.bold}; }
  dd { margin: 0 0 ${({ theme }) => theme.space[2]}px; }
`;

/** The survey once answered: the thanks, and what was answered when this device kept it. */
function AnsweredSurvey({ answers }: { answers: readonly KeptSurveyAnswer[] | null }) {
  return (
    <div>
      <Feedback $tone="success" role="status">{liveStreamCopy.surveyThanks}</Feedback>
      {answers && answers.length > 0 && (
        <AnswerList aria-label={liveStreamCopy.surveyYourAnswers}>
          {answers.map(({ question, answer }) => (
            <div key={question}>
              <dt>{question}</dt>
              <dd>{answer}</dd>
            </div>
          ))}
        </AnswerList>
      )}
    </div>
  );
}

/**
 * `survey` is loaded by the page, which shows stream and survey together. `answered` is what the
 * page knows: false, or the answers (null when answered but not kept).
 */
export function SessionSurvey({ sessionId, survey, onAnswered, answered = false }: { sessionId: number; survey: Resource<Survey>; onAnswered?(answers: KeptSurveyAnswer[]): void; answered?: false | KeptSurveyAnswer[] | null }) {
  const [sentHere, setSentHere] = useState<KeptSurveyAnswer[] | null>(null);
  // One place for the thanks, whether sent now or before: when the page learns of the answers
  // a moment later, the same message stays on screen instead of being drawn anew.
  if (answered !== false || sentHere) return <AnsweredSurvey answers={answered !== false ? answered : sentHere} />;
  const onSent = (answers: KeptSurveyAnswer[]) => {
    setSentHere(answers);
    onAnswered?.(answers);
  };
  // A session without a survey (404) is nothing to retry: it simply has none (yet).
  if (survey.status === 'failure' && isNotFound(survey.error)) {
    return (
      <div role="status">
        <strong>{liveStreamCopy.surveyNone}</strong>
        <Meta>{liveStreamCopy.surveyNoneHint}</Meta>
      </div>
    );
  }
  return (
    <ResourceView resource={survey}>
      {(found: Survey) => <SurveyForm key={found.id} sessionId={sessionId} survey={found} onSent={onSent} />}
    </ResourceView>
  );
}
