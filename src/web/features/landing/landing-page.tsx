import { useEffect } from 'react';
import { GENERATION_PRICE_FCFA } from '../../../domain/constants';
import { formatFcfa } from '../../../domain/money';
import { STYLES } from '../../../domain/styles';
import { LANDING_IMAGE_SIZE, styleImageUrl } from '../../lib/landing-images';
import { scrollToHash } from '../../lib/scroll-to-hash';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button, buttonClasses } from '../../ui/button';
import { LazyImage } from '../../ui/lazy-image';
import { BeforeAfterSlider } from './before-after-slider';
import { StyleMarquee } from './style-marquee';

/**
 * Where 'Créer mon moodboard' points. The landing arrives as HTML before its script: a tap in that
 * moment follows this link, which changes only the address, and the home page starts the project
 * from it once the script runs (routes/home.tsx). Once the script runs, the tap is handled in place.
 */
export const START_HASH = '#nouveau-projet';

/** The marketing sample budget of the specification. */
const SAMPLE_BUDGET_FCFA = 576_000;

const STEPS = [
  {
    title: 'Photographiez votre pièce',
    text: 'Une photo prise avec votre téléphone suffit : salon, chambre, salle à manger…',
  },
  {
    title: 'Choisissez style et budget',
    text: 'Sélectionnez vos catégories de meubles, un style et, si vous le souhaitez, un budget en FCFA.',
  },
  {
    title: 'Découvrez votre pièce meublée',
    text: "L'IA place de vrais meubles de magasins dakarois dans votre photo et prépare votre mini-devis.",
  },
] as const;

const BENEFITS = [
  {
    title: 'Des meubles disponibles à Dakar',
    text: 'Chaque produit proposé vient du catalogue de nos magasins partenaires, avec son prix réel.',
  },
  {
    title: 'Votre budget respecté',
    text: `La sélection cherche la meilleure combinaison de meubles qui tient dans le budget que vous fixez, par exemple ${formatFcfa(SAMPLE_BUDGET_FCFA)} pour un salon complet.`,
  },
  {
    title: 'Un mini-devis immédiat',
    text: 'Téléchargez un devis PDF et confirmez votre commande quand vous êtes prêt.',
  },
] as const;

/** The ten styles of the chip grid (Art Déco among them). */
const CHIP_STYLES = STYLES.slice(0, 10);

interface LandingPageProps {
  /** Every 'Créer mon moodboard' button: a new project, at the upload step. */
  onStart: () => void;
  /** Shown when this tab holds a project started earlier. */
  onResume?: () => void;
  /** Warms the flow's code while the visitor reaches for a button. */
  onIntent?: () => void;
}

export function LandingPage({ onStart, onResume, onIntent }: LandingPageProps) {
  useDocumentTitle();
  // The header's section links may land here from another page before this chunk has rendered.
  useEffect(scrollToHash, []);

  const cta = (
    <a
      href={START_HASH}
      className={buttonClasses('primary', 'lg')}
      onClick={(event) => {
        event.preventDefault();
        onStart();
      }}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      Créer mon moodboard
    </a>
  );

  return (
    <>
      <section className="bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-6 md:grid-cols-2 md:py-16">
          <div>
            <p className="text-sm font-bold tracking-wide text-terracotta-700 uppercase">
              Décoration d'intérieur par l'IA
            </p>
            <h1 className="mt-2 text-3xl leading-tight font-extrabold text-balance text-indigo-900 md:mt-3 md:text-5xl">
              Votre pièce, meublée avec des meubles de Dakar
            </h1>
            <p className="mt-3 text-base text-muted md:mt-4 md:text-lg">
              Prenez votre pièce en photo, choisissez un style : en 2 minutes environ, l'IA vous montre le
              résultat avec de vrais produits de nos magasins partenaires, prix en FCFA à l'appui.
            </p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row md:mt-6">
              {cta}
              {onResume ? (
                <Button variant="secondary" size="lg" onClick={onResume} onPointerEnter={onIntent}>
                  Reprendre mon projet
                </Button>
              ) : null}
            </div>
            <ul className="mt-6 grid grid-cols-3 gap-3 text-center md:mt-8">
              <HeroFigure value="20+" label="styles d'intérieur" />
              <HeroFigure value="IA 2min" label="pour transformer" />
              <HeroFigure value={`${GENERATION_PRICE_FCFA} FCFA`} label="par image" />
            </ul>
          </div>
          <BeforeAfterSlider />
        </div>
      </section>

      <section id="comment-ca-marche" className="scroll-mt-20 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 className="text-3xl font-extrabold text-indigo-900">Comment ça marche</h2>
          <ol className="mt-8 grid gap-4 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-sand-200 bg-white p-5">
                <span className="flex size-10 items-center justify-center rounded-full bg-indigo-900 text-lg font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-3 text-lg font-bold text-indigo-900">{step.title}</h3>
                <p className="mt-1 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="avantages" className="scroll-mt-20 bg-indigo-900 py-14 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <h2 className="text-3xl font-extrabold">Avantages</h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl bg-indigo-800 p-5">
                <h3 className="text-lg font-bold text-ochre-300">{benefit.title}</h3>
                <p className="mt-1 text-indigo-100">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="styles" className="scroll-mt-20 overflow-hidden py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 className="text-3xl font-extrabold text-indigo-900">Styles</h2>
          <p className="mt-2 text-muted">Plus de 20 styles d'intérieur, du plus sobre au plus audacieux.</p>
        </div>
        <div className="mx-auto mt-6 max-w-6xl md:px-4">
          <StyleMarquee />
        </div>
        <div className="mx-auto max-w-6xl px-4">
          <h3 id="popular-styles" className="mt-8 text-xl font-bold text-indigo-900">
            Les styles les plus demandés
          </h3>
          <ul
            aria-labelledby="popular-styles"
            className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5"
          >
            {CHIP_STYLES.map((style) => (
              <li key={style.id} className="overflow-hidden rounded-2xl border border-sand-300 bg-white">
                <LazyImage
                  src={styleImageUrl(style.id)}
                  alt={`Salon de style ${style.label}`}
                  width={LANDING_IMAGE_SIZE.width}
                  height={LANDING_IMAGE_SIZE.height}
                />
                <p className="flex min-h-12 items-center gap-2 px-3 py-2 font-semibold text-indigo-900">
                  <span aria-hidden="true">{style.icon}</span>
                  {style.label}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex justify-center">{cta}</div>
        </div>
      </section>
    </>
  );
}

function HeroFigure({ value, label }: { value: string; label: string }) {
  return (
    <li className="rounded-2xl bg-white/80 px-2 py-3">
      <span className="block text-lg font-extrabold text-terracotta-700">{value}</span>
      <span className="block text-xs text-muted">{label}</span>
    </li>
  );
}
