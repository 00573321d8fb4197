import { useId } from 'react';
import type { CategoryOffer as Offer } from '../../../contracts/selection';
import { categoryIcon } from '../../../domain/categories';
import { fr } from '../../../domain/messages.fr';
import { formatFcfa } from '../../../domain/money';
import { sameStyle, styleLabel } from '../../../domain/styles';
import { productThumbnailUrl } from '../../lib/product-thumbnail';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { LazyImage } from '../../ui/lazy-image';
import type { CatalogProduct } from './flow-state';

interface CategoryOfferProps {
  offer: Offer;
  /** The visitor's style, to tell an override from it. */
  style: string;
  picked: CatalogProduct | undefined;
  /** Products can be picked only once a combination exists. */
  canPick: boolean;
  onPick: (product: CatalogProduct) => void;
  onStyleOverride: (style: string) => void;
  onRemoveCategory: () => void;
}

/** One category of step 4: its products in its style, or the way to another style when it has none. */
export function CategoryOffer({
  offer,
  style,
  picked,
  canPick,
  onPick,
  onStyleOverride,
  onRemoveCategory,
}: CategoryOfferProps) {
  const id = useId();
  const overridden = !sameStyle(offer.style, style);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-indigo-900">
          <span aria-hidden="true">{categoryIcon(offer.category)}</span>
          {offer.category}
        </h3>
        <p className={cx('text-sm', overridden ? 'font-semibold text-terracotta-700' : 'text-muted')}>
          Style {styleLabel(offer.style)}
          {overridden ? ' (remplacement)' : ''}
        </p>
      </div>

      {offer.products.length === 0 || (overridden && offer.otherStyles.length > 0) ? (
        <StyleFallback offer={offer} onStyleOverride={onStyleOverride} onRemoveCategory={onRemoveCategory} />
      ) : null}

      {offer.products.length > 0 ? (
        <fieldset className="mt-3 min-w-0">
          <legend className="sr-only">Produit pour {offer.category}</legend>
          {/* Without a combination the radios are disabled: the sideways list itself then takes the focus, so it can be scrolled from the keyboard. */}
          <ul
            tabIndex={canPick ? undefined : 0}
            aria-label={canPick ? undefined : `Produits ${offer.category}`}
            className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0 lg:grid-cols-4"
          >
            {offer.products.map((product) => (
              <li key={product.id} className="w-40 shrink-0 snap-start md:w-auto">
                <ProductChoice
                  product={product}
                  name={`${id}-pick`}
                  checked={picked?.id === product.id}
                  disabled={!canPick}
                  onPick={() => onPick(product)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </section>
  );
}

function StyleFallback({
  offer,
  onStyleOverride,
  onRemoveCategory,
}: Pick<CategoryOfferProps, 'offer' | 'onStyleOverride' | 'onRemoveCategory'>) {
  const id = useId();
  if (offer.otherStyles.length === 0) {
    return (
      <div className="mt-3 grid gap-2 rounded-xl bg-sand-100 p-3 text-sm">
        <p>Aucun produit disponible dans cette catégorie pour le moment.</p>
        <Button variant="secondary" size="sm" className="justify-self-start" onClick={onRemoveCategory}>
          Retirer cette catégorie
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-3 grid gap-2 rounded-xl bg-orange-50 p-3 text-sm ring-1 ring-orange-200">
      {offer.products.length === 0 ? (
        <p className="font-semibold text-orange-900">
          Aucun produit de style {styleLabel(offer.style)} dans cette catégorie.
        </p>
      ) : null}
      <label htmlFor={`${id}-style`} className="font-semibold text-indigo-900">
        Choisir un autre style pour {offer.category}
      </label>
      <select
        id={`${id}-style`}
        value=""
        onChange={(event) => {
          if (event.target.value) onStyleOverride(event.target.value);
        }}
        className="min-h-11 rounded-xl border-2 border-sand-300 bg-white px-3 text-base text-ink"
      >
        <option value="">{offer.products.length === 0 ? 'Styles disponibles…' : 'Changer de style…'}</option>
        {offer.otherStyles.map((other) => (
          <option key={other} value={other}>
            {styleLabel(other)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ProductChoiceProps {
  product: CatalogProduct;
  name: string;
  checked: boolean;
  disabled: boolean;
  onPick: () => void;
}

function ProductChoice({ product, name, checked, disabled, onPick }: ProductChoiceProps) {
  return (
    <label
      className={cx(
        'relative flex h-full flex-col overflow-hidden rounded-xl border-2 bg-white transition-colors',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-800',
        checked ? 'border-terracotta-600 shadow-md' : 'border-sand-200',
        disabled ? 'cursor-default' : 'cursor-pointer hover:border-terracotta-500',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onPick}
        className="sr-only"
      />
      <LazyImage
        src={productThumbnailUrl(product.imageUrl)}
        alt={product.name}
        width={400}
        height={300}
        fallbackText={fr.media.imageUnavailable}
        fit="contain"
        className="bg-white"
      />
      {checked ? (
        <span className="absolute top-2 right-2 rounded-full bg-terracotta-600 px-2 py-0.5 text-xs font-bold text-white">
          Choisi
        </span>
      ) : null}
      <span className="flex flex-1 flex-col gap-1 p-2.5">
        <span className="line-clamp-2 text-sm font-semibold text-indigo-900">{product.name}</span>
        {product.store ? <span className="line-clamp-1 text-xs text-muted">{product.store}</span> : null}
        <span className="mt-auto font-bold text-ink">{formatFcfa(product.priceFcfa)}</span>
      </span>
    </label>
  );
}
