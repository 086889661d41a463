import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '@postulate/client';
import { DEFAULT_PAGE_SIZE, type Deleted } from '@postulate/contracts';
import { Alert, Button, ConfirmDialog, Pagination } from '@postulate/ui';
import { DataTable, type DataTableAction, type DataTableColumn } from '@postulate/ui/tables';
import type { PagedList as PagedListState } from '../hooks/usePagedList';
import { SearchBox } from './SearchBox';

/**
 * Runs a row's write: `success` turns its answer into the success notice, a failure shows as an
 * error; the write's own invalidation reloads the list.
 */
export type RunRowAction = <Answer, Variables>(
  write: UseMutationResult<Answer, Error, Variables>,
  variables: Variables,
  success: (answer: Answer) => string,
) => void;

interface PagedListProps<T extends { id: number }> {
  list: PagedListState<T>;
  caption: string;
  columns: DataTableColumn<T>[];
  actions: (row: T, run: RunRowAction) => DataTableAction[];
  /** Adds 'Borrar' to each row, asking first with this question. */
  remove?: { question: (row: T) => string; deletion: UseMutationResult<Deleted, Error, number> };
  searchLabel: string;
  /** Controls next to the search box (e.g. the field to search in). */
  searchExtra?: ReactNode;
  emptyText: string;
}

/** A server-paged, searchable list with per-row actions and a confirmed delete. */
export function PagedList<T extends { id: number }>({ list, caption, columns, actions, remove, searchLabel, searchExtra, emptyText }: PagedListProps<T>) {
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState<T | null>(null);

  const exportCsv = () => {
    setNotice(null);
    list.exporting.mutate(undefined, { onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }) });
  };

  const run: RunRowAction = (write, variables, success) => {
    setNotice(null);
    write.mutate(variables, {
      onSuccess: (answer) => setNotice({ tone: 'success', text: success(answer) }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
      onSettled: () => setPending(null),
    });
  };

  const rowActions = (row: T): DataTableAction[] => [
    ...actions(row, run),
    ...(remove ? [{ label: 'Borrar', accessibleLabel: `Borrar ${remove.question(row)}`, variant: 'danger' as const, onClick: () => setPending(row) }] : []),
  ];

  return (
    <div className="pl-stack">
      <div className="adm-list-tools">
        <SearchBox label={searchLabel} value={list.search} onSearch={list.setSearch} />
        {searchExtra}
        <Button
          variant="secondary"
          className="adm-list-tools__export"
          onClick={exportCsv}
          busy={list.exporting.isPending}
          aria-label={`Exportar ${caption.toLowerCase()} a CSV`}
        >
          Exportar
        </Button>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {list.status === 'error' ? (
        <Alert tone="error">{list.error}</Alert>
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.id}
          actions={rowActions}
          loading={list.status === 'loading'}
          emptyText={list.search ? `No se encontraron resultados para "${list.search}"` : emptyText}
        />
      )}
      <Pagination page={list.page} pageSize={DEFAULT_PAGE_SIZE} total={list.total} onPageChange={list.setPage} disabled={list.status === 'loading'} />
      {remove && (
        <ConfirmDialog
          open={pending !== null}
          body={pending ? `¿Borrar ${remove.question(pending)}?` : ''}
          danger
          busy={remove.deletion.isPending}
          onCancel={() => setPending(null)}
          onConfirm={() => pending && run(remove.deletion, pending.id, (answer) => answer.message)}
        />
      )}
    </div>
  );
}
