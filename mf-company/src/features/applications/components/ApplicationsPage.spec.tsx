import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CompanyApplicationsPage } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble, type SentCall } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApplicationsPage } = await import('./ApplicationsPage');

const page: CompanyApplicationsPage = {
  aviso: {
    id: 5,
    titulo: 'Operario/a de depósito',
    area: 'Logística',
    subarea: 'Depósito',
    status: 'published',
    publicadoEl: '2026-03-05T15:00:00.000Z',
    permiteMsjDirecto: true,
    seguridad: false,
    requisitos: false,
    noCumplenAbiertas: 0,
  },
  response: [
    {
      id: 1,
      postuladoEl: '2026-03-06T15:00:00.000Z',
      name: 'Lucía Fernández',
      educacion: null,
      experiencia: null,
      readed: true,
      favourite: true,
      hasNewMessage: false,
      estado: 'vista',
      estadoDesde: '2026-03-07T10:00:00.000Z',
      retirada: false,
      cumpleRequisitos: null,
      calificacion: 4,
      etiquetas: ['Inglés', 'Zona sur'],
      diasSinRespuesta: null,
    },
    {
      id: 2,
      postuladoEl: '2026-03-06T16:00:00.000Z',
      name: 'Bruno Díaz',
      educacion: null,
      experiencia: null,
      readed: false,
      favourite: false,
      hasNewMessage: false,
      estado: 'nueva',
      estadoDesde: '2026-03-06T16:00:00.000Z',
      retirada: false,
      cumpleRequisitos: null,
      calificacion: null,
      etiquetas: [],
      diasSinRespuesta: 16,
    },
  ],
  size: 2,
  total: 2,
};

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin/aviso/:id/aplicaciones" element={<ApplicationsPage />} />
      </Routes>
    </MemoryRouter>,
  );

/** The company's tags in use, for the tag filter: none. */
const NO_TAGS = { response: [], size: 0, total: 0 };
const isTags = (call: SentCall) => call.path === '/api/empresa/etiquetas';

/** The ad's applications, and `exported` for the CSV. */
const server = (exported: (call: SentCall) => unknown) =>
  client.answer((call) => (call.path === '/api/empresa/aviso/5/aplicaciones' ? page : isTags(call) ? NO_TAGS : exported(call)));

describe("ApplicationsPage's 'Exportar'", () => {
  it("downloads the open tab's applications under the ticked security filters as CSV, busy meanwhile", async () => {
    let finish = () => {};
    server(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones?tab=favourites&seguridad=vigilador,clu');
    await user.click(await screen.findByRole('button', { name: 'Exportar las aplicaciones de la pestaña Favoritas a CSV' }));
    expect(client.posts('/api/empresa/report.php')).toEqual([{ idAviso: 5, tab: 'favourites', seguridad: ['vigilador', 'clu'] }]);
    expect(client.downloadFile).toHaveBeenCalledWith('/api/empresa/report.php', expect.anything(), 'postulaciones-aviso-5.csv');
    // The list was asked with the same tab and filters.
    expect(client.sent[0].query).toMatchObject({ tab: 'favourites', seguridad: 'vigilador,clu' });
    expect(screen.getByRole('button', { name: /^Exportar/ })).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Exportar/ })).toBeEnabled());
  });

  it('exports only the applications in the Estado the list is filtered by', async () => {
    server(() => undefined);
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones?estado=entrevista');
    await user.click(await screen.findByRole('button', { name: "Exportar las aplicaciones de la pestaña Todas en estado 'Entrevista' a CSV" }));
    expect(client.posts('/api/empresa/report.php')).toEqual([{ idAviso: 5, tab: 'all', seguridad: [], estado: 'entrevista' }]);
    expect(client.sent[0].query).toMatchObject({ estado: 'entrevista' });
  });

  it("exports 'Todas' by default and shows the server's refusal", async () => {
    server(() => {
      throw new ApiError(404, { message: 'El aviso no existe' });
    });
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones');
    await user.click(await screen.findByRole('button', { name: 'Exportar las aplicaciones de la pestaña Todas a CSV' }));
    expect(client.posts('/api/empresa/report.php')).toEqual([{ idAviso: 5, tab: 'all', seguridad: [] }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('El aviso no existe');
  });
});

/** The company's templates, as the server answers them. */
const templates = {
  response: [
    { id: 11, titulo: 'Preselección', texto: 'Hola, {nombre}: seguís en {aviso}.', estado: 'preseleccionada' },
    { id: 12, titulo: 'Invitación a entrevista', texto: 'Hola, {nombre}: te invitamos a una entrevista por {aviso}.', estado: 'entrevista' },
  ],
  size: 2,
  total: 2,
};

/** The ad's list, the templates, and `moved` for a change of stage. */
const withStages = (moved: (call: SentCall) => unknown, list: CompanyApplicationsPage = page) =>
  client.answer((call) => {
    if (call.path === '/api/empresa/aviso/5/aplicaciones') return list;
    if (call.path === '/api/empresa/plantillas') return templates;
    if (isTags(call)) return NO_TAGS;
    return moved(call);
  });

describe("ApplicationsPage's stages", () => {
  it('moves one applicant from the Estado column after confirming, without a message, and reads the list again', async () => {
    withStages(() => ({ id: 1, estado: 'entrevista', estadoDesde: '2026-03-08T10:00:00.000Z' }));
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones');
    const stage = await screen.findByRole('combobox', { name: 'Estado de Lucía Fernández' });
    expect(stage).toHaveValue('vista');
    expect(screen.getByText('desde el 07/03/2026')).toBeInTheDocument();
    await user.selectOptions(stage, 'Entrevista');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    expect(dialog).toHaveTextContent('Lucía Fernández pasará a Entrevista.');
    expect(client.posts('/api/empresa/aplicacion/1/estado')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(client.posts('/api/empresa/aplicacion/1/estado')).toEqual([{ estado: 'entrevista' }]));
    // On the wire: no message at all.
    expect(JSON.stringify(client.posts('/api/empresa/aplicacion/1/estado')[0])).toBe('{"estado":"entrevista"}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(client.sent.filter((call) => call.path === '/api/empresa/aviso/5/aplicaciones')).toHaveLength(2));
  });

  it('asks nothing while the arrow keys go through the stages; Enter or leaving the select asks about the one landed on', async () => {
    withStages(() => ({}));
    renderAt('/admin/aviso/5/aplicaciones');
    const stage = await screen.findByRole('combobox', { name: 'Estado de Lucía Fernández' });
    stage.focus();
    // A closed select changes its value on each arrow key, as Chromium does.
    const arrow = (value: string) => {
      fireEvent.keyDown(stage, { key: 'ArrowDown' });
      fireEvent.change(stage, { target: { value } });
    };
    arrow('preseleccionada');
    arrow('entrevista');
    expect(stage).toHaveValue('entrevista');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(stage, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Cambiar estado' })).toHaveTextContent('Lucía Fernández pasará a Entrevista.');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(stage).toHaveValue('vista');

    // Escape goes back without asking; leaving after the arrows asks.
    arrow('finalista');
    fireEvent.keyDown(stage, { key: 'Escape' });
    expect(stage).toHaveValue('vista');
    arrow('finalista');
    fireEvent.blur(stage);
    expect(await screen.findByRole('dialog', { name: 'Cambiar estado' })).toHaveTextContent('Lucía Fernández pasará a Finalista.');
    expect(client.sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the message a template filled and the recruiter edited, with the move', async () => {
    withStages(() => ({ id: 2, estado: 'entrevista', estadoDesde: '2026-03-08T10:00:00.000Z' }));
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado de Bruno Díaz' }), 'Entrevista');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    expect(within(dialog).getByRole('group', { name: 'Enviar un mensaje al postulante (opcional)' })).toBeInTheDocument();
    // The template for the stage comes first, under its own heading.
    const picker = within(dialog).getByRole('combobox', { name: 'Plantilla' });
    await waitFor(() => expect(within(picker).getByRole('group', { name: 'Para Entrevista' })).toHaveTextContent('Invitación a entrevista'));
    await user.selectOptions(picker, 'Invitación a entrevista');
    const box = within(dialog).getByRole('textbox', { name: 'Mensaje' });
    expect(box).toHaveValue('Hola, {nombre}: te invitamos a una entrevista por {aviso}.');
    await user.type(box, ' El lunes a las 10.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(client.posts('/api/empresa/aplicacion/2/estado')).toEqual([
        { estado: 'entrevista', mensaje: 'Hola, {nombre}: te invitamos a una entrevista por {aviso}. El lunes a las 10.' },
      ]),
    );
  });

  it("'Cancelar' leaves the applicant where they were; an ad without direct messages offers no message", async () => {
    withStages(() => ({}), { ...page, aviso: { ...page.aviso, permiteMsjDirecto: false } });
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado de Lucía Fernández' }), 'Finalista');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('el estado cambia sin mensaje');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado de Lucía Fernández' })).toHaveValue('vista');
    expect(client.sent.filter((call) => call.method === 'POST')).toEqual([]);
    expect(client.sent.some((call) => call.path === '/api/empresa/plantillas')).toBe(false);
  });

  it('moves the ticked applicants at once with a template, saying how many', async () => {
    withStages((call) => ({
      response: (call.body as { ids: number[] }).ids.map((id) => ({ id, estado: 'preseleccionada', estadoDesde: '2026-03-08T10:00:00.000Z' })),
      size: 2,
      total: 2,
    }));
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones');
    await user.click(await screen.findByRole('checkbox', { name: 'Elegir a Lucía Fernández' }));
    await user.click(screen.getByRole('checkbox', { name: 'Elegir a Bruno Díaz' }));
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    expect(dialog).toHaveTextContent('Se moverán 2 postulaciones a Preseleccionada.');
    const picker = within(dialog).getByRole('combobox', { name: 'Plantilla' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Preselección' })).toBeInTheDocument());
    await user.selectOptions(picker, 'Preselección');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(client.posts('/api/empresa/aplicaciones/estado')).toEqual([
        { ids: [1, 2], estado: 'preseleccionada', mensaje: 'Hola, {nombre}: seguís en {aviso}.' },
      ]),
    );
    // Done: the dialog closes and the choice is emptied.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Cambiar el estado de las seleccionadas' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows under the message the server's refusal of it, and moves nothing", async () => {
    withStages(() => {
      throw new ApiError(400, {
        message: 'Con el nombre del postulante y el título del aviso, el mensaje supera los 250 caracteres: acortalo',
        field: 'mensaje',
      });
    });
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado de Lucía Fernández' }), 'Preseleccionada');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mensaje' }), 'Hola, {{nombre}');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('el mensaje supera los 250 caracteres');
    expect(within(dialog).getByRole('textbox', { name: 'Mensaje' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Estado de Lucía Fernández' })).toHaveValue('vista');
  });

  it('filters by stage from the address and the Estado select', async () => {
    client.answer((call) => (isTags(call) ? NO_TAGS : call.query?.estado === 'descartada' ? { ...page, response: [], size: 0, total: 0 } : page));
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones?estado=vista');
    const filter = await screen.findByRole('combobox', { name: 'Estado' });
    expect(filter).toHaveValue('vista');
    expect(client.sent[0].query).toMatchObject({ estado: 'vista' });
    await user.selectOptions(filter, 'Descartada');
    expect(await screen.findByText("Ninguna aplicación de esta pestaña está en 'Descartada'.")).toBeInTheDocument();
  });

  it("discards the ticked applicants with 'Descartar', and keeps the choice when the server refuses", async () => {
    withStages(() => {
      throw new ApiError(404, { message: 'Alguna de las postulaciones no existe o no es de un aviso de tu empresa: no se cambió ninguna' });
    });
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones');
    await user.click(await screen.findByRole('checkbox', { name: 'Elegir a Lucía Fernández' }));
    await user.click(screen.getByRole('checkbox', { name: 'Elegir a Bruno Díaz' }));
    const bar = screen.getByRole('group', { name: 'Cambiar el estado de las seleccionadas' });
    expect(bar).toHaveTextContent('2 seleccionadas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mover a' }), 'Descartada');
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar postulaciones' });
    expect(dialog).toHaveTextContent('Se descartarán 2 postulaciones.');
    expect(within(dialog).getByRole('group', { name: 'Enviar un mensaje a cada postulante (opcional)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(client.posts('/api/empresa/aplicaciones/estado')).toEqual([{ ids: [1, 2], estado: 'descartada' }]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('no se cambió ninguna');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    // Nothing moved: the choice stays for another try.
    expect(screen.getByRole('group', { name: 'Cambiar el estado de las seleccionadas' })).toHaveTextContent('2 seleccionadas');
  });
});

/** Where 'Ver perfil' led. */
function OpenedProfile() {
  const { pathname, search } = useLocation();
  return <p>Perfil abierto: {`${pathname}${search}`}</p>;
}

describe("ApplicationsPage's search and order", () => {
  const listCalls = () => client.sent.filter((call) => call.path === '/api/empresa/aviso/5/aplicaciones');

  it('searches by name or e-mail and sorts on the server, keeping both in the address and in the profile it opens', async () => {
    server(() => undefined);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin/aviso/5/aplicaciones?tab=unread']}>
        <Routes>
          <Route path="/admin/aviso/:id/aplicaciones" element={<ApplicationsPage />} />
          <Route path="/admin/aviso/:id/aplicaciones/:applicationId" element={<OpenedProfile />} />
        </Routes>
      </MemoryRouter>,
    );
    const box = await screen.findByRole('searchbox', { name: 'Buscar' });
    await user.type(box, '  lucia@correo.test {Enter}');
    await waitFor(() => expect(listCalls().at(-1)?.query).toMatchObject({ tab: 'unread', q: 'lucia@correo.test', page: 1 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar' }), 'Por estado');
    await waitFor(() => expect(listCalls().at(-1)?.query).toMatchObject({ tab: 'unread', q: 'lucia@correo.test', orden: 'estado' }));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('lucia@correo.test');

    // 'Ver perfil' carries the same filter and order, for the profile's 'Anterior' and 'Siguiente'.
    await user.click(screen.getAllByRole('button', { name: 'Ver perfil de Lucía Fernández' })[0]);
    expect(await screen.findByText('Perfil abierto: /admin/aviso/5/aplicaciones/1?tab=unread&q=lucia%40correo.test&orden=estado')).toBeInTheDocument();
  });

  it('reads the search and order from the address', async () => {
    server(() => undefined);
    renderAt('/admin/aviso/5/aplicaciones?q=bruno&orden=antiguas');
    expect(await screen.findByRole('searchbox', { name: 'Buscar' })).toHaveValue('bruno');
    expect(screen.getByRole('combobox', { name: 'Ordenar' })).toHaveValue('antiguas');
    expect(listCalls()[0].query).toMatchObject({ q: 'bruno', orden: 'antiguas' });
  });
});

describe("ApplicationsPage's requirements (issue 38)", () => {
  /** An ad whose questions ask for answers: Lucía meets them, Bruno does not. */
  const screened: CompanyApplicationsPage = {
    ...page,
    aviso: { ...page.aviso, requisitos: true, noCumplenAbiertas: 1 },
    response: [
      { ...page.response[0], cumpleRequisitos: true },
      { ...page.response[1], cumpleRequisitos: false },
    ],
  };

  it("shows 'Cumple requisitos' / 'No cumple' in words, filters by it and keeps it in the address", async () => {
    client.answer(() => screened);
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Requisitos' })).toBeInTheDocument();
    expect(within(table).getByText('Cumple requisitos')).toBeInTheDocument();
    expect(within(table).getByText('No cumple')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Requisitos' }), 'No cumple');
    await waitFor(() => expect(client.sent.at(-1)?.query).toMatchObject({ requisitos: 'no_cumple' }));
  });

  it('offers no requirement column or filter on an ad that asks for none', async () => {
    client.answer(() => page);
    renderAt('/admin/aviso/5/aplicaciones');
    await screen.findByRole('table');
    expect(screen.queryByRole('columnheader', { name: 'Requisitos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Requisitos' })).not.toBeInTheDocument();
  });

  it('discards everyone who does not meet them in one confirmed step, and says how many', async () => {
    const unqualified = { ...screened, response: [screened.response[1]], total: 1 };
    client.answer((call) =>
      call.path === '/api/empresa/aviso/5/aplicaciones/descartar-no-cumplen'
        ? { descartadas: 1, message: 'Se descartó 1 postulación que no cumple los requisitos' }
        : unqualified,
    );
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones?requisitos=no_cumple');
    await user.click(await screen.findByRole('button', { name: 'Descartar a quienes no cumplen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Descartar a quienes no cumplen' });
    expect(dialog).toHaveTextContent('Se va a descartar 1 postulación abierta que no cumple los requisitos del aviso');
    expect(client.posts('/api/empresa/aviso/5/aplicaciones/descartar-no-cumplen')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Se descartó 1 postulación que no cumple los requisitos')).toBeInTheDocument();
    expect(client.posts('/api/empresa/aviso/5/aplicaciones/descartar-no-cumplen')).toHaveLength(1);
  });
});

describe("ApplicationsPage's stars and tags", () => {
  const listCalls = () => client.sent.filter((call) => call.path === '/api/empresa/aviso/5/aplicaciones');
  const tagsServer = (exported: (call: SentCall) => unknown = () => undefined) =>
    client.answer((call) => {
      if (call.path === '/api/empresa/aviso/5/aplicaciones') return page;
      if (call.path === '/api/empresa/etiquetas') return { response: [{ nombre: 'Inglés', usos: 3 }], size: 1, total: 1 };
      return exported(call);
    });

  it("shows each row's stars in words and its tags", async () => {
    tagsServer();
    renderAt('/admin/aviso/5/aplicaciones');
    const table = await screen.findByRole('table', { name: 'Aplicaciones: Todas' });
    const [, lucia, bruno] = within(table).getAllByRole('row');
    expect(lucia).toHaveTextContent('4 estrellas');
    expect(lucia).toHaveTextContent('Etiquetas: InglésZona sur');
    expect(bruno).toHaveTextContent('Sin calificar');
  });

  it('filters by minimum stars and by a tag, in the address, the list, the profile it opens and the export', async () => {
    tagsServer();
    const user = userEvent.setup();
    const { container } = renderAt('/admin/aviso/5/aplicaciones');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Calificación' }), '3 estrellas o más');
    await waitFor(() => expect(listCalls().at(-1)?.query).toMatchObject({ calificacion: 3 }));
    const tag = screen.getByRole('combobox', { name: 'Etiqueta' });
    // The company's tags in use are offered.
    await waitFor(() => expect([...container.querySelectorAll('#cmp-tag-filter option')].map((option) => option.getAttribute('value'))).toEqual(['Inglés']));
    await user.type(tag, ' Inglés {Enter}');
    await waitFor(() => expect(listCalls().at(-1)?.query).toMatchObject({ calificacion: 3, etiqueta: 'Inglés' }));
    await user.click(screen.getByRole('button', { name: /^Exportar/ }));
    expect(client.posts('/api/empresa/report.php')).toEqual([{ idAviso: 5, tab: 'all', seguridad: [], calificacion: 3, etiqueta: 'Inglés' }]);

    await user.click(screen.getByRole('button', { name: 'Quitar el filtro de la etiqueta Inglés' }));
    await waitFor(() => expect(listCalls().at(-1)?.query).toMatchObject({ calificacion: 3, etiqueta: undefined }));
  });

  it("sorts by rating with 'Mejor calificadas primero'", async () => {
    tagsServer();
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones?calificacion=9&etiqueta=');
    // An address beyond the rules filters nothing.
    await waitFor(() => expect(listCalls()[0].query).toMatchObject({ calificacion: undefined, etiqueta: undefined }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Ordenar' }), 'Mejor calificadas primero');
    await waitFor(() => expect(listCalls().at(-1)?.query).toMatchObject({ orden: 'calificacion' }));
  });
});

describe("ApplicationsPage's 'Días sin respuesta' (issue 39)", () => {
  const withDays = (lucia: number | null, bruno: number | null) => ({
    ...page,
    response: [
      { ...page.response[0], diasSinRespuesta: lucia },
      { ...page.response[1], diasSinRespuesta: bruno },
    ],
  });
  const serve = (answer: typeof page) => client.answer((call) => (call.path === '/api/empresa/aviso/5/aplicaciones' ? answer : NO_TAGS));

  it('shows the days each application waits, marking 7+ and 15+ in words, and a dash once answered', async () => {
    serve(withDays(3, 16));
    renderAt('/admin/aviso/5/aplicaciones');
    const table = await screen.findByRole('table', { name: 'Aplicaciones: Todas' });
    expect(within(table).getByRole('columnheader', { name: 'Días sin respuesta' })).toBeInTheDocument();
    const [, lucia, bruno] = within(table).getAllByRole('row');
    expect(lucia).toHaveTextContent('3 días sin respuesta');
    expect(lucia).not.toHaveTextContent('+ días');
    expect(bruno).toHaveTextContent('15+ días sin respuesta (16 días)');
  });

  it('marks 7 days and more apart from 15, and shows nothing waiting for an answered one', async () => {
    serve(withDays(null, 7));
    renderAt('/admin/aviso/5/aplicaciones');
    const table = await screen.findByRole('table', { name: 'Aplicaciones: Todas' });
    const [, lucia, bruno] = within(table).getAllByRole('row');
    expect(lucia).not.toHaveTextContent('sin respuesta');
    expect(bruno).toHaveTextContent('7+ días sin respuesta (7 días)');
  });

  it('shows the days on the cards at 360 px too', async () => {
    const width = window.innerWidth;
    window.innerWidth = 360;
    try {
      serve(withDays(0, 21));
      renderAt('/admin/aviso/5/aplicaciones');
      await screen.findByText('Menos de 1 día sin respuesta');
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByText('15+ días sin respuesta')).toBeInTheDocument();
      expect(screen.getAllByText('Días sin respuesta').length).toBeGreaterThan(0);
    } finally {
      window.innerWidth = width;
    }
  });
});
