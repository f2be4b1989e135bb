// /admin-stamps: the organisers' side of the booth stamp card (x-assumed calls, `admin` area of
// the SDK): a printable A4 sheet of every booth's QR code (booth code, exhibitor, short stamp code
// under each, the codes pointing at the fair's public address of the app, PUBLIC_APP_URL), the
// target, and the visitors who completed the card, each with a one-tap "Kirim hadiah" through the
// same push as /admin-gift until it was sent, and "Kirim hadiah ke semua". Organisers only (User.role): anyone else
// sees why, and no admin call is made for them. The QR codes are drawn by the `qrcode` package,
// loaded with this screen only.
import { useEffect, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import styled, { createGlobalStyle } from 'styled-components';
import type { BoothStaffCode, Prize, StampBooth, StampCompletions } from '@pameran/sdk';
import { fullName, selectIsOrganiser } from '../../../machines';
import { copy } from '../../copy';
import { stamps as stampsCopy } from '../../copy/stamps';
import { adminStamps as adminStampsCopy, printedScanLine } from '../../copy/adminStamps';
import { adminGift as adminGiftCopy } from '../../copy/adminGift';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/Spinner';
import { PageHeader } from '../../components/PageHeader';
import { Feedback, Meta, Section } from '../../components/Section';
import { TextField } from '../../components/TextField';
import { LoginPrompt } from '../../features/session/AuthGate';
import { ResourceView } from '../../data/ResourceView';
import { useRead } from '../../data/useRead';
import { adminPrizesRead, adminStampCompletionsRead, adminStampSheetRead } from '../../data/catalogue';
import { calls as adminCalls } from '@pameran/sdk/calls/admin';
import { calls as stampCalls } from '@pameran/sdk/calls/stamps';
import { useApi } from '../../data/api';
import { useAuth, useAuthStatus } from '../../app/hooks';
import { useSubmission } from '../../app/useSubmission';
import { asList } from '../../lib/asList';
import { textOr } from '../../lib/labels';
import { checkStamp, printedBoothUrl, printedCodeOrigin } from '../../features/stamps/boothLink';
import { config } from '../../config';
import { boothCodeOrNull } from '../../lib/booth';
import { calls as deskCalls, type ReachCounts } from '@pameran/sdk/calls/exhibitorDesk';
import { exhibitorDesk as deskCopy } from '../../copy/exhibitorDesk';

/** Printing shows the sheet alone, on A4, three QR codes a row, none split over two pages. */
const PrintSheetOnly = createGlobalStyle`
  @page { size: A4; margin: 12mm; }
  @media print {
    /* Everything but the sheet and the elements that hold it is left out of the print. */
    body *:not(:has(#booth-qr-sheet)):not(#booth-qr-sheet):not(#booth-qr-sheet *) { display: none !important; }
    #booth-qr-sheet .no-print { display: none !important; }
    /* Opened from another address than the codes': the print says why, and holds no code. */
    #booth-qr-sheet.print-refused > :not([role='alert']) { display: none !important; }
    body, body *:has(#booth-qr-sheet) { margin: 0 !important; padding: 0 !important; min-height: 0 !important; background: #fff !important; }
  }
`;

const Sheet = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Grid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  @media print { grid-template-columns: repeat(3, 1fr); gap: 6mm; }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  text-align: center;
  break-inside: avoid;
  img { width: 100%; max-width: 200px; height: auto; aspect-ratio: 1; }
  strong { font-size: ${({ theme }) => theme.font.size.xl}; }
  @media print { padding: 2mm; gap: 0.5mm; font-size: 10pt; line-height: 1.25; strong { font-size: 14pt; } img { max-width: 44mm; } }
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
`;

const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const TargetForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** Where booth codes point: the fair's public address of the app, else this page's (./boothLink printedCodeOrigin). */
const codeOrigin = () => printedCodeOrigin(config.publicAppUrl, window.location.origin);

/** A booth link's QR code, drawn as an SVG picture (a data: URL: the CSP allows data: images). */
function useBoothQr(code: string | null, stamp: string | undefined): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!code || !stamp) return undefined;
    let live = true;
    const url = printedBoothUrl(codeOrigin(), { boothCode: code, stamp });
    void import('qrcode')
      // A CommonJS package: bundled, its functions are the default export's.
      .then((module) => (module.default ?? module).toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code, stamp]);
  return src;
}

/** The booth staff's page, opened from the organisers' link: never printed, or a photo of it would stamp from home. */
const staffHref = (boothCode: string, key: string) => `/admin-stamps?${new URLSearchParams({ booth: boothCode, key }).toString()}`;

/** The QR code of one booth. */
function BoothQr({ booth }: { booth: StampBooth }) {
  const code = boothCodeOrNull(booth.booth_code);
  const src = useBoothQr(code, checkStamp(booth.stamp));
  if (!code) return null;
  return (
    <Tile>
      {src ? <img src={src} alt={adminStampsCopy.sheetQrAlt(code)} width={200} height={200} /> : <LoadingState />}
      <strong>{code}</strong>
      {booth.exhibitor_name && <span>{booth.exhibitor_name}</span>}
      <span>
        <span lang="id">{printedScanLine.id}</span> / <span lang="en">{printedScanLine.en}</span>
      </span>
      <span>{adminStampsCopy.sheetStampCode(booth.stamp_code)}</span>
      {booth.staff_key && <a className="no-print" href={staffHref(code, booth.staff_key)}>{adminStampsCopy.staffPageLink(code)}</a>}
    </Tile>
  );
}

/** How long after the code's end the page asks again: the platform's clock may be a little behind. */
const NEXT_CODE_DELAY_MS = 1000;

/** The booth staff's phone: the code that stamps now, as a QR to scan and as text to type, renewed when it changes. */
function StaffCode({ booth, staffKey }: { booth: string; staffKey: string }) {
  const api = useApi();
  const [answer, setAnswer] = useState<{ code: BoothStaffCode } | { error: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      api.extend(stampCalls).boothStaffCode(booth, staffKey, { signal: controller.signal }).then(
        (code) => {
          setAnswer({ code });
          const wait = Date.parse(code.valid_until) - Date.now();
          timer = setTimeout(ask, (Number.isFinite(wait) ? Math.max(wait, 0) : 60_000) + NEXT_CODE_DELAY_MS);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setAnswer({ error: error instanceof Error ? error.message : stampsCopy.unavailable });
        },
      );
    };
    ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api, booth, staffKey]);
  const code = answer && 'code' in answer ? answer.code : null;
  const src = useBoothQr(code ? boothCodeOrNull(code.booth_code) : null, code ? checkStamp(code.code) : undefined);
  return (
    <>
      <PageHeader title={adminStampsCopy.staffTitle(booth.slice(0, 20))} subtitle={adminStampsCopy.staffIntro} />
      <Card>
        {answer === null && <LoadingState />}
        {answer && 'error' in answer && <Feedback $tone="danger" role="alert">{answer.error}</Feedback>}
        {code && (
          <Tile as="div">
            {src ? <img src={src} alt={adminStampsCopy.staffQrAlt(code.booth_code)} width={200} height={200} /> : <LoadingState />}
            <strong aria-label={adminStampsCopy.staffCodeLabel}>{code.code}</strong>
            <span role="status">{adminStampsCopy.staffValidUntil(new Date(code.valid_until))}</span>
            {code.rotating === false && <Meta>{adminStampsCopy.staffNotRotating}</Meta>}
          </Tile>
        )}
      </Card>
    </>
  );
}

/**
 * The sheet prints only where its codes point: opened from another address (a laptop's
 * localhost, a staging copy), the printed signs would be tested there and never at the fair.
 */
function PrintableSheet({ booths }: { booths: StampBooth[] }) {
  const origin = codeOrigin();
  const here = window.location.origin;
  const refused = config.publicAppUrl !== '' && here !== config.publicAppUrl;
  return (
    <Sheet id="booth-qr-sheet" aria-labelledby="booth-qr-sheet-heading" className={refused ? 'print-refused' : undefined}>
      <PrintSheetOnly />
      <h2 id="booth-qr-sheet-heading" className="no-print">{adminStampsCopy.sheetHeading}</h2>
      <Meta className="no-print">{adminStampsCopy.sheetCount(booths.length)}</Meta>
      {config.publicAppUrl === '' && <Meta className="no-print">{adminStampsCopy.sheetNoPublicAddress(here)}</Meta>}
      {refused ? (
        <Feedback $tone="danger" role="alert">{adminStampsCopy.printRefused(config.publicAppUrl, here)}</Feedback>
      ) : (
        <div className="no-print">
          <Button variant="accent" onClick={() => window.print()}>{adminStampsCopy.print}</Button>
        </div>
      )}
      <p>{adminStampsCopy.sheetAddress(origin)}</p>
      <Grid>
        {booths.map((booth) => <BoothQr key={booth.booth_code} booth={booth} />)}
      </Grid>
    </Sheet>
  );
}

function Target({ target }: { target: number }) {
  const api = useApi();
  const [value, setValue] = useState(String(target));
  const submission = useSubmission<number>();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const next = Number(value);
    void submission.submit(async (signal) => {
      return (await api.extend(adminCalls).setStampTarget(next, { signal })).target;
    });
  };
  return (
    <Section title={adminStampsCopy.targetHeading}>
      <TargetForm onSubmit={save} noValidate>
        <TextField label={adminStampsCopy.targetLabel} type="number" inputMode="numeric" min={1} value={value} onChange={(event) => setValue(event.target.value)} />
        <Button type="submit" variant="secondary" busy={submission.status === 'submitting'}>{adminStampsCopy.targetSave}</Button>
      </TargetForm>
      {submission.status === 'failed' && submission.error && <Feedback $tone="danger" role="alert">{submission.error}</Feedback>}
      {submission.status === 'done' && submission.result !== null && <Feedback $tone="success" role="status">{adminStampsCopy.targetSaved(submission.result)}</Feedback>}
    </Section>
  );
}

type CompletedVisitor = StampCompletions['visitors'][number];

/** One visitor's reward, pushed beside what they were offered before; `onSent` says so above the list. */
function SendReward({ visitorId, name, prize, onSent }: { visitorId: number; name: string; prize: Prize; onSent(name: string): void }) {
  const api = useApi();
  const submission = useSubmission<true>();
  return (
    <div>
      <Button
        variant="accent"
        aria-label={adminStampsCopy.sendRewardTo(name)}
        busy={submission.status === 'submitting'}
        onClick={() =>
          void submission.submit(async (signal) => {
            await api.extend(adminCalls).pushBrochure(visitorId, [prize], { signal, keepOffered: true });
            onSent(name);
            return true;
          })
        }
      >
        {adminStampsCopy.sendReward}
      </Button>
      {submission.status === 'failed' && submission.error && <Feedback $tone="danger" role="alert">{submission.error}</Feedback>}
    </div>
  );
}

interface SentToAll {
  sent: number;
  failed: string[];
}

/**
 * "Kirim hadiah ke semua": the reward to every visitor who completed the card and has not been
 * sent it, after a question that says how many. Visitors flagged as too fast are left out: they
 * are the organisers' to check one by one.
 */
function SendToAll({ waiting, skipped, prize, onDone }: { waiting: { id: number; name: string }[]; skipped: number; prize: Prize; onDone(): void }) {
  const api = useApi();
  const [asking, setAsking] = useState(false);
  const [progress, setProgress] = useState(0);
  const submission = useSubmission<SentToAll>();
  const send = () => {
    setAsking(false);
    setProgress(0);
    const visitors = waiting;
    void submission.submit(async (signal) => {
      const failed: string[] = [];
      for (const [index, visitor] of visitors.entries()) {
        try {
          await api.extend(adminCalls).pushBrochure(visitor.id, [prize], { signal, keepOffered: true });
        } catch (error) {
          if (signal.aborted) throw error;
          failed.push(adminStampsCopy.sendAllFailedOne(visitor.name, error instanceof Error ? error.message : ''));
        }
        setProgress(index + 1);
      }
      onDone();
      return { sent: visitors.length - failed.length, failed };
    });
  };
  const result = submission.status === 'done' ? submission.result : null;
  return (
    <div>
      {waiting.length === 0 ? (
        <Meta>{adminStampsCopy.sendAllNone}</Meta>
      ) : (
        <Button variant="accent" busy={submission.status === 'submitting'} onClick={() => setAsking(true)}>
          {submission.status === 'submitting' ? adminStampsCopy.sendAllSending(progress, waiting.length) : adminStampsCopy.sendAll(waiting.length)}
        </Button>
      )}
      {result && (
        <Feedback $tone={result.failed.length > 0 ? 'danger' : 'success'} role="status">
          {result.failed.length > 0 ? adminStampsCopy.sendAllPartly(result.sent, result.sent + result.failed.length, result.failed.join('; ')) : adminStampsCopy.sendAllDone(result.sent)}
        </Feedback>
      )}
      {submission.status === 'failed' && submission.error && <Feedback $tone="danger" role="alert">{submission.error}</Feedback>}
      <Dialog
        open={asking}
        title={adminStampsCopy.sendAllTitle}
        onClose={() => setAsking(false)}
        maxWidth="28rem"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>{copy.common.cancel}</Button>
            <Button variant="accent" onClick={send}>{adminStampsCopy.sendAllConfirm(waiting.length)}</Button>
          </>
        }
      >
        <p>{adminStampsCopy.sendAllQuestion(waiting.length, textOr(prize.name, copy.unnamed.prize(prize.id)))}</p>
        {skipped > 0 && <p>{adminStampsCopy.sendAllSkipsTooFast(skipped)}</p>}
      </Dialog>
    </div>
  );
}

/** What the row offers: "Kirim hadiah" only to a visitor who has not been sent the reward. */
function RewardOfVisitor({ visitor, name, prize, onSent }: { visitor: CompletedVisitor; name: string; prize: Prize | undefined; onSent(name: string): void }) {
  if (visitor.reward_state === 'claimed') return <Meta>{adminStampsCopy.rewardClaimed}</Meta>;
  if (visitor.reward_state === 'sent') return <Meta>{adminStampsCopy.rewardAlreadySent}</Meta>;
  if (!prize) return <Meta>{adminStampsCopy.noRewardPrize}</Meta>;
  return <SendReward visitorId={visitor.id} name={name} prize={prize} onSent={onSent} />;
}

function Completions({ completions, prizes, onChanged }: { completions: StampCompletions; prizes: Prize[]; onChanged(): void }) {
  const prize = prizes.find((candidate) => candidate.id === completions.reward_prize_id);
  const visitors = asList(completions.visitors);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const nameOf = (visitor: CompletedVisitor) => textOr(fullName(visitor.name), copy.unnamed.visitor(visitor.id));
  const notSent = visitors.filter((visitor) => visitor.reward_state !== 'sent' && visitor.reward_state !== 'claimed');
  const waiting = notSent.filter((visitor) => visitor.too_fast !== true).map((visitor) => ({ id: visitor.id, name: nameOf(visitor) }));
  const onSent = (name: string) => {
    setSentTo(name);
    onChanged();
  };
  return (
    <>
      <Target target={completions.target} />
      <Section title={adminStampsCopy.completedHeading}>
        {completions.reward && <Meta>{stampsCopy.cardReward(completions.reward)}</Meta>}
        {sentTo && <Feedback $tone="success" role="status">{adminStampsCopy.rewardSent(sentTo)}</Feedback>}
        {visitors.length === 0 ? (
          <Meta>{adminStampsCopy.completedEmpty}</Meta>
        ) : (
          <>
            {prize && <SendToAll waiting={waiting} skipped={notSent.length - waiting.length} prize={prize} onDone={onChanged} />}
            <PlainList>
              {visitors.map((visitor) => {
                const name = nameOf(visitor);
                return (
                  <Row key={visitor.id}>
                    <div>
                      <span>{adminStampsCopy.completedLine(name, visitor.agency, visitor.stamped)}</span>
                      {visitor.too_fast === true && <Feedback $tone="danger">{adminStampsCopy.tooFast(visitor.most_in_a_minute)}</Feedback>}
                    </div>
                    <RewardOfVisitor visitor={visitor} name={name} prize={prize} onSent={onSent} />
                  </Row>
                );
              })}
            </PlainList>
          </>
        )}
      </Section>
    </>
  );
}

/** Mounted only for an organiser, so nobody else triggers an admin call. */
/** How much visitors reached the exhibitors (x-assumed): one line, or nothing where the platform has no counts. */
function ReachCountsLine() {
  const api = useApi();
  const [counts, setCounts] = useState<ReachCounts | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.extend(deskCalls).reachCounts({ signal: controller.signal }).then(setCounts, () => {});
    return () => controller.abort();
  }, [api]);
  if (!counts) return null;
  return (
    <Section title={deskCopy.countsTitle}>
      <p>{deskCopy.counts(counts.inquiries ?? 0, counts.replied ?? 0, counts.contacts ?? 0, counts.meetings ?? 0)}</p>
    </Section>
  );
}

function OrganiserStamps() {
  const sheet = useRead(adminStampSheetRead());
  const completions = useRead(adminStampCompletionsRead());
  const prizes = useRead(adminPrizesRead());
  return (
    <>
      <ReachCountsLine />
      <Card>
        <ResourceView resource={completions} empty={{ title: adminStampsCopy.completedEmpty, description: '' }}>
          {(found: StampCompletions) => <Completions completions={found} prizes={prizes.status === 'success' ? asList(prizes.data) : []} onChanged={completions.refresh} />}
        </ResourceView>
      </Card>
      <ResourceView resource={sheet} empty={{ title: stampsCopy.unavailable, description: '' }}>
        {(booths: StampBooth[]) => <PrintableSheet booths={asList(booths)} />}
      </ResourceView>
    </>
  );
}

export default function AdminStampsScreen() {
  const status = useAuthStatus();
  const organiser = useAuth(selectIsOrganiser, false);
  const search = new URLSearchParams(useSearch());
  const staffBooth = search.get('booth');
  const staffKey = search.get('key');
  if (staffBooth && staffKey) return <StaffCode booth={staffBooth} staffKey={staffKey} />;
  return (
    <>
      <PageHeader title={adminStampsCopy.adminTitle} subtitle={adminStampsCopy.adminIntro} />
      {status === 'restoring' && <LoadingState label={copy.access.checking} />}
      {status === 'anonymous' && <LoginPrompt title={adminGiftCopy.organisersOnlyTitle} hint={adminGiftCopy.signInAsOrganiser} headingLevel="h2" />}
      {status === 'authenticated' && !organiser && <EmptyState headingLevel="h2" title={adminGiftCopy.organisersOnlyTitle} description={adminGiftCopy.notAnOrganiser} />}
      {status === 'authenticated' && organiser && <OrganiserStamps />}
    </>
  );
}
