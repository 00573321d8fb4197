import { COUNTRIES } from '../../../../domain/constants';
import { STYLES } from '../../../../domain/styles';
import type { SelectOption } from '../ui/select-field';

/** The 20 styles with their French name (the value stored is the spec's English id). */
export const STYLE_OPTIONS: SelectOption[] = STYLES.map((s) => ({
  value: s.id,
  label: s.label === s.id ? s.id : `${s.label} (${s.id})`,
}));

export const COUNTRY_LABELS: Record<string, string> = { Senegal: 'Sénégal' };
export const COUNTRY_OPTIONS: SelectOption[] = COUNTRIES.map((c) => ({
  value: c,
  label: COUNTRY_LABELS[c] ?? c,
}));

export const SORT_OPTIONS: SelectOption[] = [
  { value: 'name:asc', label: 'Nom (A → Z)' },
  { value: 'name:desc', label: 'Nom (Z → A)' },
  { value: 'price:asc', label: 'Prix croissant' },
  { value: 'price:desc', label: 'Prix décroissant' },
];

export const toOptions = (values: readonly string[]): SelectOption[] =>
  values.map((v) => ({ value: v, label: v }));
