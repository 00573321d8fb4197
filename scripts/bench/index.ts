/**
 * `npm run bench`: prints the project's speed and memory figures. Nothing here is
 * asserted; the figures go into issue notes and are compared by people.
 */
import sharp from 'sharp';
import { benchCsvImport, benchKpi, benchPhotoImport } from './admin.js';
import { benchCutouts } from './cutout.js';
import { benchFlow } from './flow.js';
import { benchCompose, benchKilledGeneration, benchPaymentRace } from './generation.js';
import { benchHttp } from './http.js';
import { benchLighthouse } from './lighthouse.js';
import { benchMemory } from './memory.js';
import { benchSelection } from './selection.js';
import { benchUpload } from './upload.js';

// As the server runs (main.ts): libvips keeps no results for an operation that comes again. The
// bench renders one photo five times, which a cache would answer faster than any visitor is.
sharp.cache(false);

type Section = [name: string, run: () => Promise<Record<string, string | number>>];

const sections: Section[] = [
  ['Sélection (50 000 produits × 15 catégories)', benchSelection],
  ['Photo 12 Mpx → WebP normalisé', benchUpload],
  ['HTTP (50 connexions, serveur dans un autre processus)', benchHttp],
  ['Mémoire d’une instance (PGlite, fichiers locaux)', benchMemory],
  ['Parcours visiteur dans Chromium (octets transférés)', benchFlow],
  ['Lighthouse mobile sur la page d’accueil construite', benchLighthouse],
  ['Génération compose 2048 px et devis PDF', benchCompose],
  ['Paiement : 1 000 générations simultanées, un seul paiement', benchPaymentRace],
  ['Génération interrompue par kill -9, reprise au redémarrage', benchKilledGeneration],
  ['Back-office : import CSV de 10 000 produits', benchCsvImport],
  ['Back-office : import de 1 000 produits avec la photo du partenaire', benchPhotoImport],
  ['Détourage des photos de meubles (fixtures)', benchCutouts],
  ['Back-office : KPI sur 100 000 images et 20 000 commandes', benchKpi],
];

const only = process.argv.slice(2);
for (const [name, run] of sections) {
  if (only.length > 0 && !only.some((o) => name.toLowerCase().includes(o.toLowerCase()))) continue;
  console.log(`\n## ${name}`);
  // A section that fails says so and the others still run; the bench then exits with an error.
  try {
    const figures = await run();
    for (const [key, value] of Object.entries(figures)) console.log(`  ${key.padEnd(48)} ${value}`);
  } catch (error) {
    console.log(`  FAILED: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    process.exitCode = 1;
  }
}
