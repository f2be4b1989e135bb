// /login and /register: one page, two tabs (invitation code | registration form).
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Redirect, useLocation } from 'wouter';
import {
  emptyRegistrationForm,
  selectAuthError,
  selectDraftCode,
  selectDraftForm,
  selectFailedMethod,
  selectFullName,
  selectIsSigningIn,
  selectUser,
  type SignInMethod,
} from '../../../machines';
import { login as loginCopy } from '../../copy/login';
import { Card } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { LoadingState } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { useAppSend, useAuth, useAuthStatus } from '../../app/hooks';
import { useReturnPath } from '../../features/session/returnPath';
import { CodeForm } from './CodeForm';
import { RegisterForm } from './RegisterForm';
import { SendCode } from './SendCode';
import { Registered } from './Registered';

type Method = SignInMethod;

const Page = styled.div`
  max-width: 480px;
  margin: 0 auto;
`;

/**
 * Whether this page's own "Daftar" was sent, kept beside the page as well as in it: a language
 * switch draws the whole app anew (App.tsx), and the new page must go on showing the visitor's
 * new code, which the platform gives once, instead of leaving. Forgotten once no login page is
 * left on screen: a later visit, signed in, goes on to where the visitor was going.
 */
let registrationSent = false;
let pagesShown = 0;

function useRegistrationSent(): [boolean, (sent: boolean) => void] {
  const [sent, setSent] = useState(registrationSent);
  useEffect(() => {
    pagesShown++;
    return () => {
      pagesShown--;
      // Deferred: a switch unmounts this page and mounts its successor in the same commit.
      queueMicrotask(() => {
        if (pagesShown === 0) registrationSent = false;
      });
    };
  }, []);
  const remember = (next: boolean) => {
    registrationSent = next;
    setSent(next);
  };
  return [sent, remember];
}

export default function LoginScreen() {
  const [location] = useLocation();
  // The chart records which sign-in failed (`anonymous.failed`): its error belongs under that
  // form, and a remount opens that tab.
  const failed = useAuth(selectFailedMethod, null);
  const [method, setMethod] = useState<Method>(failed ?? (location === '/register' ? 'register' : 'code'));
  const status = useAuthStatus();
  const busy = useAuth(selectIsSigningIn, false);
  const error = useAuth(selectAuthError, null);
  const draftCode = useAuth(selectDraftCode, '');
  const draftForm = useAuth(selectDraftForm, emptyRegistrationForm);
  const send = useAppSend();
  const next = useReturnPath();
  // Set by this page's own "Daftar": once signed in, the page shows the new code instead of leaving.
  const [registered, setRegistered] = useRegistrationSent();
  const code = useAuth((snapshot) => selectUser(snapshot)?.code ?? '', '');
  const name = useAuth(selectFullName, '');

  if (status === 'authenticated' && registered && code) {
    return (
      <Page>
        <PageHeader title={loginCopy.title} />
        <Card>
          <Registered code={code} name={name} next={next} />
        </Card>
      </Page>
    );
  }
  if (status === 'authenticated') return <Redirect to={next} replace />;
  if (status === 'restoring') return <LoadingState />;

  const errorFor = (form: Method) => (failed === form ? error : null);

  return (
    <Page>
      <PageHeader title={loginCopy.title} subtitle={loginCopy.intro} />
      <Card>
        <Tabs<Method>
          label={loginCopy.tabs}
          selected={method}
          onSelect={setMethod}
          tabs={[
            {
              key: 'code',
              label: loginCopy.tabCode,
              panel: (
                <>
                  <CodeForm
                    initialCode={draftCode}
                    busy={busy}
                    serverError={errorFor('code')}
                    onSubmit={(typed) => {
                      setRegistered(false);
                      send({ type: 'user.login', code: typed });
                    }}
                  />
                  <SendCode />
                </>
              ),
            },
            {
              key: 'register',
              label: loginCopy.tabRegister,
              panel: (
                <RegisterForm
                  initialForm={draftForm}
                  busy={busy}
                  serverError={errorFor('register')}
                  onSubmit={(form) => {
                    setRegistered(true);
                    send({ type: 'user.register', form });
                  }}
                />
              ),
            },
          ]}
        />
      </Card>
    </Page>
  );
}
