import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fr } from '../../../../domain/messages.fr';
import type { Paged } from '../lib/admin-types';
import { type Column, DataTable } from './data-table';
import { Pagination } from './pagination';
import { LoadError, LoadingRows, Panel } from './panel';

interface PagedListPanelProps<K extends string, T> {
  query: UseQueryResult<Paged<K, T>>;
  /** The key of the answer's list: 'products', 'images', 'quotes', 'orders'. */
  listKey: K;
  title: (total: number) => string;
  caption: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** A list tab's table card: loading, error with retry, rows, empty state and pagination. */
export function PagedListPanel<K extends string, T>({
  query,
  listKey,
  title,
  caption,
  columns,
  rowKey,
  empty,
  page,
  pageSize,
  onPage,
}: PagedListPanelProps<K, T>) {
  return (
    <Panel title={query.data ? title(query.data.total) : caption}>
      {query.isPending ? (
        <LoadingRows />
      ) : query.isError ? (
        <LoadError message={fr.errors.generic} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption={caption}
            rows={query.data[listKey]}
            columns={columns}
            rowKey={rowKey}
            empty={empty}
          />
          <Pagination page={page} total={query.data.total} pageSize={pageSize} onPage={onPage} />
        </>
      )}
    </Panel>
  );
}
