import { Button } from './Button';
import { Icon } from './Icon';
import './DataTable.css';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  /** Items in the whole list (the API's `total`). */
  total: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation. Default 'Paginación'. */
  label?: string;
  disabled?: boolean;
}

/** 'Página N de M' between 'Anterior' and 'Siguiente'; nothing when everything fits one page. */
export function Pagination({ page, pageSize, total, onPageChange, label = 'Paginación', disabled = false }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pl-pagination" aria-label={label}>
      <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={disabled || page <= 1}>
        <Icon name="chevron-left" size={16} />
        Anterior
      </Button>
      <span className="pl-pagination__status" aria-live="polite">
        Página {Math.min(page, pages)} de {pages}
      </span>
      <Button variant="secondary" onClick={() => onPageChange(page + 1)} disabled={disabled || page >= pages}>
        Siguiente
        <Icon name="chevron-right" size={16} />
      </Button>
    </nav>
  );
}
