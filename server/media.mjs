// @ts-check
// Draws every demo image as a small SVG, so nothing needs the internet: item pictures with
// their Indonesian label, a "live" poster for streams, and a deterministic QR-like code.

const PALETTE = { exhibitor: '#1d4ed8', product: '#0f766e', merchandise: '#b45309', prize: '#be123c', highlight: '#6d28d9', banner: '#0f172a', stream: '#991b1b', qr: '#000000' };
const KIND_LABELS = { exhibitor: 'Peserta pameran', product: 'Produk', merchandise: 'Merchandise', prize: 'Hadiah', highlight: 'Sorotan', banner: 'Pameran', stream: 'SIARAN LANGSUNG' };

/** @param {string} text */
function escapeXml(text) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a label into at most three lines of ~18 characters. @param {string} label */
function wrap(label) {
  const lines = [''];
  for (const word of label.split(/\s+/)) {
    const last = lines.length - 1;
    if ((lines[last] + ' ' + word).trim().length > 18 && lines[last] !== '') lines.push(word);
    else lines[last] = (lines[last] + ' ' + word).trim();
  }
  return lines.slice(0, 3);
}

/** @param {keyof typeof KIND_LABELS} kind @param {string} label */
export function itemSvg(kind, label) {
  const color = PALETTE[kind];
  const text = wrap(label)
    .map((line, i) => `<text x="160" y="${150 + i * 30}" font-size="24" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="320" height="320" rx="24" fill="${color}"/>` +
    `<text x="160" y="70" font-size="16" text-anchor="middle" fill="#ffffffb0" font-family="sans-serif">${KIND_LABELS[kind]}</text>` +
    `<g font-family="sans-serif" font-weight="bold">${text}</g></svg>`;
}

/** A 21×21 pattern derived from the code (FNV-1a + xorshift): the same code, the same image. @param {string} code */
export function qrSvg(code) {
  let seed = 0x811c9dc5;
  for (const ch of code) seed = Math.imul(seed ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  const next = () => ((seed ^= seed << 13), (seed ^= seed >>> 17), (seed ^= seed << 5), (seed >>>= 0));
  const cells = [];
  const finder = (/** @type {number} */ x, /** @type {number} */ y) =>
    `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  for (let y = 0; y < 21; y++) {
    for (let x = 0; x < 21; x++) {
      const inFinder = (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12);
      if (!inFinder && next() % 2 === 0) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 25 25" shape-rendering="crispEdges" role="img" aria-label="Kode QR ${escapeXml(code)}">` +
    `<rect x="-2" y="-2" width="25" height="25" fill="#fff"/>${finder(0, 0)}${finder(14, 0)}${finder(0, 14)}${cells.join('')}</svg>`;
}

/**
 * Labels for every '/media/…' URL found in the data (name or title of the item holding it).
 * @param {unknown} value
 * @param {Map<string, string>} [labels]
 */
export function indexMediaLabels(value, labels = new Map()) {
  if (Array.isArray(value)) value.forEach((item) => indexMediaLabels(item, labels));
  else if (value && typeof value === 'object') {
    const record = /** @type {Record<string, unknown>} */ (value);
    const label = typeof record.name === 'string' ? record.name : typeof record.title === 'string' ? record.title : null;
    for (const field of Object.values(record)) {
      if (typeof field === 'string' && field.startsWith('/media/') && label) labels.set(field, label.replace(/\*+/g, ''));
      else if (typeof field === 'object') indexMediaLabels(field, labels);
    }
  }
  return labels;
}

/**
 * The SVG for a /media path, or null when there is none.
 * @param {string} pathname
 * @param {Map<string, string>} labels
 */
export function mediaSvg(pathname, labels) {
  const qr = /^\/media\/qr\/([A-Za-z0-9-]{1,64})\.svg$/.exec(pathname);
  if (qr) return qrSvg(/** @type {string} */ (qr[1]));
  const item = /^\/media\/(\w+)\/(\d{1,6})\.svg$/.exec(pathname);
  if (!item) return null;
  const kind = /** @type {keyof typeof KIND_LABELS} */ (item[1]);
  if (!(kind in KIND_LABELS)) return null;
  const label = labels.get(pathname) ?? (kind === 'stream' ? 'Sesi langsung' : null);
  return label ? itemSvg(kind, label) : null;
}
