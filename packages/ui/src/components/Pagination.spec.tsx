import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination } from './Pagination';

function Harness({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageSize={20} total={total} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it('says which page of how many and moves with Anterior / Siguiente, disabled at the ends', async () => {
    const user = userEvent.setup();
    render(<Harness total={41} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav).toHaveTextContent('Página 1 de 3');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(nav).toHaveTextContent('Página 3 de 3');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    screen.getByRole('button', { name: 'Anterior' }).focus();
    await user.keyboard('{Enter}');
    expect(nav).toHaveTextContent('Página 2 de 3');
  });

  it('is not shown when everything fits on one page', () => {
    render(<Harness total={20} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
