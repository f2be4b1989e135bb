// A screen's chunk loaded before its first render (src/main.tsx does so for the first screen
// of a visit) draws the screen in that render, with no loading state first.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '../../src/routes';

const chunk = async () => ({ default: () => <h1>Denah pameran</h1> });

function drawn(Screen: ReturnType<typeof lazyScreen>) {
  render(
    <Suspense fallback={<p>Memuat halaman…</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('a screen loaded on demand', () => {
  it('shows its loading state first when its chunk has not loaded yet', async () => {
    drawn(lazyScreen(chunk));
    expect(screen.getByText('Memuat halaman…')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Denah pameran' })).toBeVisible();
  });

  it('draws at once, without the loading state, when its chunk was loaded ahead', async () => {
    const Screen = lazyScreen(chunk);
    await Screen.load();
    drawn(Screen);
    expect(screen.getByRole('heading', { name: 'Denah pameran' })).toBeVisible();
    expect(screen.queryByText('Memuat halaman…')).toBeNull();
  });

  it('loads its chunk once, however often it is asked for', async () => {
    let imports = 0;
    const Screen = lazyScreen(async () => {
      imports += 1;
      return chunk();
    });
    await Promise.all([Screen.load(), Screen.load()]);
    drawn(Screen);
    expect(imports).toBe(1);
  });
});
