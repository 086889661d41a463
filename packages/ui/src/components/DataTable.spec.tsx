import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './DataTable';

interface Level {
  id: number;
  name: string;
  ads: number;
}

const ROWS: Level[] = [
  { id: 1, name: 'Junior', ads: 3 },
  { id: 2, name: 'Gerente', ads: 0 },
];

const COLUMNS: DataTableColumn<Level>[] = [
  { id: 'name', header: 'Nombre', render: (row) => row.name, primary: true },
  { id: 'ads', header: 'Avisos', render: (row) => row.ads },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Level>>[0]> = {}) {
  const onEdit = jest.fn<(id: number) => void>();
  render(
    <DataTable
      caption="Lista de niveles"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      actions={(row) => [{ label: 'Editar', accessibleLabel: `Editar ${row.name}`, onClick: () => onEdit(row.id) }]}
      {...props}
    />,
  );
  return onEdit;
}

const originalWidth = window.innerWidth;
function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('DataTable', () => {
  afterEach(() => {
    window.innerWidth = originalWidth;
  });

  it('renders a named table with headers, row headers and an actions column', () => {
    window.innerWidth = 1280;
    renderTable();
    const table = screen.getByRole('table', { name: 'Lista de niveles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nombre', 'Avisos', 'Acción']);
    expect(within(table).getByRole('rowheader', { name: 'Junior' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Gerente0Editar');
  });

  it('runs a row action from the keyboard', async () => {
    window.innerWidth = 1280;
    const user = userEvent.setup();
    const onEdit = renderTable();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Editar Junior' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith(2);
  });

  it('becomes a list of cards under 740 px, with label/value pairs', () => {
    window.innerWidth = 1280;
    renderTable();
    resizeTo(360);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Lista de niveles' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Junior')).toHaveClass('pl-data-card__title');
    expect(within(cards[0]).getByRole('term')).toHaveTextContent('Avisos');
    expect(within(cards[0]).getByRole('definition')).toHaveTextContent('3');
    expect(within(cards[1]).getByRole('button', { name: 'Editar Gerente' })).toBeInTheDocument();
  });

  it('shows the loading state, then the empty text', () => {
    const { rerender } = render(<DataTable caption="Lista" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    rerender(<DataTable caption="Lista" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} emptyText="No hay niveles cargados" />);
    expect(screen.getByText('No hay niveles cargados')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the rows on screen, marked busy, while the next page loads', () => {
    window.innerWidth = 1280;
    renderTable({ loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('rowheader', { name: 'Junior' })).toBeInTheDocument();
  });
});
