// @ts-check
// Indonesian demo data of a machinery-parts exhibition. Times are relative to `startedAt`, so
// session 79 always starts a few minutes after the platform starts. Image fields hold
// '/media/…' paths (drawn by media.mjs); http.mjs makes them absolute per request.

/** The demo's records have every field but the optional role. @typedef {Required<Omit<import('../sdk/src/types.ts').User, 'role'>> & Pick<import('../sdk/src/types.ts').User, 'role'>} User */
/** The demo's records have every field but the optional isSaved, and how_to_collect where the claim's answer carries it (x-assumed). @typedef {Required<Omit<import('../sdk/src/types.ts').Prize, 'isSaved'>> & Pick<import('../sdk/src/types.ts').Prize, 'isSaved'> & { how_to_collect?: string }} Prize */
/** @typedef {Required<import('../sdk/src/types.ts').Product>} Product */
/** @typedef {Required<import('../sdk/src/types.ts').Merchandise>} Merchandise */
/** @typedef {Required<import('../sdk/src/types.ts').Room>} Room */
/** @typedef {Required<import('../sdk/src/types.ts').Survey>} Survey */
/** @typedef {Required<import('../sdk/src/types.ts').Highlight>} Highlight */
/** @typedef {Required<import('../sdk/src/types.ts').ExhibitorSummary> & { description: string, website: string, whatsapp?: string }} ExhibitorRecord */
/**
 * @typedef {{ id: number, title: string, room_id: number, speaker: string, startsAt: number,
 *   endsAt: number, external_url: string | null, exhibitor_id: number | null, product_ids: number[] }} SessionRecord
 */

import { generateFair } from './demoFair.mjs';

export const EVENT_ID = 1;
export const MERCHANDISE_EVENT_SLUG = 'pameran-merchandise';
export const TRACKED_SESSION_ID = 79;
/** Session 79 starts this long after start-up, so the countdown has something to count. */
export const TRACKED_SESSION_DELAY_MS = 5 * 60_000;

const MINUTE = 60_000;

/** @type {ExhibitorRecord[]} */
const exhibitors = [
  { id: 1, name: 'PT Sinar Baja Presisi', booth_code: 'A-01', category: 'Mesin CNC', hall: 'Hall A', logo_url: '/media/exhibitor/1.svg', description: 'Produsen mesin bubut dan frais CNC untuk bengkel dan industri manufaktur.', website: 'https://sinarbaja.example' },
  { id: 2, name: 'CV Hidrolik Nusantara', booth_code: 'B-02', category: 'Hidrolik & Pneumatik', hall: 'Hall B', logo_url: '/media/exhibitor/2.svg', description: 'Pompa, silinder dan selang hidrolik untuk alat berat dan mesin pabrik.', website: 'https://hidroliknusantara.example', whatsapp: '0812-3456-7890' },
  { id: 3, name: 'PT Bearing Jaya Abadi', booth_code: 'A-05', category: 'Bantalan & Transmisi', hall: 'Hall A', logo_url: '/media/exhibitor/3.svg', description: 'Distributor bantalan (bearing), rantai dan gearbox industri.', website: 'https://bearingjaya.example' },
  { id: 4, name: 'PT Mitra Las Indonesia', booth_code: 'C-03', category: 'Peralatan Las', hall: 'Hall C', logo_url: '/media/exhibitor/4.svg', description: 'Mesin las inverter, kawat las dan perlengkapan keselamatan kerja.', website: 'https://mitralas.example' },
  { id: 5, name: 'PT Genset Andalan', booth_code: 'B-07', category: 'Genset & Kelistrikan', hall: 'Hall B', logo_url: '/media/exhibitor/5.svg', description: 'Generator set diesel dan panel listrik untuk proyek dan pabrik.', website: 'https://gensetandalan.example', whatsapp: '+62 811 2233 4455' },
  { id: 6, name: 'PT Alat Berat Sentosa', booth_code: 'D-01', category: 'Suku Cadang Alat Berat', hall: 'Hall D', logo_url: '/media/exhibitor/6.svg', description: 'Suku cadang ekskavator, buldoser dan wheel loader — asli dan aftermarket.', website: 'https://alatberatsentosa.example' },
  { id: 7, name: 'CV Pompa Tirta Mandiri', booth_code: 'C-08', category: 'Pompa Industri', hall: 'Hall C', logo_url: '/media/exhibitor/7.svg', description: 'Pompa sentrifugal dan submersible untuk air bersih dan limbah.', website: 'https://pompatirta.example' },
];

/** @param {number} id @param {number} exhibitor_id @param {string} name @param {string} description @param {number} price @param {[string, string][]} specs @returns {Product} */
function product(id, exhibitor_id, name, description, price, specs) {
  return { id, exhibitor_id, name, description, price, image_url: `/media/product/${id}.svg`, specs: specs.map(([label, value]) => ({ label, value })) };
}

/** @type {Product[]} */
const products = [
  product(101, 1, 'Mesin Bubut CNC SB-360', 'Mesin bubut CNC dengan spindle 360 mm untuk produksi presisi.', 485_000_000, [['Diameter ayun', '360 mm'], ['Daya spindle', '7,5 kW']]),
  product(102, 1, 'Mesin Frais Vertikal SB-V5', 'Mesin frais vertikal 3 sumbu dengan kontrol Fanuc.', 612_500_000, [['Meja', '1000 × 500 mm'], ['Putaran', '8.000 rpm']]),
  product(201, 2, 'Pompa Roda Gigi HN-20', 'Pompa hidrolik roda gigi untuk sistem tekanan tinggi.', 7_850_000, [['Debit', '20 L/menit'], ['Tekanan', '250 bar']]),
  product(202, 2, 'Silinder Hidrolik HN-C80', 'Silinder kerja ganda, diameter 80 mm.', 4_200_000, [['Langkah', '500 mm'], ['Tekanan kerja', '160 bar']]),
  product(203, 2, 'Selang Hidrolik 2 Lapis (per meter)', 'Selang kawat baja 2 lapis, 1/2 inci.', 185_000, [['Ukuran', '1/2 inci'], ['Tekanan', '275 bar']]),
  product(301, 3, 'Bearing Bola 6205-2RS', 'Bantalan bola alur dalam dengan seal karet.', 45_000, [['Diameter dalam', '25 mm'], ['Diameter luar', '52 mm']]),
  product(302, 3, 'Gearbox Reduksi WPA-60', 'Gearbox cacing rasio 1:30 untuk konveyor.', 2_750_000, [['Rasio', '1:30'], ['Poros', '22 mm']]),
  product(401, 4, 'Mesin Las Inverter MLI-200', 'Mesin las MMA 200 A, hemat listrik.', 3_450_000, [['Arus', '20–200 A'], ['Daya', '900 W']]),
  product(402, 4, 'Kawat Las E6013 2,6 mm (5 kg)', 'Elektroda serbaguna untuk baja karbon.', 215_000, [['Diameter', '2,6 mm'], ['Berat', '5 kg']]),
  product(501, 5, 'Genset Diesel GA-30 kVA', 'Genset kedap suara 30 kVA dengan ATS.', 168_000_000, [['Daya', '30 kVA'], ['Bahan bakar', 'Solar']]),
  product(502, 5, 'Panel ATS-AMF 3 Fase', 'Panel otomatis pemindah sumber listrik.', 18_900_000, [['Fase', '3'], ['Arus', '63 A']]),
  product(601, 6, 'Bucket Tooth Ekskavator 20 Ton', 'Kuku bucket baja tempa untuk ekskavator kelas 20 ton.', 1_250_000, [['Material', 'Baja tempa'], ['Kelas', '20 ton']]),
  product(602, 6, 'Filter Oli Mesin Alat Berat', 'Filter oli kompatibel mesin diesel alat berat.', 325_000, [['Tipe', 'Spin-on'], ['Ulir', 'M20 × 1,5']]),
  product(701, 7, 'Pompa Sentrifugal PT-50', 'Pompa sentrifugal 2 inci untuk air bersih.', 5_600_000, [['Debit', '500 L/menit'], ['Head', '32 m']]),
  product(702, 7, 'Pompa Submersible Limbah PT-S15', 'Pompa celup untuk air limbah dengan pemotong.', 9_750_000, [['Daya', '1,5 kW'], ['Head', '18 m']]),
];

/** @type {Merchandise[]} */
const merchandise = [
  // max_per_visitor: one visitor cannot order a whole stock away (cart and unpaid orders together).
  { id: 1, name: 'Topi Pameran 2026', price: 75_000, image_url: '/media/merchandise/1.svg', stock: 40, max_per_visitor: 5 },
  { id: 2, name: 'Kaos Teknisi Pameran', price: 125_000, image_url: '/media/merchandise/2.svg', stock: 25, max_per_visitor: 5 },
  { id: 3, name: 'Tumbler Baja Tahan Karat', price: 95_000, image_url: '/media/merchandise/3.svg', stock: 3, max_per_visitor: 2 },
  { id: 4, name: 'Tas Perkakas Kanvas', price: 210_000, image_url: '/media/merchandise/4.svg', stock: 10, max_per_visitor: 3 },
];

/** @type {Prize[]} */
const prizes = [
  { id: 1, name: 'Hadiah contoh', image_url: '/media/prize/1.svg' },
  { id: 2, name: 'Brosur Katalog Mesin CNC', image_url: '/media/prize/2.svg' },
  // how_to_collect (x-assumed): the claim's answer carries it; a prize without one gets the app's default.
  { id: 3, name: 'Voucher Servis Genset', image_url: '/media/prize/3.svg', how_to_collect: 'kode voucher dikirim ke email Anda dalam 1×24 jam; tukarkan di stan PT Genset Andalan (B-07).' },
  { id: 4, name: 'Kunci Torsi Digital', image_url: '/media/prize/4.svg' },
  { id: 5, name: 'Helm Proyek Pameran', image_url: '/media/prize/5.svg' },
  { id: 6, name: 'Brosur Pompa Industri', image_url: '/media/prize/6.svg' },
  { id: 7, name: 'Sarung Tangan Las Premium', image_url: '/media/prize/7.svg' },
];

/** @type {Highlight[]} */
const highlights = [
  { title: 'Peserta pameran dari berbagai bidang', body: 'Produsen dan distributor suku cadang serta mesin industri dari seluruh Indonesia.', image_url: '/media/highlight/1.svg' },
  { title: 'Demo mesin langsung', body: 'Saksikan peluncuran mesin CNC generasi baru secara langsung dari Hall A.', image_url: '/media/highlight/2.svg' },
  { title: 'Konsultasi teknis gratis', body: 'Tanya jawab dengan teknisi berpengalaman tentang perawatan alat berat.', image_url: '/media/highlight/3.svg' },
];

/** @type {Survey} */
const survey = {
  id: 1,
  session_id: TRACKED_SESSION_ID,
  title: 'Survei Sesi Peluncuran Mesin CNC',
  questions: [
    { id: 1, text: 'Seberapa bermanfaat sesi ini bagi pekerjaan Anda?', type: 'choice', options: ['Sangat bermanfaat', 'Bermanfaat', 'Kurang bermanfaat'] },
    { id: 2, text: 'Produk apa yang paling Anda minati?', type: 'choice', options: ['Mesin CNC', 'Hidrolik', 'Genset', 'Suku cadang alat berat'] },
    { id: 3, text: 'Saran untuk sesi berikutnya', type: 'text', options: [] },
  ],
};

/**
 * Demo visitors, keyed by invitation code. Stars in the display name are the visitor's star
 * count; Siti's code_html carries an onerror handler so the app's sanitising can be tested.
 * @type {{ code: string, user: Omit<User, 'code' | 'qr_code'> }[]}
 */
const visitors = [
  {
    code: 'BUDI2026',
    user: {
      id: 1001, name: 'Budi Santoso**', last_name: 'Santoso', email: 'budi.santoso@contoh.co.id', phone: '081234567890',
      code_html: '<p>Kode undangan: <strong>BUDI2026</strong></p><p><em>Tunjukkan kode ini di meja registrasi.</em></p>',
      regency_id: 3171, province_id: 31, cabang_id: null, is_session_booked: true, session: [TRACKED_SESSION_ID], is_data_checked: true,
      agency: 'PT Karya Teknik Mandiri', unit: 'Pemeliharaan', salesman: 'Andi Wijaya',
    },
  },
  {
    code: 'SITI2026',
    user: {
      id: 1002, name: 'Siti Rahmawati*', last_name: null, email: 'siti.rahma@contoh.co.id', phone: '082198765432',
      code_html: '<p>Kode undangan: <strong>SITI2026</strong></p><img src=x onerror="window.__pameranXss=1">',
      regency_id: 3273, province_id: 32, cabang_id: 4, is_session_booked: false, session: [], is_data_checked: false,
      agency: 'CV Sumber Makmur', unit: 'Pengadaan', salesman: 'Dewi Lestari',
    },
  },
  {
    code: 'AGUS2026',
    user: {
      id: 1003, name: 'Agus Prasetyo', last_name: 'Prasetyo', email: 'agus.prasetyo@contoh.co.id', phone: '085711223344',
      code_html: '<p>Kode undangan: <strong>AGUS2026</strong></p>',
      regency_id: null, province_id: null, cabang_id: null, is_session_booked: false, session: [], is_data_checked: true,
      agency: 'PT Tambang Sejahtera', unit: 'Operasional', salesman: 'Rudi Hartono',
    },
  },
];

/**
 * Demo organisers (panitia): they sign in like visitors, with an organiser code, and their
 * user carries role 'organiser', which the admin calls require (docs/security.md).
 * @type {{ code: string, user: Omit<User, 'code' | 'qr_code'> }[]}
 */
/**
 * Each demo exhibitor's staff code: it signs the booth's staff in on /exhibitor (x-assumed,
 * server/reach.mjs), where they answer quotation requests and meeting requests.
 */
export const DEMO_STAFF_CODES = [
  { code: 'STAF-A01-7KQ2', exhibitor_id: 1 },
  { code: 'STAF-B02-M4PX', exhibitor_id: 2 },
  { code: 'STAF-A05-R8TD', exhibitor_id: 3 },
  { code: 'STAF-C03-W2HN', exhibitor_id: 4 },
  { code: 'STAF-B07-J6VC', exhibitor_id: 5 },
  { code: 'STAF-D01-Y3LB', exhibitor_id: 6 },
  { code: 'STAF-C08-Q9FS', exhibitor_id: 7 },
];

/** Meeting slots of 30 minutes each demo exhibitor offers, on each of the fair's three days (hours after the first half hour after start-up). */
const SLOT_HOURS = [[0.5, 2], [20, 22, 25], [44, 46]];
const SLOT_MS = 30 * MINUTE;

/**
 * The demo exhibitors' meeting slots over the fair's days, starting on the half hour; ids are
 * exhibitor × 100 + 1…
 * @param {number} startedAt @param {readonly { id: number }[]} exhibitors
 */
function meetingSlotsOf(startedAt, exhibitors) {
  const firstHalfHour = Math.ceil(startedAt / SLOT_MS) * SLOT_MS;
  return exhibitors.flatMap((exhibitor) =>
    SLOT_HOURS.flat().map((hours, index) => {
      const startsAt = firstHalfHour + hours * 60 * MINUTE;
      return { id: exhibitor.id * 100 + index + 1, exhibitor_id: exhibitor.id, startsAt, endsAt: startsAt + SLOT_MS };
    }));
}

const organisers = [
  {
    code: 'PANITIA2026',
    user: {
      id: 9001, name: 'Panitia Pameran', last_name: null, email: 'panitia@pameran.contoh.id', phone: '0215550100',
      code_html: '<p>Kode panitia: <strong>PANITIA2026</strong></p>',
      regency_id: null, province_id: null, cabang_id: null, is_session_booked: false, session: [], is_data_checked: true,
      agency: 'Panitia Pameran 2026', unit: 'Sekretariat', salesman: '-', role: 'organiser',
    },
  },
];

/**
 * Everything the platform serves, fresh for one process (tests each get their own).
 * `tracked` moves session 79 (a fast clock for tests: a session starting in seconds).
 * @param {number} startedAt epoch ms
 * @param {{ delayMs?: number, lengthMs?: number }} [tracked]
 * @param {number} [exhibitorCount] a fair of this many exhibitors (demoFair.mjs) instead of the seven above
 */
export function createDemoData(startedAt, tracked = {}, exhibitorCount) {
  const at = (/** @type {number} */ minutes) => startedAt + minutes * MINUTE;
  const trackedStart = startedAt + (tracked.delayMs ?? TRACKED_SESSION_DELAY_MS);
  const trackedEnd = tracked.lengthMs === undefined ? at(65) : trackedStart + tracked.lengthMs;
  /** @type {SessionRecord[]} */
  const sessions = [
    { id: TRACKED_SESSION_ID, title: 'Peluncuran Mesin CNC Generasi Baru', room_id: 1, speaker: 'Ir. Hendra Gunawan', startsAt: trackedStart, endsAt: trackedEnd, external_url: null, exhibitor_id: 1, product_ids: [101, 102] },
    { id: 82, title: 'Perawatan Sistem Hidrolik Alat Berat', room_id: 2, speaker: 'Bambang Sutrisno', startsAt: at(45), endsAt: at(105), external_url: null, exhibitor_id: 2, product_ids: [201, 202, 203] },
    { id: 83, title: 'Memilih Genset yang Tepat untuk Pabrik', room_id: 1, speaker: 'Lina Marlina, S.T.', startsAt: at(180), endsAt: at(240), external_url: null, exhibitor_id: 5, product_ids: [501, 502] },
    { id: 84, title: 'Teknik Las Inverter untuk Pemula', room_id: 3, speaker: 'Yusuf Maulana', startsAt: at(24 * 60), endsAt: at(25 * 60), external_url: null, exhibitor_id: 4, product_ids: [401, 402] },
    { id: 85, title: 'Diskusi Panel: Masa Depan Manufaktur Lokal', room_id: 1, speaker: 'Dr. Ratna Wulandari', startsAt: at(2 * 24 * 60 + 60), endsAt: at(2 * 24 * 60 + 150), external_url: null, exhibitor_id: null, product_ids: [] },
    { id: 80, title: 'Tanya Jawab Suku Cadang Ekskavator', room_id: 2, speaker: 'Tim PT Alat Berat Sentosa', startsAt: at(-20), endsAt: at(40), external_url: 'https://siaran.contoh.id/tanya-jawab-ekskavator', exhibitor_id: 6, product_ids: [601, 602] },
    { id: 81, title: 'Tur Virtual Pabrik Pompa', room_id: 3, speaker: 'CV Pompa Tirta Mandiri', startsAt: at(-5), endsAt: at(55), external_url: 'https://siaran.contoh.id/tur-pabrik-pompa', exhibitor_id: 7, product_ids: [701, 702] },
  ];
  /** @type {Room[]} */
  const rooms = [
    { id: 1, name: 'Panggung Utama Hall A', description: 'Peluncuran produk dan presentasi utama.', session_ids: [] },
    { id: 2, name: 'Ruang Teknik Hall B', description: 'Sesi teknis dan tanya jawab bersama ahli.', session_ids: [] },
    { id: 3, name: 'Studio Demo Hall C', description: 'Demo langsung peralatan dan tur virtual.', session_ids: [] },
  ];
  for (const room of rooms) room.session_ids = sessions.filter((s) => s.room_id === room.id).map((s) => s.id);

  return {
    event: {
      id: EVENT_ID,
      name: 'Pameran Suku Cadang & Mesin Industri 2026',
      tagline: 'Temukan mesin dan suku cadang terbaik untuk usaha Anda',
      venue: 'JIExpo Kemayoran, Jakarta (hibrida)',
      starts_at: new Date(at(-60)).toISOString(),
      ends_at: new Date(at(3 * 24 * 60)).toISOString(),
      banner_url: '/media/banner/1.svg',
    },
    ...fairOf(exhibitorCount),
    merchandise: structuredClone(merchandise),
    prizes: structuredClone(prizes),
    highlights: structuredClone(highlights),
    surveys: [structuredClone(survey)],
    visitors: structuredClone(visitors),
    organisers: structuredClone(organisers),
    staffCodes: DEMO_STAFF_CODES.filter((staff) => exhibitorCount === undefined || staff.exhibitor_id <= exhibitorCount),
    meetingSlots: meetingSlotsOf(startedAt, exhibitors.slice(0, exhibitorCount ?? exhibitors.length)),
    sessions,
    rooms,
  };
}

/**
 * The seven exhibitors above (the first `count` of them), followed by generated ones up to `count`.
 * @param {number | undefined} count
 */
function fairOf(count) {
  const base = count === undefined ? exhibitors : exhibitors.slice(0, count);
  const kept = new Set(base.map((e) => e.id));
  const generated = count !== undefined && count > exhibitors.length ? generateFair(count, exhibitors.length + 1) : { exhibitors: [], products: [] };
  return {
    exhibitors: [...structuredClone(base), ...generated.exhibitors],
    products: [...structuredClone(products.filter((p) => kept.has(p.exhibitor_id))), ...generated.products],
  };
}

/** @typedef {ReturnType<typeof createDemoData>} DemoData */
