// /login and /register: one page, two tabs (invitation code | registration form).
import { useEffect, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import styled from 'styled-components';
import { Redirect, useLocation } from 'wouter';
import { selectAuthError, selectDraftCode, selectDraftForm, selectIsSigningIn, emptyRegistrationForm, type authMachine } from '../../../machines';
import { copy } from '../../copy';
import { Card } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { LoadingState } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { HOME_PATH } from '../../state/paths';
import { useAppSend, useAuth, useAuthStatus } from '../../state/hooks';
import { CodeForm } from './CodeForm';
import { RegisterForm } from './RegisterForm';

type Method = 'code' | 'register';

/** Which sign-in the chart is running, so its error is shown under that form. */
const selectRunningMethod = (snapshot: SnapshotFrom<typeof authMachine>): Method | null =>
  snapshot.matches({ anonymous: 'loggingIn' }) ? 'code' : snapshot.matches({ anonymous: 'registering' }) ? 'register' : null;

const Page = styled.div`
  max-width: 480px;
  margin: 0 auto;
`;

export default function LoginScreen() {
  const [location] = useLocation();
  const [method, setMethod] = useState<Method>(location === '/register' ? 'register' : 'code');
  // The sign-in the chart ran last: its error belongs under that form, on a visible tab.
  const running = useAuth(selectRunningMethod, null);
  const [attempt, setAttempt] = useState<Method | null>(null);
  useEffect(() => {
    if (!running) return;
    setAttempt(running);
    setMethod(running);
  }, [running]);
  const status = useAuthStatus();
  const busy = useAuth(selectIsSigningIn, false);
  const error = useAuth(selectAuthError, null);
  const draftCode = useAuth(selectDraftCode, '');
  const draftForm = useAuth(selectDraftForm, emptyRegistrationForm);
  const send = useAppSend();

  if (status === 'authenticated') return <Redirect to={HOME_PATH} replace />;
  if (status === 'restoring') return <LoadingState />;

  const errorFor = (form: Method) => (attempt === form ? error : null);

  return (
    <Page>
      <PageHeader title={copy.login.title} subtitle={copy.login.intro} />
      <Card>
        <Tabs<Method>
          label={copy.login.tabs}
          selected={method}
          onSelect={setMethod}
          tabs={[
            {
              key: 'code',
              label: copy.login.tabCode,
              panel: (
                <CodeForm
                  initialCode={draftCode}
                  busy={busy}
                  serverError={errorFor('code')}
                  onSubmit={(code) => send({ type: 'user.login', code })}
                />
              ),
            },
            {
              key: 'register',
              label: copy.login.tabRegister,
              panel: (
                <RegisterForm
                  initialForm={draftForm}
                  busy={busy}
                  serverError={errorFor('register')}
                  onSubmit={(form) => send({ type: 'user.register', form })}
                />
              ),
            },
          ]}
        />
      </Card>
    </Page>
  );
}
