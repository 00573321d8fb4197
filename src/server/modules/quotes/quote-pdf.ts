import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  BUSINESS_TIME_ZONE,
  GENERATION_PRICE_FCFA,
  PRIVACY_CONTACT_EMAIL,
  PRODUCT_NAME,
} from '../../../domain/constants.js';
import { formatFcfa, parsePriceFcfa } from '../../../domain/money.js';
import { styleLabel } from '../../../domain/styles.js';
import type { ProductSnapshot, SnappedSnapshot } from '../../db/schema.js';

const require = createRequire(import.meta.url);
/** DejaVu has every French glyph and U+202F, the narrow space fr-FR puts in '576 000' (Helvetica prints '/'). */
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const INDIGO = '#1f2457';
const TERRACOTTA = '#b3471f';
const MUTED = '#5b6175';
const LINE = '#e3d7c3';
const SAND = '#faf5ec';

export interface QuoteStore {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  city: string | null;
}

export interface QuotePdfData {
  number: string;
  createdAt: Date;
  validUntil: Date;
  selectedProducts: ProductSnapshot[];
  snappedProducts: SnappedSnapshot[];
  totalText: string;
  /** JPEG or PNG of the furnished room. */
  roomImage: Buffer | null;
  /** Thumbnails of the visitor's own items, in the order of snappedProducts. */
  snappedImages: Array<Buffer | null>;
  stores: QuoteStore[];
  contact: { phone?: string | null; email?: string | null };
}

const frDate = (d: Date) =>
  d.toLocaleDateString('fr-FR', {
    timeZone: BUSINESS_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

function priceText(price: string): string {
  const amount = parsePriceFcfa(price);
  return Number.isNaN(amount) ? price : formatFcfa(amount);
}

/**
 * The mini-quote (devis) as an A4 PDF: number, dates, the furnished room, one line per product
 * (category, store, price) and per own item, the total exactly as the spec computes it, the
 * stores to contact and the legal mentions.
 */
export function drawQuotePdf(data: QuotePdfData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    bufferPages: true,
    info: { Title: `Devis ${data.number} — ${PRODUCT_NAME}`, Author: PRODUCT_NAME, Subject: 'Mini-devis' },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottomLimit = () => doc.page.height - doc.page.margins.bottom - 30;
  const ensureSpace = (needed: number) => {
    if (doc.y + needed > bottomLimit()) doc.addPage();
  };

  // Header band
  doc.rect(0, 0, doc.page.width, 96).fill(INDIGO);
  doc.font('bold').fontSize(24).fillColor('#ffffff').text(PRODUCT_NAME, left, 30);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#f2d9b8')
    .text('Décoration d’intérieur · Dakar, Sénégal', left, 60);
  doc.font('bold').fontSize(20).fillColor('#ffffff').text('DEVIS', left, 28, { width, align: 'right' });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#f2d9b8')
    .text(`N° ${data.number}`, left, 56, { width, align: 'right' });

  doc.y = 116;
  doc.fillColor(INDIGO).font('bold').fontSize(11).text(`Date : `, left, doc.y, { continued: true });
  doc.font('regular').text(frDate(data.createdAt));
  doc
    .font('bold')
    .text('Valable jusqu’au : ', { continued: true })
    .font('regular')
    .text(frDate(data.validUntil));
  const contact = [data.contact.phone, data.contact.email].filter(Boolean).join(' · ');
  if (contact) doc.font('bold').text('Contact client : ', { continued: true }).font('regular').text(contact);

  if (data.roomImage) {
    doc.moveDown(0.8);
    const maxHeight = 250;
    const y = doc.y;
    doc.image(data.roomImage, left, y, { fit: [width, maxHeight], align: 'center' });
    doc.y = y + maxHeight + 4;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text('Votre pièce meublée avec la sélection ci-dessous.', left, doc.y, {
        width,
        align: 'center',
      });
  }

  // Products table
  doc.moveDown(1);
  const cols = [
    { title: 'Produit', w: width * 0.36 },
    { title: 'Catégorie', w: width * 0.2 },
    { title: 'Magasin', w: width * 0.24 },
    { title: 'Prix', w: width * 0.2, align: 'right' as const },
  ];
  const header = () => {
    ensureSpace(40);
    const y = doc.y;
    doc.rect(left, y, width, 22).fill(SAND);
    let x = left;
    doc.font('bold').fontSize(10).fillColor(INDIGO);
    for (const c of cols) {
      doc.text(c.title, x + 6, y + 6, { width: c.w - 12, align: c.align ?? 'left' });
      x += c.w;
    }
    doc.y = y + 26;
  };
  /** `keepWithNext`: room the next block needs on the same page (the total after the last row). */
  const row = (cells: string[], bold = false, keepWithNext = 0) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(10);
    const heights = cells.map((t, i) => doc.heightOfString(t, { width: (cols[i]?.w ?? 0) - 12 }));
    const h = Math.max(...heights) + 10;
    if (doc.y + h + keepWithNext > bottomLimit()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    let x = left;
    cells.forEach((t, i) => {
      const c = cols[i];
      if (!c) return;
      doc
        .fillColor(i === 3 ? TERRACOTTA : INDIGO)
        .text(t, x + 6, y + 5, { width: c.w - 12, align: c.align ?? 'left' });
      x += c.w;
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .strokeColor(LINE)
      .lineWidth(0.7)
      .stroke();
    doc.y = y + h + 2;
  };

  // The total block's height: the last line above it never leaves it alone on a new page.
  const TOTAL_BLOCK = 60;
  const ownCount = data.snappedProducts.length;
  if (data.selectedProducts.length > 0) {
    doc.font('bold').fontSize(13).fillColor(INDIGO).text('Produits sélectionnés', left, doc.y);
    doc.moveDown(0.4);
    header();
    data.selectedProducts.forEach((p, i) => {
      const style = p.interiorStyle ?? p.style;
      const last = i === data.selectedProducts.length - 1 && ownCount === 0;
      row(
        [
          style ? `${p.name}\nStyle ${styleLabel(style)}` : p.name,
          p.category,
          p.store ?? '—',
          priceText(p.price),
        ],
        false,
        last ? TOTAL_BLOCK : 0,
      );
    });
  }

  if (data.snappedProducts.length > 0) {
    doc.moveDown(0.8);
    ensureSpace(60);
    doc.font('bold').fontSize(13).fillColor(INDIGO).text('Vos meubles', left, doc.y);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text('Déjà chez vous : placés dans l’image, ni vendus ni facturés.');
    doc.moveDown(0.4);
    data.snappedProducts.forEach((s, i) => {
      ensureSpace(56 + (i === ownCount - 1 ? TOTAL_BLOCK : 0));
      const y = doc.y;
      const thumb = data.snappedImages[i];
      if (thumb) doc.image(thumb, left, y, { fit: [48, 48] });
      doc
        .font('bold')
        .fontSize(10)
        .fillColor(INDIGO)
        .text(`Mon meuble ${i + 1}`, left + 58, y + 6);
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(MUTED)
        .text(s.category, left + 58, y + 22);
      doc.y = y + 54;
    });
  }

  // Total
  doc.moveDown(0.6);
  ensureSpace(TOTAL_BLOCK - 10);
  const ty = doc.y;
  doc.rect(left + width * 0.45, ty, width * 0.55, 36).fill(INDIGO);
  doc
    .font('bold')
    .fontSize(14)
    .fillColor('#ffffff')
    .text('Total', left + width * 0.45 + 12, ty + 11);
  doc.fillColor('#ffd9a0').text(data.totalText, left, ty + 11, { width: width - 12, align: 'right' });
  doc.y = ty + 46;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Prix des magasins partenaires en francs CFA, livraison non comprise. La génération de l’image (${formatFcfa(GENERATION_PRICE_FCFA)}) a été réglée séparément.`,
      left,
      doc.y,
      { width },
    );

  if (data.stores.length > 0) {
    doc.moveDown(1);
    ensureSpace(40 + data.stores.length * 30);
    doc.font('bold').fontSize(13).fillColor(INDIGO).text('Magasins à contacter', left, doc.y);
    doc.moveDown(0.3);
    for (const s of data.stores) {
      ensureSpace(34);
      doc.font('bold').fontSize(10).fillColor(INDIGO).text(s.name, left, doc.y);
      const line = [s.address ?? s.city, s.phone, s.email].filter(Boolean).join(' · ');
      if (line) doc.font('regular').fontSize(9).fillColor(MUTED).text(line, left, doc.y, { width });
      doc.moveDown(0.3);
    }
  }

  doc.moveDown(1);
  ensureSpace(90);
  doc.font('bold').fontSize(10).fillColor(INDIGO).text('Mentions légales', left, doc.y);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      [
        `Mini-devis indicatif établi par ${PRODUCT_NAME}, valable jusqu’au ${frDate(data.validUntil)} sous réserve de disponibilité des produits chez les magasins partenaires, qui restent les vendeurs et confirment prix et délais de livraison.`,
        'L’image est une simulation : couleurs, dimensions et rendu des produits peuvent différer de la réalité.',
        `Vos données sont traitées conformément à la loi sénégalaise n° 2008-12 du 25 janvier 2008 sur la protection des données à caractère personnel (CDP). Contact : ${PRIVACY_CONTACT_EMAIL}.`,
      ].join('\n'),
      left,
      doc.y + 2,
      { width, lineGap: 1.5 },
    );

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - doc.page.margins.bottom - 10;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(`${PRODUCT_NAME} · Devis ${data.number}`, left, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${i + 1} / ${range.count}`, left, y, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
