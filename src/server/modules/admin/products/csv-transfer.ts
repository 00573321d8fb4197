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
import { type PhotoDeps, refreshProductPhotos } from './product-photos.js';
import { existingProductIds, newProductValues, productValues } from './service.js';

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
      p.widthCm,
      p.depthCm,
      p.heightCm,
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
  /** Lines saved whose partner photo could not be fetched. */
  photoProblems: ImportRowError[];
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
      ${v.isActive}::boolean, ${v.widthCm}::integer, ${v.depthCm}::integer, ${v.heightCm}::integer)`;
  });
  return sql`update ${products} set
      name = v.name, category = v.category, price = v.price, price_fcfa = v.price_fcfa, image_url = v.image_url,
      product_url = v.product_url, store = v.store, interior_style = v.interior_style, country = v.country,
      is_active = v.is_active, width_cm = v.width_cm, depth_cm = v.depth_cm, height_cm = v.height_cm,
      updated_at = now()
    from (values ${sql.join(values, sql`, `)})
      as v(id, name, category, price, price_fcfa, image_url, product_url, store, interior_style, country, is_active,
        width_cm, depth_cm, height_cm)
    where ${products.id} = v.id`;
}

/**
 * Reads every row through the product schema of the add form. Rows in error are reported by line
 * and reason and left out; the valid ones go in together, in one transaction, or not at all.
 * A row with an id updates that product (the export's round trip); without one it adds a product.
 */
export async function importProductsCsv(deps: PhotoDeps, data: Buffer): Promise<ImportSummary> {
  const { db } = deps;
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
      widthCm: cell(cells, 'widthCm'),
      depthCm: cell(cells, 'depthCm'),
      heightCm: cell(cells, 'heightCm'),
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

  const created = toWrite.filter((r) => r.id === undefined);
  const inserts = created.map((r) => newProductValues(r.fields));
  const updates = toWrite.filter((r): r is ValidRow & { id: number } => r.id !== undefined);
  const lineOf = new Map<number, number>(updates.map((r) => [r.id, r.line]));
  if (toWrite.length > 0) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < inserts.length; i += INSERT_BATCH) {
        const ids = await tx
          .insert(products)
          .values(inserts.slice(i, i + INSERT_BATCH))
          .returning({ id: products.id });
        // Rows come back in the order they were given.
        for (const [k, { id }] of ids.entries()) lineOf.set(id, (created[i + k] as ValidRow).line);
      }
      for (let i = 0; i < updates.length; i += INSERT_BATCH) {
        await tx.execute(updateStatement(updates.slice(i, i + INSERT_BATCH)));
      }
    });
  }

  // The rows are saved; their partners' photos are fetched now, and a photo that cannot be is
  // reported by line while its product stays, marked « Photo manquante ».
  const outcomes = await refreshProductPhotos(deps, [...lineOf.keys()]);
  const photoProblems: ImportRowError[] = [];
  for (const [id, outcome] of outcomes)
    if (outcome.status === 'missing')
      photoProblems.push({ line: lineOf.get(id) ?? 0, reason: outcome.error });
  photoProblems.sort((a, b) => a.line - b.line);

  const imported = inserts.length + updates.length;
  const success = imported > 0 || errors.length === 0;
  return {
    success,
    imported,
    created: inserts.length,
    updated: updates.length,
    errors: errors.length,
    errorDetails: errors.slice(0, MAX_ERROR_DETAILS),
    photoProblems: photoProblems.slice(0, MAX_ERROR_DETAILS),
    message: success
      ? `${fr.backOffice.csvSummary(imported, errors.length)}${photoProblems.length ? ` ${fr.backOffice.csvPhotosMissing(photoProblems.length)}` : ''}`
      : fr.backOffice.csvNothingImported(errors.length),
  };
}
