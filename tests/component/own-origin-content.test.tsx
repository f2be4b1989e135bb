// Nothing of an attacker's on our screens: /popup-media shows only
// media of the app's and the platform's own origins and never a title from its address; "Buka
// siaran di tab baru" only for a player on another origin (a same-origin one would run
// unsandboxed in that tab); a sign-in return path that would leave the origin goes home.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPameranClient } from '@pameran/sdk';
import { loginToken, usePlatform } from '../helpers/platform';
import { renderApp, shellLoginLink } from './support/renderApp';

const platform = usePlatform();

describe('/popup-media', () => {
  it('shows no picture from another site, and no title from the address', async () => {
    renderApp({ path: `/popup-media?src=${encodeURIComponent('https://evil.example/notice.svg')}&title=${encodeURIComponent('Pemberitahuan resmi panitia')}` });
    const dialog = await screen.findByRole('dialog', { name: 'Media' });
    expect(within(dialog).getByText('Tidak ada media untuk ditampilkan.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Pemberitahuan resmi panitia');
  });

  it('shows a picture of the app’s own origin, named "Media" whatever the address says', async () => {
    renderApp({ path: `/popup-media?src=${encodeURIComponent('/media/prize/2.svg')}&title=${encodeURIComponent('Pemberitahuan resmi panitia')}` });
    const dialog = await screen.findByRole('dialog', { name: 'Media' });
    expect(within(dialog).getByRole('img', { name: 'Media' })).toHaveAttribute('src', '/media/prize/2.svg');
    expect(document.body).not.toHaveTextContent('Pemberitahuan resmi panitia');
  });
});

/** The live page over the real SDK and platform, with the session's stream_url replaced. */
async function renderStream(streamUrl: string) {
  const token = await loginToken(platform, 'BUDI2026');
  const fetchWith = async (request: Request): Promise<Response> => {
    const response = await fetch(request);
    if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
    const body = JSON.parse(await response.text(), (key, value: unknown) => (key === 'stream_url' ? streamUrl : value));
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  const user = await createPameranClient({ baseUrl: platform.url, getToken: () => token, fetch: fetchWith }).users.me();
  const view = renderApp({ path: '/live-stream/80', signedInAs: user, token, platform: { url: platform.url, fetch: fetchWith }, statechartsOnPlatform: true });
  const stage = await screen.findByRole('article', { name: 'Tanya Jawab Suku Cadang Ekskavator' });
  await within(stage).findByTitle('Siaran Tanya Jawab Suku Cadang Ekskavator');
  return { link: within(stage).queryByRole('link', { name: 'Buka siaran di tab baru' }), unmount: view.unmount };
}

describe('"Buka siaran di tab baru"', () => {
  it('is offered for a player on another origin only, never for one on the app’s own origin', async () => {
    const elsewhere = await renderStream('https://siaran.contoh.id/tanya-jawab-ekskavator');
    expect(elsewhere.link).toHaveAttribute('href', 'https://siaran.contoh.id/tanya-jawab-ekskavator');
    elsewhere.unmount();
    for (const own of ['/media/stream/80.svg', `${window.location.origin}/media/stream/80.svg`]) {
      const view = await renderStream(own);
      expect(view.link, own).toBeNull();
      view.unmount();
    }
  });
});

describe('a sign-in return path', () => {
  it.each(['//evil.example/x', '/\\evil.example/x'])('that would leave the origin (%s) goes home instead', async (path) => {
    const { location } = renderApp({ path });
    await userEvent.setup().click(await shellLoginLink());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    const session = userEvent.setup();
    await session.type(await screen.findByLabelText('Kode undangan'), 'UND-2026');
    await session.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
  });
});
