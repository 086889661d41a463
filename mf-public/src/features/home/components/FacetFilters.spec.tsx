import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { HomeResponse } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble, signOut, type SentCall } from '../../../test/client-double';
import { avisoCard, facetCounts } from '../test/home-answers';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { HomePage } = await import('./HomePage');

/** The server: 1.300 ads, 124 of them remote; the counts of a search narrowed to 'Remoto' follow it. */
function answer({ query }: SentCall): HomeResponse {
  const remote = query?.modalidad === 'Remoto';
  return {
    areas: [
      { id: 1, name: 'Logística', qtyAvisos: 900 },
      { id: 2, name: 'Educación', qtyAvisos: 400 },
    ],
    avisos: { response: [avisoCard(1, { modalidad: 'Remoto' }), avisoCard(2, { modalidad: 'Remoto' })], size: 2, total: remote ? 124 : 1300 },
    facets: facetCounts(
      {
        'area:1': remote ? 100 : 900,
        'area:2': remote ? 24 : 400,
        'modalidad:Presencial': 1176,
        'modalidad:Remoto': 124,
        'tipoEmpleo:Full-time': remote ? 124 : 1300,
        'nivel:3': 12,
        'salarioDesde:1': 60,
        'salarioDesde:800000': 45,
        'publicado:7': 30,
        discapacidad: 8,
      },
      [1, 2],
    ),
    estimados: [],
    totalMinimo: false,
    alcance: remote ? 124 : 1300,
  };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderHome(url = '/home') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/home" element={<HomePage />} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

/** A facet select once the counts are in: it is drawn disabled, empty, until then. */
async function facetSelect(name: string) {
  const select = await screen.findByRole('combobox', { name });
  await waitFor(() => expect(select).toBeEnabled());
  return select;
}

const lastQuery = () => client.sent.filter((call) => call.path === '/api/home').at(-1)?.query;
const location = () => screen.getByTestId('location').textContent;
const facetChips = async () =>
  within(await screen.findByRole('region', { name: 'Filtros elegidos' }))
    .getAllByRole('button', { name: /^Quitar el filtro/ })
    .map((chip) => chip.textContent);

const originalWidth = window.innerWidth;
function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

describe("the home's facet filters", () => {
  beforeEach(() => {
    signOut();
    window.innerWidth = 1280;
    client.answer((call) => {
      if (call.method === 'GET' && call.path === '/api/home') return answer(call);
      throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
    });
  });
  afterEach(() => {
    window.innerWidth = originalWidth;
  });

  it('shows how many ads each choice would leave, and a choice that leaves none cannot be taken', async () => {
    renderHome();
    // Drawn before the answer, so the results below do not move when it comes.
    expect(screen.getByRole('combobox', { name: 'Modalidad' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Apto para personas con discapacidad' })).toBeDisabled();
    const modalidad = await facetSelect('Modalidad');
    expect(
      within(modalidad)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas', 'Presencial (1.176)', 'Híbrido (0)', 'Remoto (124)']);
    expect(within(modalidad).getByRole('option', { name: 'Híbrido (0)' })).toBeDisabled();
    expect(within(screen.getByRole('combobox', { name: 'Nivel' })).getByRole('option', { name: 'Senior (12)' })).toBeEnabled();
    expect(within(screen.getByRole('combobox', { name: 'Salario desde' })).getByRole('option', { name: 'Desde $ 800.000 (45)' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Publicado' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cualquier fecha', 'Últimas 24 horas (0)', 'Últimos 7 días (30)', 'Últimos 30 días (0)']);
    expect(screen.getByRole('checkbox', { name: 'Apto para personas con discapacidad (8)' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Tipo de empleo' })).toHaveValue('');
  });

  it('narrows the search with a choice kept in the address, back to page 1, shown as a chip of its own row', async () => {
    const user = userEvent.setup();
    renderHome('/home?filtro=aviso%3Achofer&area=1&pagina=3');
    await user.selectOptions(await facetSelect('Modalidad'), 'Remoto (124)');
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'chofer', province: [], page: 1, area: 1, modalidad: 'Remoto' }));
    expect(location()).toBe('/home?filtro=aviso%3Achofer&area=1&modalidad=Remoto');
    expect(await screen.findByText('124 avisos')).toBeInTheDocument();
    expect(await facetChips()).toEqual(['Remoto']);
    // The spec's search chips (and the area's) stay apart.
    expect(
      within(screen.getByRole('region', { name: 'Filtros activos' }))
        .getAllByRole('button', { name: /^Quitar el filtro/ })
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Quitar el filtro Aviso: chofer', 'Quitar el filtro Área: Logística']);
    // The Areas column counts the ads of this search.
    const areas = screen.getByRole('complementary', { name: 'Áreas' });
    expect(within(areas).getByText('Educación').nextSibling?.textContent).toBe('24 avisos');

    await user.click(screen.getByRole('button', { name: 'Quitar el filtro Remoto' }));
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'chofer', province: [], page: 1, area: 1 }));
    expect(location()).toBe('/home?filtro=aviso%3Achofer&area=1');
    expect(screen.queryByRole('region', { name: 'Filtros elegidos' })).toBeNull();
    expect(await screen.findByText('1.300 avisos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resultados de tu búsqueda' })).toHaveFocus();
  });

  it('reads every facet from the address, drops what it does not offer, and clears them all keeping the chips', async () => {
    const user = userEvent.setup();
    // The salary as Argentines write it ('800.000') reads as the 800000 the select offers.
    renderHome('/home?filtro=provincia%3A14&modalidad=Remoto&tipoEmpleo=Cualquiera&nivel=3&salarioDesde=800.000&publicado=5&discapacidad=true');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        q: undefined,
        province: ['14'],
        page: 1,
        area: undefined,
        modalidad: 'Remoto',
        nivel: 3,
        salarioDesde: 800000,
        discapacidad: true,
      }),
    );
    await screen.findByRole('heading', { name: 'Aviso 1' });
    expect(await facetChips()).toEqual(['Remoto', 'Senior', 'Desde $ 800.000', 'Apto discapacidad']);
    expect(screen.getByRole('combobox', { name: 'Salario desde' })).toHaveValue('800000');
    expect(screen.getByRole('checkbox', { name: /^Apto para personas con discapacidad/ })).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Publicado' }), 'Últimos 7 días (30)');
    await waitFor(() => expect(lastQuery()?.publicado).toBe(7));
    expect(await facetChips()).toContain('Últimos 7 días');
    await user.click(screen.getByRole('checkbox', { name: /^Apto para personas con discapacidad/ }));
    await waitFor(() => expect(lastQuery()?.discapacidad).toBeUndefined());

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(lastQuery()).toEqual({ q: undefined, province: ['14'], page: 1, area: undefined }));
    expect(location()).toBe('/home?filtro=provincia%3A14');
  });

  it("offers 'Con salario publicado' with its count, apart from the 'Salario desde' steps", async () => {
    const user = userEvent.setup();
    renderHome('/home');
    const published = await screen.findByRole('checkbox', { name: 'Con salario publicado (60)' });
    expect(published).not.toBeChecked();
    // The select offers the amounts only.
    expect(
      within(await facetSelect('Salario desde'))
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(0, 2),
    ).toEqual(['Sin mínimo', 'Desde $ 300.000 (0)']);
    await user.click(published);
    await waitFor(() => expect(lastQuery()).toEqual({ q: undefined, province: [], page: 1, area: undefined, salarioDesde: 1 }));
    expect(location()).toBe('/home?salarioDesde=1');
    expect(await facetChips()).toEqual(['Con salario publicado']);
    expect(screen.getByRole('checkbox', { name: /^Con salario publicado/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Salario desde' })).toHaveValue('');
    // A minimum keeps it ticked; unticking drops the salary filter.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Salario desde' }), 'Desde $ 800.000 (45)');
    await waitFor(() => expect(lastQuery()?.salarioDesde).toBe(800000));
    expect(screen.getByRole('checkbox', { name: /^Con salario publicado/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /^Con salario publicado/ }));
    await waitFor(() => expect(lastQuery()?.salarioDesde).toBeUndefined());
    expect(location()).toBe('/home');
  });

  it("on a phone lives in a 'Filtros' dialog whose 'Ver N avisos' closes it onto the results", async () => {
    resizeTo(360);
    const user = userEvent.setup();
    renderHome('/home?publicado=7');
    const open = await screen.findByRole('button', { name: 'Filtros (1)' });
    expect(screen.queryByRole('combobox', { name: 'Modalidad' })).toBeNull();
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Filtros' });
    expect(within(dialog).getByRole('combobox', { name: 'Modalidad' })).toHaveFocus();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Modalidad' }), 'Remoto (124)');
    await waitFor(() => expect(lastQuery()).toMatchObject({ modalidad: 'Remoto', publicado: 7 }));
    await user.click(await within(dialog).findByRole('button', { name: 'Ver 124 avisos' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filtros (2)' })).toHaveFocus();
    expect(await facetChips()).toEqual(['Remoto', 'Últimos 7 días']);

    await user.click(screen.getByRole('button', { name: 'Filtros (2)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filtros (2)' })).toHaveFocus();
  });
});
