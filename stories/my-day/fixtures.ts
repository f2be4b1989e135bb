// Hari saya's stories: a visitor with starred sessions and booths to visit, and a floor plan that
// places the session rooms (x-assumed `rooms`) far enough apart for the walk to matter.
import type { FloorPlan } from '@pameran/sdk';
import { agendaSession } from '../fixtures/agenda';
import { endpoints } from '../fixtures/api';
import { floorPlan } from '../fixtures/floorplan';
import { makeVisitor } from '../fixtures/visitors';

/** Rooms 1 and 2 are 360 m apart along a straight line (the story plan has no doors): a six-minute walk. */
export const planWithRooms: FloorPlan = {
  ...floorPlan,
  rooms: [
    { id: '1', name: 'Panggung Utama Hall A', x: 9, y: 11 },
    { id: '2', name: 'Ruang Teknik Hall B', x: 369, y: 11 },
  ],
};

/** Two sessions in different rooms: the second starts `gap` minutes after the first ends. */
export function dayWithGap(gap: number) {
  const first = { ...agendaSession(79, 'Peluncuran Mesin CNC Generasi Baru', 60, 60, 'Panggung Utama Hall A', 'Ir. Hendra Gunawan'), room_id: 1 };
  const second = { ...agendaSession(82, 'Perawatan Sistem Hidrolik Alat Berat', 120 + gap, 60, 'Ruang Teknik Hall B', 'Bambang Sutrisno'), room_id: 2 };
  return [first, second];
}

/** A visitor with nothing registered in their name (their list is their stars). */
export const planningVisitor = makeVisitor({ is_session_booked: false, session: [] });

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

/** An accepted meeting at booth A-02, after the sessions (x-assumed GET /api/users/meetings). */
export const meetingLater = { id: 7, slot_id: 103, exhibitor_id: 2, exhibitor_name: 'CV Hidrolik Jaya Abadi', booth_code: 'A-02', starts_at: at(300), ends_at: at(330), status: 'accepted' };

/** The platform's answers for a day: starred sessions, booths to visit and meetings kept with the account. */
export const dayApi = (sessions: ReturnType<typeof dayWithGap>, starred: number[], booths: { exhibitor_id: number; name: string; booth_code: string; visited?: boolean }[], meetings: unknown[] = []) => ({
  [endpoints.upcomingSessions]: sessions,
  [endpoints.ongoingExternal]: [],
  [endpoints.floorplan]: planWithRooms,
  [endpoints.myAgenda]: { session_ids: starred },
  [endpoints.myVisitList]: { entries: booths },
  'GET /api/users/meetings': meetings,
});
