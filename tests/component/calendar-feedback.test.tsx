// "Tambah ke kalender" says the file was saved (a download alone is easy to
// miss on a phone), naming the file.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionActions } from '../../src/features/agenda/SessionActions';
import { AppTheme } from '../../src/styles/AppTheme';

afterEach(() => vi.restoreAllMocks());

describe('"Tambah ke kalender"', () => {
  it('says the calendar file was saved, and what it is called', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:ics');
    URL.revokeObjectURL = vi.fn();
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <AppTheme>
        <SessionActions
          session={{ id: 79, title: 'Peluncuran Mesin CNC Generasi Baru', startsAt: '2026-11-21T03:00:00Z', endsAt: '2026-11-21T04:00:00Z', roomName: 'Hall A', speaker: 'Ir. Bambang', externalUrl: null }}
        />
      </AppTheme>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tambah ke kalender: Peluncuran Mesin CNC Generasi Baru' }));
    expect(await screen.findByRole('status')).toHaveTextContent('File sesi-79.ics tersimpan di unduhan. Buka file itu untuk menambahkan sesi ke kalender Anda.');
    expect(download).toHaveBeenCalledTimes(1);
  });
});
