import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminHome } from './AdminHome';

describe('AdminHome', () => {
  it("has an 'Empresas' card that opens the companies screen", async () => {
    render(
      <MemoryRouter initialEntries={['/admin/home']}>
        <Routes>
          <Route path="/admin/home" element={<AdminHome />} />
          <Route path="/admin/empresas" element={<p>Pantalla de empresas</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const card = screen.getByRole('link', { name: /^Empresas/ });
    expect(card).toHaveAttribute('href', '/admin/empresas');
    expect(card).toHaveTextContent('documentos para verificar');
    await userEvent.click(card);
    expect(screen.getByText('Pantalla de empresas')).toBeInTheDocument();
  });
});
