// /profile: the visitor's badge (name, stars, initials, QR, visitor code), contact details,
// an edit dialog and logout. Everything comes from the auth statechart; nothing is fetched here.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  selectAuthError,
  selectDraftDetails,
  selectFullName,
  selectInitials,
  selectIsSavingDetails,
  selectStarCount,
  selectUser,
} from '../../../machines';
import { profile as profileCopy } from '../../copy/profile';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Feedback } from '../../components/Section';
import { LoginPrompt } from '../../features/session/AuthGate';
import { MyPrizes } from './MyPrizes';
import { StampCard } from '../../features/stamps/StampCard';
import { LogoutButton } from '../../features/stamps/LogoutButton';
import { StarIcon } from '../../components/Icon/more';
import { PageHeader } from '../../components/PageHeader';
import { LoadingState } from '../../components/Spinner';
import { useAppSend, useAuth, useAuthStatus } from '../../app/hooks';
import { useStoredImage } from '../../features/session/useStoredImage';
import { media } from '../../theme';
import { SafeHtml } from './SafeHtml';
import { textOr } from '../../lib/labels';
import { copy } from '../../copy';
import { language } from '../../copy/language';
import { safeUrl } from '../../security/safeUrl';

const EditDetailsDialog = lazy(() => import('./EditDetailsDialog'));
const MyReach = lazy(() => import('../../features/reach/MyReach'));

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  ${media.wide} { grid-template-columns: 1fr 1fr; align-items: start; }
`;

const Identity = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;

const Stars = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  color: ${({ theme }) => theme.color.accentInk};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Qr = styled.img`
  width: 180px;
  height: 180px;
  image-rendering: pixelated;
  background: #fff;
`;

/** Where the QR goes when its address is refused (src/security/safeUrl.ts): same box, a note. */
const QrPlaceholder = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 180px;
  height: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px dashed ${({ theme }) => theme.color.line};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const CodeHtml = styled(SafeHtml)`
  color: ${({ theme }) => theme.color.brand};
  p { margin: 0; }
  /* code_html cannot size its images (the sanitiser drops width, height and style): bounded here. */
  img { display: block; max-width: 100%; max-height: 16rem; height: auto; }
`;

const AsSent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  dt { color: ${({ theme }) => theme.color.inkMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export default function ProfileScreen() {
  const status = useAuthStatus();
  const user = useAuth(selectUser, null);
  const fullName = useAuth(selectFullName, '');
  const initials = useAuth(selectInitials, '');
  const stars = useAuth(selectStarCount, 0);
  const saving = useAuth(selectIsSavingDetails, false);
  const error = useAuth(selectAuthError, null);
  const send = useAppSend();
  // Details typed before a 401 ended the session (auth keeps them for the same visitor only):
  // once that visitor is back, the dialog reopens with them.
  const draftDetails = useAuth(selectDraftDetails, null);
  const [editing, setEditing] = useState(false);
  // Offline at the venue the QR still shows: kept in the per-visitor store.
  const storedQr = useStoredImage(user ? safeUrl(user.qr_code, 'image') : null);
  useEffect(() => {
    if (status === 'authenticated' && draftDetails) setEditing(true);
  }, [status, draftDetails]);

  // The dialog closes itself once a save finishes without an error, and the page says it was saved
  // (a dialog that just vanished left the visitor wondering whether it was saved).
  const wasSaving = useRef(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (wasSaving.current && !saving && !error) {
      setEditing(false);
      setSaved(true);
    }
    wasSaving.current = saving;
  }, [saving, error]);

  if (status === 'restoring') return <LoadingState />;
  if (status === 'anonymous' || !user) {
    return (
      <LoginPrompt headingLevel="h1" title={profileCopy.notLoggedIn} hint={profileCopy.notLoggedInHint} />
    );
  }

  const qrSrc = safeUrl(user.qr_code, 'image');
  const details: [string, string][] = [
    [profileCopy.email, user.email ?? ''],
    [profileCopy.phone, user.phone ?? ''],
    [profileCopy.agency, user.agency ?? ''],
    [profileCopy.unit, user.unit ?? ''],
    [profileCopy.salesman, user.salesman ?? ''],
  ];

  return (
    <>
      <PageHeader title={profileCopy.title} />
      <Layout>
        <Identity as="section" aria-label={profileCopy.badgeTitle}>
          <Avatar initials={initials} size={72} />
          <h2>{textOr(fullName, copy.common.visitor)}</h2>
          <Stars data-testid="star-count">
            {Array.from({ length: stars }, (_, index) => <StarIcon key={index} size={20} />)}
            <span>{profileCopy.stars(stars)}</span>
          </Stars>
          {user.qr_code && (qrSrc ? <Qr src={storedQr ?? qrSrc} alt={profileCopy.qrAlt} /> : <QrPlaceholder>{profileCopy.qrUnavailable}</QrPlaceholder>)}
          {/* The platform's code_html usually carries the code already: show it once. In English
              it is the organiser's Indonesian, so the code is said in the app's words too. */}
          {!(user.code_html && user.code && user.code_html.includes(user.code) && language() === 'id') && (
            <p>
              {profileCopy.visitorCode}: <strong>{user.code}</strong>
            </p>
          )}
          {user.code_html && language() === 'en' && <AsSent>{profileCopy.codeHtmlAsSent}</AsSent>}
          {user.code_html && (
            <div lang="id">
              <CodeHtml html={user.code_html} />
            </div>
          )}
        </Identity>
        <Card as="section" aria-label={profileCopy.title}>
          <Details>
            {details.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value || profileCopy.emptyValue}</dd>
              </div>
            ))}
          </Details>
          <Actions>
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {profileCopy.edit}
            </Button>
            <LogoutButton label={profileCopy.logout} onLogout={() => send({ type: 'user.logout' })} />
          </Actions>
          <div role="status">{saved && <Feedback $tone="success">{profileCopy.saved}</Feedback>}</div>
        </Card>
        <MyPrizes />
        <Suspense fallback={null}><MyReach /></Suspense>
        <StampCard />
      </Layout>
      {editing && (
        <Suspense fallback={null}>
          <EditDetailsDialog
            user={user}
            fullName={fullName}
            busy={saving}
            serverError={error}
            kept={draftDetails}
            onSave={(changes) => send({ type: 'user.saveDetails', details: changes })}
            onClose={() => {
              setEditing(false);
              if (draftDetails) send({ type: 'user.discardDetails' });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
