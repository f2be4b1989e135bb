// The desk's contacts as a CSV file for the exhibitor's own follow-up (a spreadsheet opens it).
import type { ReceivedContact } from '@pameran/sdk/calls/exhibitorDesk';

/**
 * One CSV field: quoted, quotes doubled, and a leading =, +, - or @ (a visitor's text a
 * spreadsheet would run as a formula) kept as text with a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Tells a spreadsheet the file is UTF-8 (never shown: a file's first character, not text). */
const BYTE_ORDER_MARK = String.fromCharCode(0xfeff);

/** The header row and one row per contact; CRLF line ends and a BOM, as spreadsheets expect. */
export function contactsCsv(contacts: readonly ReceivedContact[], header: readonly string[]): string {
  const rows = contacts.map((contact) => [contact.visitor_name ?? '', contact.visitor_agency ?? '', contact.share?.phone ?? '', contact.share?.email ?? '', contact.shared_at ?? '']);
  return `${BYTE_ORDER_MARK}${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
