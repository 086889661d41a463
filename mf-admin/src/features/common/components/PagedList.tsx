import { useState, type ReactNode } from 'react';
import { errorMessage } from '@postulate/client';
import { DEFAULT_PAGE_SIZE } from '@postulate/contracts';
import { Alert, Button, ConfirmDialog, DataTable, Pagination, type DataTableAction, type DataTableColumn } from '@postulate/ui';
import type { PagedList as PagedListState } from '../hooks/usePagedList';
import { SearchBox } from './SearchBox';

/** Runs a row's action: its answer is shown as a success notice, a failure as an error, then the list reloads. */
export type RunRowAction = (task: () => Promise<string>) => void;

interface PagedListProps<T extends { id: number }> {
  list: PagedListState<T>;
  caption: string;
  columns: DataTableColumn<T>[];
  actions: (row: T, run: RunRowAction) => DataTableAction[];
  /** Adds 'Borrar' to each row, asking first with this question. */
  remove?: { question: (row: T) => string; run: (row: T) => Promise<{ message: string }> };
  searchLabel: string;
  /** Controls next to the search box (e.g. the field to search in). */
  searchExtra?: ReactNode;
  emptyText: string;
}

/** A server-paged, searchable list with per-row actions and a confirmed delete. */
export function PagedList<T extends { id: number }>({
  list,
  caption,
  columns,
  actions,
  remove,
  searchLabel,
  searchExtra,
  emptyText,
}: PagedListProps<T>) {
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);

  const exportCsv = () => {
    setExporting(true);
    setNotice(null);
    list
      .exportCsv()
      .catch((error: unknown) => setNotice({ tone: 'error', text: errorMessage(error) }))
      .finally(() => setExporting(false));
  };

  const run: RunRowAction = (task) => {
    setBusy(true);
    setNotice(null);
    task().then(
      (text) => {
        setNotice({ tone: 'success', text });
        list.reload();
      },
      (error: unknown) => setNotice({ tone: 'error', text: errorMessage(error) }),
    ).finally(() => {
      setBusy(false);
      setPending(null);
    });
  };

  const rowActions = (row: T): DataTableAction[] => [
    ...actions(row, run),
    ...(remove
      ? [{ label: 'Borrar', accessibleLabel: `Borrar ${remove.question(row)}`, variant: 'danger' as const, onClick: () => setPending(row) }]
      : []),
  ];

  return (
    <div className="pl-stack">
      <div className="adm-list-tools">
        <SearchBox label={searchLabel} value={list.search} onSearch={list.setSearch} />
        {searchExtra}
        <Button variant="secondary" className="adm-list-tools__export" onClick={exportCsv} busy={exporting} aria-label={`Exportar ${caption.toLowerCase()} a CSV`}>
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
      <Pagination
        page={list.page}
        pageSize={DEFAULT_PAGE_SIZE}
        total={list.total}
        onPageChange={list.setPage}
        disabled={list.status === 'loading'}
      />
      {remove && (
        <ConfirmDialog
          open={pending !== null}
          body={pending ? `¿Borrar ${remove.question(pending)}?` : ''}
          danger
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            const row = pending;
            if (row) run(async () => (await remove.run(row)).message);
          }}
        />
      )}
    </div>
  );
}
