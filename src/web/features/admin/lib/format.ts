import { BUSINESS_TIME_ZONE } from '../../../../domain/constants';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
const dateOnly = new Intl.DateTimeFormat('fr-FR', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium' });

/** '14/03/2025 10:22' in the fr-FR locale, on the business clock. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

export function formatDate(iso: string | null | undefined): string {
  return iso ? dateOnly.format(new Date(iso)) : '—';
}

/** The spec shows 3D file sizes in MB. */
export function formatMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} Mo`;
}
