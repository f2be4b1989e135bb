// @ts-check
// A fair of any size for the demo and the bench: believable exhibitors (Indonesian firms and a
// few foreign ones with accented names), each with products, spread over halls and categories.
// Seeded, so the same size always gives the same fair (tests and the bench can name an
// exhibitor they expect).

/** @typedef {import('./data.mjs').Product} Product */
/** @typedef {import('./data.mjs').ExhibitorRecord} ExhibitorRecord */

export const DEMO_EXHIBITORS_ENV = 'PAMERAN_DEMO_EXHIBITORS';
/** The largest fair the switch serves (a bigger one is a typo, not a fair). */
export const MAX_DEMO_EXHIBITORS = 20_000;

export const HALLS = ['Hall A', 'Hall B', 'Hall C', 'Hall D', 'Hall E', 'Hall F'];

/** Category → what its exhibitors sell (product stems) and a description. */
const CATEGORIES = /** @type {const} */ ([
  ['Mesin CNC', ['Mesin Bubut CNC', 'Mesin Frais CNC', 'Mesin Gerinda Presisi', 'Mata Pahat Karbida'], 'Mesin perkakas CNC dan perlengkapannya'],
  ['Hidrolik & Pneumatik', ['Pompa Hidrolik', 'Silinder Pneumatik', 'Katup Solenoid', 'Selang Hidrolik'], 'Komponen hidrolik dan pneumatik'],
  ['Bantalan & Transmisi', ['Bearing Bola', 'Gearbox Reduksi', 'Rantai Roller', 'Kopling Fleksibel'], 'Bantalan, transmisi dan penggerak'],
  ['Peralatan Las', ['Mesin Las Inverter', 'Kawat Las', 'Helm Las Otomatis', 'Mesin Potong Plasma'], 'Peralatan las dan pemotongan logam'],
  ['Genset & Kelistrikan', ['Genset Diesel', 'Panel ATS', 'Kabel Daya', 'Trafo Distribusi'], 'Pembangkit dan panel listrik'],
  ['Suku Cadang Alat Berat', ['Bucket Tooth', 'Filter Oli', 'Track Roller', 'Seal Kit Ekskavator'], 'Suku cadang alat berat'],
  ['Pompa Industri', ['Pompa Sentrifugal', 'Pompa Submersible', 'Pompa Dosing', 'Impeller Pompa'], 'Pompa untuk air bersih, limbah dan proses'],
  ['Kompresor', ['Kompresor Sekrup', 'Air Dryer', 'Tangki Udara', 'Filter Udara Kompresor'], 'Kompresor udara dan perlengkapannya'],
  ['Otomasi & Sensor', ['PLC Kompak', 'Sensor Proksimiti', 'Inverter Motor', 'Panel HMI'], 'Otomasi pabrik, sensor dan kendali'],
  ['Perkakas & K3', ['Kunci Torsi', 'Bor Magnet', 'Sarung Tangan Kerja', 'Sepatu Safety'], 'Perkakas tangan dan perlengkapan keselamatan kerja'],
]);

const LOCAL_WORDS = ['Sinar', 'Jaya', 'Abadi', 'Makmur', 'Sentosa', 'Mandiri', 'Perkasa', 'Teknik', 'Nusantara', 'Sejahtera', 'Prima', 'Utama', 'Karya', 'Mulia', 'Baja', 'Cahaya', 'Gemilang', 'Bintang', 'Indah', 'Samudra', 'Rajawali', 'Garuda', 'Mitra', 'Andalan', 'Sukses', 'Berkah', 'Lestari', 'Surya', 'Tirta', 'Wijaya'];
const FOREIGN = ['Müller Antriebstechnik GmbH', 'Société Générale de Pompes', 'Øresund Hydraulik A/S', 'Kögel Präzision AG', 'Hàn Việt Cơ Khí', 'São Paulo Máquinas Ltda', 'Łódź Narzędzia', 'Česká Ložiska s.r.o.'];

/** mulberry32: a small seeded generator, so a size always gives the same fair. @param {number} seed */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Exhibitors `firstId`…`total` and their products (ids exhibitor × 100 + 1…, like the base
 * data). Booth codes are hall letter + number, unique across the fair.
 * @param {number} total @param {number} firstId
 * @returns {{ exhibitors: ExhibitorRecord[], products: Product[] }}
 */
export function generateFair(total, firstId) {
  const random = seeded(total);
  const pick = (/** @type {readonly any[]} */ list) => list[Math.floor(random() * list.length)];
  /** @type {ExhibitorRecord[]} */
  const exhibitors = [];
  /** @type {Product[]} */
  const products = [];
  const boothsPerHall = new Map();
  for (let id = firstId; id <= total; id += 1) {
    const [category, stems, about] = pick(CATEGORIES);
    const hall = pick(HALLS);
    const booth = (boothsPerHall.get(hall) ?? 100) + 1;
    boothsPerHall.set(hall, booth);
    const foreign = id % 97 === 0;
    const name = foreign ? `${FOREIGN[(id / 97) % FOREIGN.length | 0]} ${id}` : `${random() < 0.75 ? 'PT' : 'CV'} ${pick(LOCAL_WORDS)} ${pick(LOCAL_WORDS)} ${pick(LOCAL_WORDS)}`;
    exhibitors.push({
      id, name, category, hall,
      booth_code: `${hall.slice(-1)}-${booth}`,
      logo_url: `/media/exhibitor/${id}.svg`,
      description: `${about}. Stan ${hall.slice(-1)}-${booth}, ${hall}.`,
      website: `https://peserta-${id}.example`,
    });
    const count = 2 + Math.floor(random() * 3);
    for (let k = 1; k <= count; k += 1) {
      const productId = id * 100 + k;
      const model = `${name.replace(/^(PT|CV) /, '').slice(0, 2).toUpperCase()}-${10 + Math.floor(random() * 890)}`;
      products.push({
        id: productId, exhibitor_id: id,
        name: `${stems[(k - 1) % stems.length]} ${model}`,
        description: `${stems[(k - 1) % stems.length]} dari ${name}.`,
        price: (5 + Math.floor(random() * 2000)) * 10_000,
        image_url: `/media/product/${productId}.svg`,
        specs: [{ label: 'Kategori', value: category }],
      });
    }
  }
  return { exhibitors, products };
}

/**
 * The switch's value: a whole number of exhibitors, or undefined for the regular demo fair.
 * @param {string | undefined} raw
 */
export function demoExhibitorsFrom(raw) {
  if (raw === undefined || raw.trim() === '') return undefined;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > MAX_DEMO_EXHIBITORS) {
    throw new Error(`${DEMO_EXHIBITORS_ENV}: jumlah peserta harus bilangan bulat 1–${MAX_DEMO_EXHIBITORS}, bukan "${raw}".`);
  }
  return count;
}
