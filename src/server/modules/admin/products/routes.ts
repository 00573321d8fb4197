import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminProductSchema } from '../../../../contracts/admin.js';
import { errorSchema } from '../../../../contracts/error.js';
import { ADMIN_PRODUCTS_FOR_IMAGES_LIMIT, ADMIN_PRODUCTS_PAGE_SIZE } from '../../../../domain/constants.js';
import { fr } from '../../../../domain/messages.fr.js';
import { parsePriceFcfa } from '../../../../domain/money.js';
import { productInputSchema } from '../../../../domain/product-input.js';
import type { AppDeps } from '../../../app-deps.js';
import { AppError, badRequest } from '../../../errors.js';
import { readMultipartFile } from '../../uploads/service.js';
import { attachment } from '../csv.js';
import { filterValue, idParams, pageQuery } from '../schemas.js';
import { exportProductsCsv, importProductsCsv } from './csv-transfer.js';
import { refreshProductPhotos } from './product-photos.js';
import {
  type AdminProduct,
  bulkProductAction,
  createProduct,
  findAdminProduct,
  listAdminProducts,
  listStores,
  productFacets,
  toggleProductStatus,
  updateProduct,
} from './service.js';

const amountFilter = filterValue.transform((v) => {
  const amount = v === undefined ? Number.NaN : parsePriceFcfa(v);
  return Number.isNaN(amount) ? undefined : amount;
});

const productResponse = z.object({ product: adminProductSchema, message: z.string() });

/** The save's message, and why the partner's photo is missing when it is. */
function photoNote(product: AdminProduct, saved: string): string {
  return product.photoStatus === 'missing' && product.photoError ? `${saved} ${product.photoError}` : saved;
}

export function adminProductRoutes({ db, storage, partnerNet }: AppDeps): FastifyPluginAsyncZod {
  /** The product once its partner photo (if any) is fetched and stored. */
  const withStoredPhoto = async (id: number) => {
    await refreshProductPhotos({ db, storage, net: partnerNet }, [id]);
    return findAdminProduct(db, id);
  };
  return async (app) => {
    app.get(
      '/products',
      {
        schema: {
          tags: ['admin'],
          summary: 'Produits (tous, actifs ou non), triés, filtrés et paginés',
          querystring: z.object({
            ...pageQuery(ADMIN_PRODUCTS_PAGE_SIZE, ADMIN_PRODUCTS_FOR_IMAGES_LIMIT),
            sortBy: z.enum(['name', 'price', 'category', 'store', 'createdAt']).catch('name'),
            sortOrder: z.enum(['asc', 'desc']).catch('asc'),
            search: filterValue,
            category: filterValue,
            status: filterValue.pipe(z.enum(['active', 'inactive']).optional().catch(undefined)),
            store: filterValue,
            country: filterValue,
            minPrice: amountFilter,
            maxPrice: amountFilter,
          }),
          response: { 200: z.object({ products: z.array(adminProductSchema), total: z.number() }) },
        },
      },
      async (req) => listAdminProducts(db, req.query),
    );

    app.get(
      '/stores',
      {
        schema: {
          tags: ['admin'],
          summary: 'Magasins (enregistrés ou cités par un produit)',
          response: {
            200: z.object({
              stores: z.array(
                z.object({ name: z.string(), country: z.string().nullable(), productCount: z.number() }),
              ),
            }),
          },
        },
      },
      async () => ({ stores: await listStores(db) }),
    );

    app.get(
      '/product-facets',
      {
        schema: {
          tags: ['admin'],
          summary: 'Catégories et pays présents dans le catalogue (produits inactifs compris)',
          response: { 200: z.object({ categories: z.array(z.string()), countries: z.array(z.string()) }) },
        },
      },
      async () => productFacets(db),
    );

    app.post(
      '/products',
      {
        schema: {
          tags: ['admin'],
          summary: 'Ajouter un produit',
          body: productInputSchema,
          response: { 201: productResponse, 400: errorSchema },
        },
      },
      async (req, reply) => {
        const created = await createProduct(db, req.body);
        const product = await withStoredPhoto(created.id);
        return reply.code(201).send({ product, message: photoNote(product, fr.backOffice.productCreated) });
      },
    );

    app.put(
      '/products/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Modifier un produit',
          params: idParams,
          body: productInputSchema,
          response: { 200: productResponse, 400: errorSchema, 404: errorSchema },
        },
      },
      async (req) => {
        await updateProduct(db, req.params.id, req.body);
        const product = await withStoredPhoto(req.params.id);
        return { product, message: photoNote(product, fr.backOffice.productUpdated) };
      },
    );

    app.post(
      '/products/:id/toggle-status',
      {
        schema: {
          tags: ['admin'],
          summary: 'Activer / désactiver un produit',
          params: idParams,
          response: { 200: productResponse, 404: errorSchema },
        },
      },
      async (req) => {
        const product = await toggleProductStatus(db, req.params.id);
        return { product, message: fr.backOffice.productToggled(product.isActive) };
      },
    );

    app.post(
      '/products/bulk-action',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Supprimer, désactiver ou activer tous les produits d’un magasin, d’une catégorie ou d’un pays',
          body: z.object({
            filterType: z.enum(['store', 'category', 'country']),
            filterValue: z.string().max(200).default(''),
            action: z.enum(['delete', 'disable', 'enable']),
          }),
          response: {
            200: z.object({ success: z.literal(true), affectedCount: z.number(), message: z.string() }),
            400: errorSchema,
          },
        },
      },
      async (req) => {
        const filterValue = req.body.filterValue.trim();
        if (!filterValue || filterValue.toLowerCase() === 'all') {
          throw badRequest('filter_required', fr.admin.filterRequired);
        }
        const affectedCount = await bulkProductAction(db, { ...req.body, filterValue });
        return {
          success: true as const,
          affectedCount,
          message: fr.backOffice.bulkDone(req.body.action, affectedCount),
        };
      },
    );

    app.post(
      '/products/import-csv',
      {
        schema: {
          tags: ['admin'],
          summary: 'Importer des produits depuis un CSV (multipart, champ csv)',
          description:
            'Colonnes name, category, store, price, imageUrl, productUrl, interiorStyle, country, widthCm, depthCm, heightCm (dimensions en cm, vides : taille habituelle de la catégorie ; id et isActive en option : une ligne avec id modifie ce produit). Une photo imageUrl d’un autre site est téléchargée et détourée à l’import ; une photo impossible à obtenir est signalée avec sa ligne, le produit est tout de même enregistré. Séparateur virgule ou point-virgule, UTF-8 ou Windows-1252. Les lignes invalides sont signalées et ignorées ; les autres sont enregistrées ensemble.',
          consumes: ['multipart/form-data'],
          response: {
            200: z.object({
              success: z.boolean(),
              imported: z.number(),
              created: z.number(),
              updated: z.number(),
              errors: z.number(),
              errorDetails: z.array(z.object({ line: z.number(), reason: z.string() })),
              /** Lines saved whose partner photo could not be fetched: the product shows « Photo manquante ». */
              photoProblems: z.array(z.object({ line: z.number(), reason: z.string() })),
              message: z.string(),
            }),
            400: errorSchema,
            413: errorSchema,
          },
        },
      },
      async (req) => {
        const file = await readMultipartFile(req, 'csv').catch((err: unknown) => {
          if (err instanceof AppError && err.statusCode === 400) {
            throw badRequest('csv_file_required', fr.admin.csvFileRequired);
          }
          throw err;
        });
        return importProductsCsv({ db, storage, net: partnerNet }, file.data);
      },
    );

    app.get(
      '/products/export-csv',
      {
        schema: {
          tags: ['admin'],
          summary: 'Exporter tous les produits en CSV (UTF-8 avec BOM, séparateur point-virgule)',
          produces: ['text/csv'],
        },
      },
      async (_req, reply) => {
        const csv = await exportProductsCsv(db);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', attachment(`produits-${day}.csv`))
          .send(csv);
      },
    );
  };
}
