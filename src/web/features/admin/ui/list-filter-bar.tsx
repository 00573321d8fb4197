import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx';
import { DateRangeFields } from './date-range-fields';
import { Panel } from './panel';
import { SearchField } from './search-field';
import { SelectField, type SelectOption } from './select-field';

/** The filters every list tab shares (admin-back-office.md §5: empty values and 'all' are left out). */
export type ListFilters = { search: string; status: string; dateFrom: string; dateTo: string };

interface ListFilterBarProps {
  filters: ListFilters;
  setFilter: (key: keyof ListFilters) => (value: string) => void;
  searchPlaceholder: string;
  statusOptions: readonly SelectOption[];
  withDates?: boolean;
  /** A tab's own filters, after the shared ones. */
  children?: ReactNode;
  /** Buttons above the filters (exports, bulk actions). */
  actions?: ReactNode;
  className?: string;
}

/** Search, status and date range of a back-office list, in one panel. */
export function ListFilterBar({
  filters,
  setFilter,
  searchPlaceholder,
  statusOptions,
  withDates = true,
  children,
  actions,
  className,
}: ListFilterBarProps) {
  return (
    <Panel actions={actions}>
      <div className={cx('grid gap-3 sm:grid-cols-2', className)}>
        <SearchField
          label="Rechercher"
          value={filters.search}
          onChange={setFilter('search')}
          placeholder={searchPlaceholder}
        />
        <SelectField
          label="Statut"
          options={statusOptions}
          placeholder={{ value: 'all', label: 'Tous' }}
          value={filters.status}
          onChange={(e) => setFilter('status')(e.target.value)}
        />
        {withDates ? (
          <DateRangeFields
            from={filters.dateFrom}
            to={filters.dateTo}
            onFrom={setFilter('dateFrom')}
            onTo={setFilter('dateTo')}
          />
        ) : null}
        {children}
      </div>
    </Panel>
  );
}
