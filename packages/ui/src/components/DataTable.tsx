import type { ReactNode } from 'react';
import { useIsMobile, Button, type ButtonVariant, Icon, type IconName, Loading } from '@postulate/ui';
import './DataTable.css';

export interface DataTableColumn<T> {
  /** Stable key of the column. */
  id: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** On a mobile card this cell is the title, shown without its header. */
  primary?: boolean;
}

export interface DataTableAction {
  label: string;
  onClick: () => void;
  /** Accessible name when the label alone is ambiguous in a list, e.g. 'Editar Junior'. */
  accessibleLabel?: string;
  icon?: IconName;
  variant?: ButtonVariant;
  disabled?: boolean;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (and of the card list on mobile); shown only to screen readers. */
  caption: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Buttons of each row, in a last column headed `actionsHeader`. */
  actions?: (row: T) => DataTableAction[];
  /** Default 'Acción'. */
  actionsHeader?: string;
  /** Shows 'Cargando...' instead of an empty table, or marks the rows being replaced as busy. */
  loading?: boolean;
  /** Shown when there are no rows. Default 'No hay datos para mostrar'. */
  emptyText?: ReactNode;
}

function RowActions({ actions }: { actions: DataTableAction[] }) {
  return (
    <div className="pl-data-actions">
      {actions.map((action) => (
        <Button
          key={action.label}
          variant={action.variant ?? 'secondary'}
          onClick={action.onClick}
          disabled={action.disabled}
          aria-label={action.accessibleLabel}
        >
          {action.icon && <Icon name={action.icon} size={16} />}
          {action.label}
        </Button>
      ))}
    </div>
  );
}

/**
 * A table of rows with per-row action buttons. Under 740 px wide it becomes a list of cards (one
 * per row: the primary column as title, the others as label/value pairs), so nothing scrolls sideways.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  actionsHeader = 'Acción',
  loading = false,
  emptyText = 'No hay datos para mostrar',
}: DataTableProps<T>) {
  const isMobile = useIsMobile();
  if (loading && rows.length === 0) return <Loading />;
  if (rows.length === 0) return <p className="pl-data-empty">{emptyText}</p>;

  if (isMobile) {
    const title = columns.find((column) => column.primary);
    const details = columns.filter((column) => column !== title);
    return (
      <ul className="pl-data-cards" aria-label={caption} aria-busy={loading || undefined}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="pl-card pl-data-card">
            {title && <p className="pl-data-card__title">{title.render(row)}</p>}
            <dl className="pl-data-card__fields">
              {details.map((column) => (
                <div key={column.id} className="pl-data-card__field">
                  <dt>{column.header}</dt>
                  <dd>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <RowActions actions={actions(row)} />}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="pl-table-wrap">
      <table className="pl-table pl-data-table" aria-busy={loading || undefined}>
        <caption className="pl-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
            {actions && <th scope="col">{actionsHeader}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.primary ? (
                  <th key={column.id} scope="row">
                    {column.render(row)}
                  </th>
                ) : (
                  <td key={column.id}>{column.render(row)}</td>
                ),
              )}
              {actions && (
                <td>
                  <RowActions actions={actions(row)} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
