import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { fr } from '../../../domain/messages.fr.js';
import { badRequest } from '../../errors.js';

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab / carriage return before one) as a
 * formula: '=HYPERLINK(...)' in a product name would run on the administrator's computer.
 * A leading apostrophe makes the cell plain text (OWASP's advice). A text already starting with
 * apostrophes before such a sign gets one more, so that `restoreCell` is an exact reverse.
 */
const NEEDS_GUARD = /^'*[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return NEEDS_GUARD.test(value) ? `'${value}` : value;
}

/** The reverse on import, so an exported file re-imports to the same texts. */
export function restoreCell(value: string): string {
  return value.startsWith("'") && NEEDS_GUARD.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * UTF-8 with a BOM (without it Excel reads UTF-8 as Windows-1252), ';' between cells and CRLF
 * line ends: what French Excel opens straight into columns.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>) {
  const cells = rows.map((row) => row.map((v) => (v === null ? '' : neutraliseCell(String(v)))));
  return stringify([[...header], ...cells], { bom: true, delimiter: ';', record_delimiter: 'windows' });
}

/** Excel's 'CSV (séparateur : point-virgule)' saves in Windows-1252: read it too rather than garble accents. */
function decode(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

function detectDelimiter(text: string): ';' | ',' {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

export interface CsvRecord {
  /** Line of the file where the record starts (1 = header). */
  line: number;
  cells: string[];
}

/** Comma or semicolon, any line ends, quoted cells with line breaks; empty lines skipped. */
export function parseCsv(data: Buffer): CsvRecord[] {
  const text = decode(data);
  try {
    const parsed = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return parsed.map(({ record, info }) => {
      const breaks = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
      return { line: info.lines - breaks, cells: record };
    });
  } catch {
    throw badRequest('csv_unreadable', fr.backOffice.csvUnreadable);
  }
}

/** `Content-Disposition` for a download, with an ASCII name and the UTF-8 one (RFC 6266). */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
