import { table } from './registry';

/** Walking routes on the floor plan, "you are here", facilities and the visit route. */
export const wayfinding = table('wayfinding', {
  booth: (code: string) => `Stan ${code}`,
  room: (id: string) => `Ruang ${id}`,
  entrance: (id: string) => `Pintu ${id}`,
  facility: {
    musala: 'Musala',
    toilet: 'Toilet',
    food: 'Area makan',
    exit: 'Pintu darurat',
    first_aid: 'P3K (pertolongan pertama)',
    info: 'Meja informasi',
    charging: 'Pengisian daya',
    other: 'Fasilitas',
  },
  /** Extra search words per facility kind, so either language finds it. */
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
  // Written directions, one sentence a step.
  stepStart: (place: string) => `Mulai dari ${place}.`,
  stepWalk: (metres: number) => `Jalan lurus ${metres} m.`,
  stepTurnLeft: (metres: number) => `Belok kiri, jalan ${metres} m.`,
  stepTurnRight: (metres: number) => `Belok kanan, jalan ${metres} m.`,
  stepLeaveHall: (hall: string) => `Keluar dari ${hall}.`,
  stepEnterHall: (hall: string) => `Masuk ke ${hall}.`,
  stepArriveLeft: (place: string) => `${place} di kiri Anda.`,
  stepArriveRight: (place: string) => `${place} di kanan Anda.`,
  stepArriveAhead: (place: string) => `${place} di depan Anda.`,
  stepStraightLine: (place: string, metres: number) => `${place} sekitar ${metres} m dari sini dalam garis lurus.`,
  straightLineNote: 'Denah ini belum memuat pintu dan lorong, jadi rute digambar sebagai garis lurus; jarak jalan sebenarnya lebih jauh.',
  hallFallback: (id: string) => `Hall ${id}`,
  outside: 'area antar-hall',
});
