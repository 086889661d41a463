import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PRIVACY_MESSAGES, type AvisoCardData, type HomeResponse } from '@postulate/contracts';
import { avisoCard, facetCounts } from '../test/home-answers';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble, signInApplicant, signOut, type SentCall } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { HomePage } = await import('./HomePage');
const { AdDetailPage } = await import('./AdDetailPage');

const answer = (
  avisos: AvisoCardData[],
  total = avisos.length,
  estimados: HomeResponse['estimados'] = [],
  alcance = total,
  totalMinimo = false,
): HomeResponse => ({
  areas: [
    { id: 1, name: 'Logística', qtyAvisos: 3 },
    { id: 2, name: 'Educación', qtyAvisos: 0 },
  ],
  avisos: { response: avisos, size: avisos.length, total },
  facets: facetCounts({ 'area:1': 3 }, [1, 2]),
  estimados,
  totalMinimo,
  alcance,
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderHome(url: string | { pathname: string; state: unknown } = '/home') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route path="/showAviso/:id" element={<p>Detalle</p>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

/** What the home answers GET /api/home with; a test may change it mid-way (a thrown ApiError is a refusal). */
let home: (call: SentCall) => unknown;
/** The searches the page sent: GET /api/home/?q=a,b&province=02&area=6&page=N. */
const searches = () => client.sent.filter((call) => call.method === 'GET' && call.path === '/api/home');
const lastQuery = () => searches().at(-1)?.query;
const chipNames = () => screen.queryAllByRole('button', { name: /^Quitar el filtro/ }).map((chip) => chip.getAttribute('aria-label'));

async function searchText(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('searchbox', { name: 'Nombre del aviso' }), text);
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
}

describe('HomePage', () => {
  beforeEach(() => {
    signOut();
    home = () => answer([avisoCard(1), avisoCard(2, { nombreEmpresa: null })]);
    client.answer((call) => {
      if (call.method === 'GET' && call.path === '/api/home') return home(call);
      throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
    });
  });

  it('confirms the erasure to a person who just deleted their account, and only then', async () => {
    renderHome({ pathname: '/home', state: { accountDeleted: true } });
    expect(await screen.findByText(`${PRIVACY_MESSAGES.deleted}. Gracias por haber usado Postulate.`)).toBeInTheDocument();
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it('shows the areas with their counts, the cards and a link to each full ad for a visitor', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 3, name: 'Aviso 1' })).toBeInTheDocument();
    const areas = screen.getByRole('complementary', { name: 'Áreas' });
    expect(within(areas).getByText('Logística').nextSibling?.textContent).toBe('3 avisos');
    expect(within(areas).getByText('Educación').nextSibling).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Consejos y sugerencias' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Aviso 2' })).getByText('Confidencial')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el aviso completo: Aviso 1' })).toHaveAttribute('href', '/showAviso/1?origen=busqueda');
    expect(screen.queryByRole('button', { name: 'Mira el aviso completo y aplica a este trabajo' })).toBeNull();
  });

  it('narrows the results to an area clicked in the Areas column, kept in the address, and back to all with a second click', async () => {
    const user = userEvent.setup();
    renderHome('/home?filtro=aviso%3Achofer');
    await screen.findByRole('heading', { name: 'Aviso 1' });
    const areas = screen.getByRole('complementary', { name: 'Áreas' });
    await user.click(within(areas).getByRole('button', { name: /^Logística/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'chofer', province: [], page: 1, area: 1 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/home?filtro=aviso%3Achofer&area=1');
    expect(within(areas).getByRole('button', { name: /^Logística/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(areas).getByRole('button', { name: /^Logística/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'chofer', province: [], page: 1, area: undefined }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home\?filtro=aviso%3Achofer$/);
  });

  it('greets a candidate by the first name of their CV, else by their login name', async () => {
    signInApplicant('María José Ñúñez');
    const { unmount } = renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, María' })).toBeInTheDocument();
    unmount();
    signInApplicant(null);
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, postulante' })).toBeInTheDocument();
  });

  it('gives a logged-in user the button to see the full ad and apply', async () => {
    signInApplicant();
    const user = userEvent.setup();
    renderHome();
    const buttons = await screen.findAllByRole('button', { name: 'Mira el aviso completo y aplica a este trabajo' });
    await user.click(buttons[0]);
    expect(screen.getByTestId('location')).toHaveTextContent('/showAviso/1');
  });

  it('marks the ads an applicant applied to, asked apart from the search, which stays everyone’s', async () => {
    signInApplicant();
    client.answer((call) => {
      if (call.method === 'GET' && call.path === '/api/home') return home(call);
      if (call.method === 'GET' && call.path === '/api/aplica/marcas') return { postulados: [2], alerta: null };
      throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
    });
    renderHome();
    const applied = await screen.findByRole('article', { name: 'Aviso 2' });
    expect(await within(applied).findByText('Ya te postulaste')).toBeInTheDocument();
    expect(within(applied).getByRole('button', { name: 'Ver el aviso completo' })).toBeInTheDocument();
    const open = screen.getByRole('article', { name: 'Aviso 1' });
    expect(within(open).queryByText('Ya te postulaste')).toBeNull();
    expect(within(open).getByRole('button', { name: 'Mira el aviso completo y aplica a este trabajo' })).toBeInTheDocument();
    expect(client.sent.find((call) => call.path === '/api/aplica/marcas')?.query).toMatchObject({ aviso: [1, 2] });
  });

  it('asks nothing of its own for a visitor', async () => {
    renderHome();
    await screen.findByRole('article', { name: 'Aviso 1' });
    expect(client.sent.filter((call) => call.path === '/api/aplica/marcas')).toEqual([]);
  });

  it('splits a search on commas into chips, keeps the newest 5 and reloads with them', async () => {
    const user = userEvent.setup();
    renderHome();
    await screen.findByRole('heading', { name: 'Aviso 1' });
    await searchText(user, 'chofer, enfermería ,, tecnico');
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'chofer,enfermería,tecnico', province: [], page: 1, area: undefined }));
    expect(screen.getByRole('searchbox', { name: 'Nombre del aviso' })).toHaveValue('');
    await searchText(user, 'vendedor, cajero, mozo');
    // Six filters: the oldest ('chofer') goes.
    await waitFor(() => expect(lastQuery()?.q).toBe('enfermería,tecnico,vendedor,cajero,mozo'));
    expect(chipNames()).toEqual([
      'Quitar el filtro Aviso: enfermería',
      'Quitar el filtro Aviso: tecnico',
      'Quitar el filtro Aviso: vendedor',
      'Quitar el filtro Aviso: cajero',
      'Quitar el filtro Aviso: mozo',
    ]);
    expect(screen.getByRole('heading', { name: 'Resultados de tu búsqueda' })).toBeInTheDocument();
  });

  it('adds a province from the dropdown and removes a chip with a click, reloading the home', async () => {
    const user = userEvent.setup();
    renderHome('/home?filtro=aviso%3Achofer');
    await screen.findByRole('heading', { name: 'Aviso 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Buscar por' }), 'provincia');
    await user.type(screen.getByRole('combobox', { name: 'Provincia' }), 'Córdo');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'chofer', province: ['14'], page: 1, area: undefined }));
    const calls = searches().length;
    await user.click(screen.getByRole('button', { name: 'Quitar el filtro Aviso: chofer' }));
    await waitFor(() => expect(searches().length).toBe(calls + 1));
    expect(lastQuery()).toEqual({ q: undefined, province: ['14'], page: 1, area: undefined });
    expect(chipNames()).toEqual(['Quitar el filtro Provincia: Córdoba']);
    expect(screen.getByRole('button', { name: 'Quitar el filtro Provincia: Córdoba' })).toHaveFocus();
  });

  it('asks for a text or a province before searching', async () => {
    const user = userEvent.setup();
    renderHome();
    await screen.findByRole('heading', { name: 'Aviso 1' });
    const calls = searches().length;
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('Escribí el nombre del aviso que buscás')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Buscar por' }), 'provincia');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('Elegí una provincia')).toBeInTheDocument();
    expect(searches().length).toBe(calls);
  });

  it('pages 20 at a time with the total from the API', async () => {
    home = () => answer([avisoCard(1)], 45);
    const user = userEvent.setup();
    renderHome();
    expect(await screen.findByText('45 avisos')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lastQuery()?.page).toBe(2));
    expect(screen.getByTestId('location')).toHaveTextContent('pagina=2');
  });

  it('marks estimated counts and pages only through the matches the search read', async () => {
    home = () => answer([avisoCard(1)], 12_000, ['total', 'area'], 45);
    const user = userEvent.setup();
    renderHome('/home?q=vendedor');
    expect(await screen.findByText('Alrededor de 12.000 avisos')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Áreas' })).getByText('Logística').nextSibling?.textContent).toBe('≈3 avisos');
    expect(screen.queryByText(/Llegaste al final/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lastQuery()?.page).toBe(3));
    expect(await screen.findByText(/Llegaste al final de los avisos más recientes que coinciden/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('says a browse with too few matches among the newest ads has more than it has shown, and pages on', async () => {
    home = () => answer([avisoCard(1)], 20, ['area', 'modalidad'], 21, true);
    const user = userEvent.setup();
    renderHome('/home?modalidad=Remoto&discapacidad=true&area=1');
    expect(await screen.findByText('Más de 20 avisos')).toBeInTheDocument();
    // An estimate of none is no proof of none: the choice keeps no count and can be chosen.
    const presencial = screen.getByRole('option', { name: 'Presencial' });
    expect(presencial).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lastQuery()?.page).toBe(2));
  });

  it('says when nothing matches and when the API fails, with a way to retry', async () => {
    home = ({ query }) => (query?.q === 'zzz' ? answer([]) : answer([avisoCard(1), avisoCard(2, { nombreEmpresa: null })]));
    const user = userEvent.setup();
    renderHome('/home?filtro=aviso%3Azzz');
    expect(await screen.findByText(/No encontramos avisos con esos filtros/)).toBeInTheDocument();
    // A server failure is tried once more (a second later) before it is shown.
    const answerAll = home;
    let failures = 2;
    home = (call) => {
      if (failures-- > 0) throw new ApiError(500, { message: 'Error en el servidor' });
      return answerAll(call);
    };
    await user.click(screen.getByRole('button', { name: 'Ver todos los avisos' }));
    expect(await screen.findByText('Error en el servidor', undefined, { timeout: 4000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Aviso 1' })).toBeInTheDocument();
  });

  it("shows the chosen area as a removable chip, with the search's count", async () => {
    const user = userEvent.setup();
    renderHome('/home?area=1');
    const chip = await screen.findByRole('button', { name: 'Quitar el filtro Área: Logística' });
    expect(chip).toHaveTextContent('Área: Logística');
    expect(screen.getByText('2 avisos')).toBeInTheDocument();
    await user.click(chip);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
    expect(chipNames()).toEqual([]);
  });

  it("comes back from an ad's 'Volver a la búsqueda' to the same search, filters and scroll position", async () => {
    client.answer((call) => {
      if (call.method === 'GET' && call.path === '/api/home') return home(call);
      throw new ApiError(404, { message: 'El aviso no existe' });
    });
    const scrollTo = jest.fn();
    Object.assign(window, { scrollTo });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/home?filtro=aviso%3Achofer&area=1&modalidad=Remoto&pagina=2']}>
        <Routes>
          <Route path="/home" element={<HomePage />} />
          <Route path="/showAviso/:id" element={<AdDetailPage />} />
        </Routes>
        <Location />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Aviso 1' });
    Object.defineProperty(window, 'scrollY', { value: 840, configurable: true });
    await user.click(screen.getByRole('link', { name: 'Ver el aviso completo: Aviso 1' }));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await user.click(await screen.findByRole('link', { name: 'Volver a la búsqueda' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home\?filtro=aviso%3Achofer&area=1&modalidad=Remoto&pagina=2$/);
    expect(await screen.findByRole('button', { name: 'Quitar el filtro Aviso: chofer' })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 840));
  });
});
