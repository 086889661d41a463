import { describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import { SCREENING_MESSAGES, type AvisoCardData, type AvisoDetailData } from '@postulate/contracts';
import { AvisoCard } from './AvisoCard';
import { AvisoDetail } from './AvisoDetail';

const aviso: AvisoCardData = {
  id: 7,
  titulo: 'Técnico/a electricista de mantenimiento',
  area: { id: 1, name: 'Producción e industria' },
  subarea: { id: 2, name: 'Mantenimiento' },
  publicadoEl: '2026-03-05T15:00:00.000Z',
  nombreEmpresa: 'Logística del Plata S.A.',
  logoUrl: null,
  empresaVerificada: false,
  descripcion: 'Mantenimiento de tableros.',
  localidad: { id: '82084270', label: 'Rosario' },
  provincia: { id: '82', name: 'SANTA FE' },
  discapcidad: false,
  vacantes: 2,
  modalidad: 'Presencial',
  tipoEmpleo: 'Full-time',
  showSalario: true,
  salarioDesde: 1_400_000,
  salarioHasta: 1_700_000,
  avisoIdiomas: [{ idioma: 'Inglés', nivelRead: 'Avanzado', nivelWrite: 'Intermedio' }],
};

const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('AvisoCard', () => {
  it('shows title, area and sub-area, the date as dd/MM/yyyy, place, vacancies, modality, contract, salary and languages', () => {
    render(<AvisoCard aviso={aviso} />);
    expect(screen.getByRole('heading', { level: 3, name: aviso.titulo })).toBeInTheDocument();
    expect(screen.getByText('Producción e industria · Mantenimiento')).toBeInTheDocument();
    expect(screen.getByText('05/03/2026')).toBeInTheDocument();
    expect(fact('Ubicación')).toBe('Rosario, Santa Fe');
    expect(fact('Vacantes')).toBe('2');
    expect(fact('Modalidad')).toBe('Presencial');
    expect(fact('Tipo de empleo')).toBe('Full-time');
    expect(fact('Salario')?.replace(/\s/g, ' ')).toBe('$ 1.400.000 a $ 1.700.000');
    expect(fact('Idioma')).toBe('Inglés (lectura avanzado, escritura intermedio)');
    expect(screen.queryByText(/discapacidad/)).toBeNull();
    expect(screen.getByText('Logística del Plata S.A.')).toBeInTheDocument();
  });

  it("says 'Confidencial' instead of the company, hides a salary not shown and notes disability", () => {
    render(<AvisoCard aviso={{ ...aviso, nombreEmpresa: null, showSalario: false, discapcidad: true }} />);
    expect(screen.getByText('Confidencial')).toBeInTheDocument();
    expect(screen.queryByText('Logística del Plata S.A.')).toBeNull();
    expect(screen.queryByText('Salario')).toBeNull();
    expect(screen.getByText('Este aviso admite postulantes con discapacidad')).toBeInTheDocument();
  });

  it("shows the spec's stored values with their accents: 'Pasantía', 'básico'", () => {
    render(<AvisoCard aviso={{ ...aviso, tipoEmpleo: 'Pasantia', avisoIdiomas: [{ idioma: 'Inglés', nivelRead: 'Basico', nivelWrite: 'Basico' }] }} />);
    expect(fact('Tipo de empleo')).toBe('Pasantía');
    expect(fact('Idioma')).toBe('Inglés (lectura básico, escritura básico)');
  });

  it('shows the logo when there is one', () => {
    render(<AvisoCard aviso={{ ...aviso, logoUrl: 'http://api.test/api/files/abc' }} />);
    expect(screen.getByRole('img', { name: 'Logo de Logística del Plata S.A.' })).toHaveAttribute('src', 'http://api.test/api/files/abc');
  });

  it('cuts a description over 550 characters to 546 plus "..." and keeps one of 550 whole', () => {
    const long = 'a'.repeat(551);
    const { rerender } = render(<AvisoCard aviso={{ ...aviso, descripcion: long }} />);
    expect(screen.getByText(`${'a'.repeat(546)}...`)).toBeInTheDocument();
    rerender(<AvisoCard aviso={{ ...aviso, descripcion: 'b'.repeat(550) }} />);
    expect(screen.getByText('b'.repeat(550))).toBeInTheDocument();
  });

  it("shows 'Empresa verificada' next to a verified company's name or logo, and no badge otherwise", () => {
    const { rerender } = render(<AvisoCard aviso={{ ...aviso, empresaVerificada: true }} />);
    expect(screen.getByText('Logística del Plata S.A.')).toBeInTheDocument();
    expect(screen.getByText('Empresa verificada')).toBeInTheDocument();
    expect(screen.getByTitle('Verificamos la documentación de esta empresa')).toHaveTextContent('Empresa verificada');
    rerender(<AvisoCard aviso={{ ...aviso, empresaVerificada: true, logoUrl: 'http://api.test/api/files/abc' }} />);
    expect(screen.getByRole('img', { name: 'Logo de Logística del Plata S.A.' })).toBeInTheDocument();
    expect(screen.getByText('Empresa verificada')).toBeInTheDocument();
    rerender(<AvisoCard aviso={aviso} />);
    expect(screen.queryByText('Empresa verificada')).toBeNull();
  });

  it('never shows the badge on a confidential ad', () => {
    render(<AvisoCard aviso={{ ...aviso, nombreEmpresa: null, empresaVerificada: true }} />);
    expect(screen.getByText('Confidencial')).toBeInTheDocument();
    expect(screen.queryByText('Empresa verificada')).toBeNull();
  });

  it('renders the actions it is given', () => {
    render(
      <AvisoCard aviso={aviso}>
        <a href="/showAviso/7">Ver el aviso completo</a>
      </AvisoCard>,
    );
    const card = screen.getByRole('article', { name: aviso.titulo });
    expect(within(card).getByRole('link', { name: 'Ver el aviso completo' })).toHaveAttribute('href', '/showAviso/7');
  });
});

describe('AvisoDetail', () => {
  const detail: AvisoDetailData = {
    ...aviso,
    descripcion: 'Primer párrafo.\nSegundo párrafo.'.padEnd(700, '.'),
    nivel: { id: 3, name: 'Semi Senior' },
    preguntas: [
      { id: 1, pregunta: '¿Tenés matrícula?', tipo: 'si_no', respuestaRequerida: 'Sí', minimoRequerido: null },
      { id: 2, pregunta: '¿Cuándo podés empezar?', tipo: 'texto', respuestaRequerida: null, minimoRequerido: null },
    ],
    permiteMsjDirecto: false,
  };

  it('shows the whole description, the level and how many questions applying asks', () => {
    render(<AvisoDetail aviso={detail} />);
    expect(screen.getByRole('heading', { level: 1, name: aviso.titulo })).toBeInTheDocument();
    expect(screen.getByText(/Segundo párrafo/).textContent).toHaveLength(700);
    expect(fact('Nivel')).toBe('Semi Senior');
    expect(screen.getByText('Al postularte vas a responder 2 preguntas de la empresa.')).toBeInTheDocument();
  });

  it('lists what the company asks for before applying, and that answering otherwise does not stop anyone', () => {
    render(<AvisoDetail aviso={detail} />);
    const asked = screen.getByRole('region', { name: 'Lo que pide la empresa' });
    expect(
      within(asked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['¿Tenés matrícula? Se requiere: Sí']);
    expect(asked).toHaveTextContent(SCREENING_MESSAGES.neverBlocks);
    cleanup();
    render(<AvisoDetail aviso={{ ...detail, preguntas: detail.preguntas.slice(1) }} />);
    expect(screen.queryByRole('region', { name: 'Lo que pide la empresa' })).not.toBeInTheDocument();
  });

  it("shows 'Empresa verificada' beside a verified company", () => {
    render(<AvisoDetail aviso={{ ...detail, empresaVerificada: true }} />);
    const header = screen.getByRole('heading', { level: 1, name: aviso.titulo }).closest('header');
    expect(header).toHaveTextContent('Logística del Plata S.A.Empresa verificada');
  });
});
