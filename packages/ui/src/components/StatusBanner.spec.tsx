import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { StatusBanner } from './StatusBanner';

describe('StatusBanner', () => {
  it('renders nothing when idle', () => {
    const { container } = render(<StatusBanner status="idle" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['loading', 'Cargando'],
    ['saving', 'Guardando'],
    ['saved', 'Guardado con éxito'],
  ] as const)('announces %s as "%s"', (status, text) => {
    render(<StatusBanner status={status} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it("shows errors as an alert reading 'Error en el guardado' by default", () => {
    render(<StatusBanner status="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error en el guardado');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the caller's message instead of the default", () => {
    render(<StatusBanner status="error" message="Error: El DNI ya existe" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: El DNI ya existe');
  });

  it('pairs the text with an icon so colour is not the only signal', () => {
    render(<StatusBanner status="saved" />);
    expect(screen.getByRole('status').querySelector('svg')).not.toBeNull();
  });
});
