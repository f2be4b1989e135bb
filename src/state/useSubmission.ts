// One write a screen makes outside the statecharts (a survey answer, an admin push): its
// progress, the server's message on failure (the form keeps what was typed), a 401 reported
// to the root actor like every read, and an abort when the screen goes away.
import { useEffect, useRef, useState } from 'react';
import { isUnauthorized } from '../../machines';
import { copy } from '../copy';
import { useReportUnauthorized } from './unauthorized';

export type SubmissionStatus = 'idle' | 'submitting' | 'done' | 'failed';

export interface Submission<T> {
  status: SubmissionStatus;
  result: T | null;
  error: string | null;
  submit(run: (signal: AbortSignal) => Promise<T>): Promise<void>;
  /** Shows a validation message without calling anything. */
  reject(message: string): void;
}

export function useSubmission<T>(): Submission<T> {
  const reportUnauthorized = useReportUnauthorized();
  const [state, setState] = useState<{ status: SubmissionStatus; result: T | null; error: string | null }>({ status: 'idle', result: null, error: null });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const submit = async (run: (signal: AbortSignal) => Promise<T>) => {
    if (controller.current) return; // one at a time: a double tap sends once
    const current = new AbortController();
    controller.current = current;
    setState((previous) => ({ ...previous, status: 'submitting', error: null }));
    try {
      const result = await run(current.signal);
      if (!current.signal.aborted) setState({ status: 'done', result, error: null });
    } catch (error) {
      if (current.signal.aborted) return;
      if (isUnauthorized(error)) reportUnauthorized();
      const message = error instanceof Error && error.message ? error.message : copy.common.errorFallback;
      setState((previous) => ({ ...previous, status: 'failed', error: message }));
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };

  return {
    ...state,
    submit,
    reject: (message) => setState((previous) => ({ ...previous, status: 'failed', error: message })),
  };
}
