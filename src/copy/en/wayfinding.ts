import type { English } from '../translation';
import type { wayfinding as indonesian } from '../wayfinding';

/** Walking routes on the floor plan, "you are here", facilities and the visit route. */
export const wayfinding: English<typeof indonesian> = {
  booth: (code: string) => `Booth ${code}`,
  room: (id: string) => `Room ${id}`,
  entrance: (id: string) => `Entrance ${id}`,
  facility: {
    musala: 'Prayer room (musala)',
    toilet: 'Toilets',
    food: 'Food court',
    exit: 'Emergency exit',
    first_aid: 'First aid',
    info: 'Information desk',
    charging: 'Charging point',
    other: 'Facility',
  },
  facilityWords: {
    musala: 'musala mushola masjid salat sholat prayer room',
    toilet: 'toilet wc kamar kecil restroom',
    food: 'makan minum kantin food court cafe kopi',
    exit: 'keluar darurat exit emergency',
    first_aid: 'p3k pertolongan pertama klinik medis first aid medical',
    info: 'informasi info bantuan help desk',
    charging: 'pengisian daya baterai charging charger listrik',
    other: 'fasilitas facility',
  },
  stepStart: (place: string) => `Start at ${place}.`,
  stepWalk: (metres: number) => `Walk straight on for ${metres} m.`,
  stepTurnLeft: (metres: number) => `Turn left and walk ${metres} m.`,
  stepTurnRight: (metres: number) => `Turn right and walk ${metres} m.`,
  stepLeaveHall: (hall: string) => `Leave ${hall}.`,
  stepEnterHall: (hall: string) => `Enter ${hall}.`,
  stepArriveLeft: (place: string) => `${place} is on your left.`,
  stepArriveRight: (place: string) => `${place} is on your right.`,
  stepArriveAhead: (place: string) => `${place} is ahead of you.`,
  stepStraightLine: (place: string, metres: number) => `${place} is about ${metres} m from here in a straight line.`,
  straightLineNote: 'This floor plan has no doors or aisles yet, so the route is drawn as a straight line; the real walk is longer.',
  hallFallback: (id: string) => `Hall ${id}`,
  outside: 'the area between the halls',
};
