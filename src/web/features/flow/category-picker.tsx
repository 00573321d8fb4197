import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { categoryInfo } from '../../../domain/categories';
import { MAX_SELECTED_CATEGORIES } from '../../../domain/constants';
import { fr } from '../../../domain/messages.fr';
import { cx } from '../../ui/cx';
import { LineIcon } from '../../ui/line-icon';
import { searchCategories } from './category-search';
import { CountBadge } from './count-badge';

interface CategoryPickerProps {
  categories: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  loading: boolean;
}

/**
 * A searchable multi-select in the ARIA combobox pattern: type to filter, arrows to move, Enter to
 * add; the list stays open so several categories can be added in a row. Chosen categories leave
 * the list and show as removable chips; at the limit the other options are disabled.
 */
export function CategoryPicker({ categories, chosen, onChange, loading }: CategoryPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = searchCategories(categories, chosen, search);
  const full = chosen.length >= MAX_SELECTED_CATEGORIES;
  const activeOption = open && !full ? options[Math.min(active, options.length - 1)] : undefined;
  const optionId = (name: string) => `${id}-option-${categories.indexOf(name)}`;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
  });

  const add = (name: string) => {
    if (full || chosen.includes(name)) return;
    onChange([...chosen, name]);
    setSearch('');
    setActive(0);
    inputRef.current?.focus();
  };

  const remove = (name: string) => onChange(chosen.filter((c) => c !== name));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => Math.max(0, Math.min(options.length - 1, a + step)));
    } else if (event.key === 'Enter' && open && activeOption) {
      event.preventDefault();
      add(activeOption);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-bold text-indigo-900">Catégories choisies</h2>
          <CountBadge count={chosen.length} max={MAX_SELECTED_CATEGORIES} />
        </div>
        {chosen.length === 0 ? (
          <p className="mt-2 text-sm text-muted">
            Aucune catégorie pour l'instant : ajoutez-en depuis la liste.
          </p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Catégories choisies">
            {chosen.map((name) => (
              <li
                key={name}
                className="flex items-center gap-1 rounded-full bg-indigo-900 py-1 pr-1 pl-3 text-sm font-semibold text-white"
              >
                <span aria-hidden="true">{categoryInfo(name).icon}</span>
                {name}
                <button
                  type="button"
                  onClick={() => remove(name)}
                  aria-label={`Retirer ${name}`}
                  className="-my-1 flex size-11 items-center justify-center rounded-full text-lg hover:bg-indigo-800"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {full ? (
          <p
            role="status"
            className="mt-3 rounded-xl border border-orange-300 bg-orange-50 p-3 text-sm font-semibold text-orange-800"
          >
            {fr.flow.categoryLimitMessage}
          </p>
        ) : null}
      </div>

      <div ref={boxRef} className="relative">
        <label htmlFor={`${id}-input`} className="text-sm font-semibold text-ink">
          Rechercher une catégorie
        </label>
        <div className="relative mt-1.5">
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
            autoComplete="off"
            placeholder="Canapé, tapis, luminaires…"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            className="min-h-12 w-full rounded-xl border-2 border-sand-300 bg-white py-2 pr-12 pl-3 text-base text-ink placeholder:text-muted focus-visible:border-indigo-800"
          />
          <button
            type="button"
            tabIndex={-1}
            aria-label={open ? 'Fermer la liste des catégories' : 'Ouvrir la liste des catégories'}
            onClick={() => {
              setOpen((o) => !o);
              inputRef.current?.focus();
            }}
            className="absolute top-0 right-0 flex size-12 items-center justify-center text-indigo-900"
          >
            <LineIcon d="m6 9 6 6 6-6" className={cx('size-5 transition-transform', open && 'rotate-180')} />
          </button>
        </div>
        <div
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-[min(22rem,55dvh)] overflow-y-auto rounded-xl border-2 border-sand-300 bg-white shadow-xl"
        >
          {loading ? (
            <p className="p-4 text-sm text-muted">Chargement des catégories…</p>
          ) : options.length === 0 ? (
            <p role="status" className="p-4 text-sm font-semibold text-muted">
              {categories.length > 0 && categories.every((c) => chosen.includes(c))
                ? fr.flow.allCategoriesSelected
                : fr.flow.noCategoryFound}
            </p>
          ) : null}
          <div
            id={listId}
            role="listbox"
            aria-label="Catégories de meubles"
            className={cx(options.length === 0 && 'hidden')}
          >
            {options.map((name, index) => {
              const info = categoryInfo(name);
              const isActive = name === activeOption;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
                <div
                  key={name}
                  id={optionId(name)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={isActive}
                  aria-disabled={full || undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => add(name)}
                  className={cx(
                    'flex min-h-14 items-center gap-3 border-b border-sand-100 px-3 py-2 last:border-b-0',
                    full ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
                    isActive && 'bg-sand-100',
                  )}
                >
                  <span aria-hidden="true" className="text-2xl">
                    {info.icon}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-indigo-900">{name}</span>
                    <span className="block text-sm text-muted">{info.description}</span>
                  </span>
                  {full ? (
                    <span className="shrink-0 rounded-full bg-orange-100 px-2 py-1 text-xs font-bold text-orange-800">
                      {fr.flow.categoryLimitReached}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
