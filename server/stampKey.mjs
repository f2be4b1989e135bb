// @ts-check
// The key the booths' printed stamp codes are made under (server/stamps.mjs), kept across restarts.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A configured stamp key is at least this long: it stands for 256 random bits. */
const CONFIGURED_KEY_MIN_LENGTH = 32;

/**
 * The key the booths' printed codes are made under, the same after every restart: the printed
 * sheet outlives any one run of the platform. `configured` ($STAMP_KEY, for a platform run on
 * more than one machine) is hashed into the key; otherwise the key is read from `file`, which is
 * written with a new random key (readable by the platform's user only) the first time.
 * @param {{ configured?: string, file: string }} source
 * @returns {Buffer}
 */
export function stampKeyFrom({ configured, file }) {
  if (configured !== undefined && configured !== '') {
    if (configured.length < CONFIGURED_KEY_MIN_LENGTH) throw new Error(`STAMP_KEY harus minimal ${CONFIGURED_KEY_MIN_LENGTH} karakter acak (kunci kode stempel stan).`);
    return createHash('sha256').update(configured).digest();
  }
  const stored = storedKey(file);
  if (stored) return stored;
  const key = randomBytes(32);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another platform started at the same moment wrote it first: theirs is the key.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    return storedKey(file) ?? key;
  }
  return key;
}

/** The key kept in `file`, or null when there is none yet. @param {string} file @returns {Buffer | null} */
function storedKey(file) {
  let stored = '';
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
  if (/^[0-9a-f]{64}$/.test(stored)) return Buffer.from(stored, 'hex');
  throw new Error(`${file} bukan kunci kode stempel (64 digit heksadesimal). Hapus berkas itu hanya bila lembar QR stan akan dicetak ulang.`);
}
