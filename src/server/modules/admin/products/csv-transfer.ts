import { asc, sql } from 'drizzle-orm';
import { fr } from '../../../../domain/messages.fr.js';
import {
  PRODUCT_CSV_COLUMNS,
  type ProductFields,
  productInputSchema,
} from '../../../../domain/product-input.js';
import type { Db } from '../../../db/client.js';
import { products } from '../../../db/schema.js';
import { badRequest } from '../../../errors.js';
import { parseCsv, restoreCell, toCsv } from '../csv.js';
import { existingProductIds, productValues } from './service.js';

/** The export: the import's columns, framed by the id (to update on re-import) and the status. */
export const EXPORT_COLUMNS = ['id', ...PRODUCT_CSV_COLUMNS, 'isActive'] as const;

export async function exportProductsCsv(db: Db): Promise<string> {
  const rows = await db.select().from(products).orderBy(asc(products.id));
  return toCsv(
    EXPORT_COLUMNS,
    rows.map((p) => [
      p.id,
      p.name,
      p.category,
      p.store,
      p.price,
      p.imageUrl,
      p.productUrl,
      p.interiorStyle,
      p.country,
      p.isActive ? 'true' : 'false',
    ]),
  );
}

export interface ImportRowError {
  line: number;
  reason: string;
}

export interface ImportSummary {
  success: boolean;
  imported: number;
  created: number;
  updated: number;
  errors: number;
  errorDetails: ImportRowError[];
  message: string;
}

/** The answer lists this many row errors at most; `errors` still counts them all. */
export const MAX_ERROR_DETAILS = 200;
const INSERT_BATCH = 500;

const ACTIVE_VALUES: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  oui: true,
  non: false,
  yes: true,
  no: false,
  actif: true,
  inactif: false,
  active: true,
  inactive: false,
};

const KNOWN_COLUMNS = new Map<string, (typeof EXPORT_COLUMNS)[number]>(
  EXPORT_COLUMNS.map((c) => [c.toLowerCase(), c]),
);

function columnIndexes(header: string[]) {
  const indexes = new Map<(typeof EXPORT_COLUMNS)[number], number>();
  header.forEach((cell, i) => {
    const column = KNOWN_COLUMNS.get(cell.trim().toLowerCase());
    if (column && !indexes.has(column)) indexes.set(column, i);
  });
  const missing = (['name', 'category', 'price'] as const).filter((c) => !indexes.has(c));
  if (missing.length)
    throw badRequest('csv_missing_columns', fr.backOffice.csvMissingColumns(missing.join(', ')));
  return indexes;
}

type ValidRow = { line: number; id?: number; fields: ProductFields };

/** Many products updated in one statement (one per product would be a round trip each). */
function updateStatement(rows: Array<{ id: number; fields: ProductFields }>) {
  const values = rows.map(({ id, fields }) => {
    const v = productValues(fields);
    return sql`(${id}::bigint, ${v.name}::text, ${v.category}::text, ${v.price}::text, ${v.priceFcfa}::integer,
      ${v.imageUrl}::text, ${v.productUrl}::text, ${v.store}::text, ${v.interiorStyle}::text, ${v.country}::text,
      ${v.isActive}::boolean)`;
  });
  return sql`update ${products} set
      name = v.name, category = v.category, price = v.price, price_fcfa = v.price_fcfa, image_url = v.image_url,
      product_url = v.product_url, store = v.store, interior_style = v.interior_style, country = v.country,
      is_active = v.is_active, updated_at = now()
    from (values ${sql.join(values, sql`, `)})
      as v(id, name, category, price, price_fcfa, image_url, product_url, store, interior_style, country, is_active)
    where ${products.id} = v.id`;
}

/**
 * Reads every row through the product schema of the add form. Rows in error are reported by line
 * and reason and left out; the valid ones go in together, in one transaction, or not at all.
 * A row with an id updates that product (the export's round trip); without one it adds a product.
 */
export async function importProductsCsv(db: Db, data: Buffer): Promise<ImportSummary> {
  const [header, ...records] = parseCsv(data);
  if (!header || records.length === 0) throw badRequest('csv_empty', fr.backOffice.csvEmpty);
  const indexes = columnIndexes(header.cells);
  const cell = (cells: string[], column: (typeof EXPORT_COLUMNS)[number]) => {
    const i = indexes.get(column);
    const value = i === undefined ? '' : restoreCell((cells[i] ?? '').trim());
    return value === '' ? undefined : value;
  };

  const errors: ImportRowError[] = [];
  const valid: ValidRow[] = [];
  for (const { line, cells } of records) {
    if (cells.every((c) => c.trim() === '')) continue;
    const problems: string[] = [];
    const idText = cell(cells, 'id');
    const id = idText === undefined ? undefined : Number(idText);
    if (id !== undefined && !(Number.isSafeInteger(id) && id > 0))
      problems.push(`id : « ${idText} » n'est pas un numéro de produit.`);
    const activeText = cell(cells, 'isActive');
    const isActive = activeText === undefined ? true : ACTIVE_VALUES[activeText.toLowerCase()];
    if (isActive === undefined) problems.push(`isActive : ${fr.backOffice.csvBadActive}`);
    const parsed = productInputSchema.safeParse({
      name: cell(cells, 'name') ?? '',
      category: cell(cells, 'category') ?? '',
      price: cell(cells, 'price') ?? '',
      store: cell(cells, 'store'),
      imageUrl: cell(cells, 'imageUrl'),
      productUrl: cell(cells, 'productUrl'),
      interiorStyle: cell(cells, 'interiorStyle'),
      country: cell(cells, 'country'),
      isActive: isActive ?? true,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')} : ${issue.message}`);
    }
    if (problems.length || !parsed.success) errors.push({ line, reason: problems.join(' ') });
    else valid.push({ line, id, fields: parsed.data });
  }

  const updateIds = valid.flatMap((r) => (r.id === undefined ? [] : [r.id]));
  const known = updateIds.length ? await existingProductIds(db, updateIds) : new Set<number>();
  const toWrite = valid.filter((r) => {
    if (r.id === undefined || known.has(r.id)) return true;
    errors.push({ line: r.line, reason: fr.backOffice.csvUnknownProduct(String(r.id)) });
    return false;
  });
  errors.sort((a, b) => a.line - b.line);

  const inserts = toWrite.filter((r) => r.id === undefined).map((r) => productValues(r.fields));
  const updates = toWrite.filter((r): r is ValidRow & { id: number } => r.id !== undefined);
  if (toWrite.length > 0) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < inserts.length; i += INSERT_BATCH) {
        await tx.insert(products).values(inserts.slice(i, i + INSERT_BATCH));
      }
      for (let i = 0; i < updates.length; i += INSERT_BATCH) {
        await tx.execute(updateStatement(updates.slice(i, i + INSERT_BATCH)));
      }
    });
  }

  const imported = inserts.length + updates.length;
  const success = imported > 0 || errors.length === 0;
  return {
    success,
    imported,
    created: inserts.length,
    updated: updates.length,
    errors: errors.length,
    errorDetails: errors.slice(0, MAX_ERROR_DETAILS),
    message: success
      ? fr.backOffice.csvSummary(imported, errors.length)
      : fr.backOffice.csvNothingImported(errors.length),
  };
}
