import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ALERT_MESSAGES, type HomeResponse, type JobAlert } from '@postulate/contracts';
import { facetCounts } from '../test/home-answers';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble, signInApplicant, signOut } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { HomePage } = await import('./HomePage');

const noAds: HomeResponse = {
  areas: [{ id: 6, name: 'Tecnología', qtyAvisos: 0 }],
  avisos: { response: [], size: 0, total: 0 },
  facets: facetCounts(),
  estimados: [],
  totalMinimo: false,
  alcance: 0,
};
const saved: JobAlert = {
  id: 3,
  busqueda: { q: 'desarrollador', province: ['14'], area: 6, modalidad: null, tipoEmpleo: null, nivel: null, salarioDesde: null, discapacidad: false },
  descripcion: 'desarrollador · Córdoba · Área: Tecnología',
  nombre: null,
  frecuencia: 'diaria',
  creadaEl: '2026-03-05T15:00:00.000Z',
  ultimoCorreoEl: null,
};

function renderHome(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/home" element={<HomePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** What POST /api/alertas answers; a thrown ApiError is a refusal. */
let createAnswer: () => unknown;
const alertPosts = () => client.posts('/api/alertas');

describe("the home's 'Crear alerta'", () => {
  beforeEach(() => {
    signInApplicant();
    createAnswer = () => saved;
    client.answer((call) => {
      if (call.method === 'GET' && call.path === '/api/home') return noAds;
      if (call.method === 'POST' && call.path === '/api/alertas') return createAnswer();
      throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
    });
  });

  it('saves the search on screen (terms, provinces and area) and points to Mis alertas', async () => {
    const user = userEvent.setup();
    renderHome('/home?filtro=aviso%3Adesarrollador&filtro=provincia%3A14&area=6');
    await user.click(await screen.findByRole('button', { name: ALERT_MESSAGES.create }));
    expect(await screen.findByText(ALERT_MESSAGES.created)).toBeInTheDocument();
    expect(alertPosts()).toEqual([
      { q: 'desarrollador', province: ['14'], area: 6, modalidad: null, tipoEmpleo: null, nivel: null, salarioDesde: null, discapacidad: false },
    ]);
    expect(screen.getByRole('status')).not.toHaveTextContent(ALERT_MESSAGES.withoutPublished);
    expect(screen.getByRole('link', { name: ALERT_MESSAGES.seeAlerts })).toHaveAttribute('href', '/mispostulaciones/alertas');
    // Saved once: the button goes, so a second click cannot send it again.
    expect(screen.queryByRole('button', { name: ALERT_MESSAGES.create })).toBeNull();
  });

  it('says when the applicant already has an alert with the search on screen, instead of offering another', async () => {
    client.answer((call) => {
      if (call.method === 'GET' && call.path === '/api/home') return noAds;
      if (call.method === 'GET' && call.path === '/api/aplica/marcas') return { postulados: [], alerta: 3 };
      throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
    });
    renderHome('/home?filtro=aviso%3Adesarrollador&filtro=provincia%3A14&area=6');
    expect(await screen.findByText(`${ALERT_MESSAGES.duplicate}.`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ALERT_MESSAGES.seeAlerts })).toHaveAttribute('href', '/mispostulaciones/alertas');
    expect(screen.queryByRole('button', { name: ALERT_MESSAGES.create })).toBeNull();
    expect(client.sent.find((call) => call.path === '/api/aplica/marcas')?.query).toMatchObject({ q: 'desarrollador', province: ['14'], area: 6, aviso: [] });
  });

  it("saves the facet filters on screen too, but not 'Publicado', and says so", async () => {
    const user = userEvent.setup();
    renderHome('/home?filtro=aviso%3Adesarrollador&modalidad=Remoto&tipoEmpleo=Part-time&nivel=3&salarioDesde=800000&publicado=7&discapacidad=true');
    await user.click(await screen.findByRole('button', { name: ALERT_MESSAGES.create }));
    expect(await screen.findByRole('status')).toHaveTextContent(`${ALERT_MESSAGES.created} ${ALERT_MESSAGES.withoutPublished}`);
    expect(alertPosts()).toEqual([
      { q: 'desarrollador', province: [], area: null, modalidad: 'Remoto', tipoEmpleo: 'Part-time', nivel: 3, salarioDesde: 800_000, discapacidad: true },
    ]);
  });

  it("shows the server's refusal in Spanish and keeps the button", async () => {
    createAnswer = () => {
      throw new ApiError(409, { message: ALERT_MESSAGES.limit });
    };
    const user = userEvent.setup();
    renderHome('/home?filtro=aviso%3Achofer');
    await user.click(await screen.findByRole('button', { name: ALERT_MESSAGES.create }));
    expect(await screen.findByRole('status')).toHaveTextContent(ALERT_MESSAGES.limit);
    expect(screen.getByRole('button', { name: ALERT_MESSAGES.create })).toBeEnabled();
  });

  it('is not offered without a search', async () => {
    renderHome('/home');
    expect(await screen.findByRole('heading', { name: 'Avisos publicados' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ALERT_MESSAGES.create })).toBeNull();
  });

  it('sends a visitor to log in instead, and back to the same search, saving nothing', async () => {
    signOut();
    renderHome('/home?filtro=aviso%3Achofer');
    expect(await screen.findByRole('link', { name: ALERT_MESSAGES.loginToCreate })).toHaveAttribute(
      'href',
      `/dashboard?volver=${encodeURIComponent('/home?filtro=aviso%3Achofer')}`,
    );
    expect(screen.queryByRole('button', { name: ALERT_MESSAGES.create })).toBeNull();
    expect(alertPosts()).toEqual([]);
  });
});
