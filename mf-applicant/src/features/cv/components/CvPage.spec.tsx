import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { CUIL_MESSAGES, CV_MESSAGES, emptyCvSections, type Cv, type CvResponse, type CvSaveInput } from '@postulate/contracts';
import { clientDouble, signInApplicant, type SentCall } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApiError, useSessionStore } = client.module;
const { CvPage } = await import('./CvPage');

// jsdom's Blob has no arrayBuffer(); its FileReader reads the same bytes.
Blob.prototype.arrayBuffer ??= function (this: Blob) {
  return new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(this);
  });
};
const { useUnsavedForms } = await import('../stores/unsaved-forms');
const { applicantKeys, applicantQueries } = await import('../../common/api/applicant-queries');

const CV: Cv = {
  ...emptyCvSections(),
  name: 'María José Ñúñez',
  fecha: '15/03/1990',
  nationality: 'Argentina',
  dni: '1234567',
  cuit: '20123456786',
  maritalStatus: 'Solter@',
  tel: '1145678900',
  mail: 'maria@correo.test',
  direction: 'Av. Santa Fe 3200',
  province: '02',
  location: { id: '0209801001', label: 'Palermo' },
  fotoPerfil: null,
  languages: [{ id: 'l1', description: 'Portugués', levelOral: 'Basico', levelWritten: 'Basico' }],
};

/**
 * GET answers the server's CV (`stored` at `version`, changed through the returned object, as
 * another tab would); a save answers `save` (default: accepted with the next version).
 */
function api(stored: Cv | null, version: number, save?: (call: SentCall) => unknown) {
  const server = { stored, version };
  client.answer((call) => {
    if (call.method === 'GET') return { id: 7, version: server.version, cv: server.stored, updatedAt: null } satisfies CvResponse;
    if (save) return save(call);
    const body = call.body as CvSaveInput;
    return { id: 7, version: body.version + 1, cv: body.cv as Cv, updatedAt: '2026-03-02T12:00:00.000Z' } satisfies CvResponse;
  });
  return server;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      {/* A link of the shell's top bar. */}
      <Link to="/mispostulaciones">Mis Postulaciones</Link>
      <Routes>
        <Route path="/micv/*" element={<CvPage />} />
        <Route path="/mispostulaciones" element={<h1>Tus postulaciones</h1>} />
      </Routes>
    </MemoryRouter>,
  );

/** A server answer the test gives when it wants: a double click arrives while the first save is on its way. */
function slowAnswer() {
  let resolve!: (response: CvResponse) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<CvResponse>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** The text next to 'Guardar datos personales', where the person is looking when they click it. */
const saveOutcome = () => screen.getByRole('button', { name: 'Guardar datos personales' }).closest('.pl-actions') as HTMLElement;

/** Starts with the bytes of a PNG: the browser's first check passes, as it would for a real photo. */
const pngLookingFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'foto.png', { type: 'image/png' });

describe('Mi CV', () => {
  beforeEach(() => {
    signInApplicant();
    useUnsavedForms.setState({ unsaved: {} });
    // jsdom has no object URLs; the preview only needs one to exist.
    URL.createObjectURL = () => 'blob:foto';
    URL.revokeObjectURL = () => undefined;
  });

  it('asks for the personal data first, with every rule of the tab', async () => {
    api(null, 0);
    renderAt('/micv/formacion');
    expect(await screen.findByText(CV_MESSAGES.personalFirst)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Datos personales' }));
    await userEvent.type(screen.getByLabelText(/Nombre y apellido/), 'Ana');
    await userEvent.type(screen.getByLabelText(/Teléfono/), '12345');
    await userEvent.type(screen.getByLabelText(/Dirección/), 'Calle');
    await userEvent.type(screen.getByLabelText(/Cuil/), '20123456785');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos personales' }));
    for (const message of [
      CV_MESSAGES.nameMin,
      CV_MESSAGES.dateRequired,
      CV_MESSAGES.nationalityRequired,
      CV_MESSAGES.maritalStatusRequired,
      CUIL_MESSAGES.checkDigit,
      CV_MESSAGES.telMin,
      CV_MESSAGES.directionMin,
      CV_MESSAGES.provinceRequired,
      CV_MESSAGES.localityRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(client.posts('/api/cv/update/7')).toEqual([]);
  });

  it('refuses a photo that is not PNG or JPEG before sending anything', async () => {
    api(CV, 3);
    renderAt('/micv');
    const input = await screen.findByLabelText('Foto de perfil');
    await userEvent.upload(input, new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByText(CV_MESSAGES.photoType)).toBeInTheDocument();
  });

  it('refuses a text file renamed .png under the photo field, never showing it as a broken image', async () => {
    api(CV, 3);
    renderAt('/micv');
    const input = await screen.findByLabelText('Foto de perfil');
    await userEvent.upload(input, new File(['hola, no soy una imagen'], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByText(CV_MESSAGES.photoType)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Tu foto de perfil' })).not.toBeInTheDocument();
    expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument();
  });

  it("shows the outcome of 'Guardar datos personales' at its button and keeps every digit of a pasted Cuil", async () => {
    api(CV, 3);
    renderAt('/micv');
    const cuil = await screen.findByLabelText(/Cuil/);
    expect(cuil).toHaveValue('20-12345678-6');
    await userEvent.clear(cuil);
    await userEvent.paste(' 20 - 12345678 - 6 ');
    expect(cuil).toHaveValue('20-12345678-6');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos personales' }));
    expect(await within(saveOutcome()).findByText('Guardado con éxito')).toBeInTheDocument();
    expect((client.posts('/api/cv/update/7')[0] as CvSaveInput).cv.cuit).toBe('20123456786');
    // One place only: no banner above the tabs.
    expect(screen.getAllByText('Guardado con éxito')).toHaveLength(1);
  });

  it('puts a field the server refused beside it, focused, and says at the button that nothing was saved', async () => {
    api(CV, 3, () => {
      throw new ApiError(400, { message: 'El teléfono no es válido', field: 'cv.tel', errors: [{ field: 'cv.tel', message: 'El teléfono no es válido' }] });
    });
    renderAt('/micv');
    await userEvent.type(await screen.findByLabelText(/Teléfono/), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos personales' }));
    expect(await within(saveOutcome()).findByText(CV_MESSAGES.nothingSaved)).toBeInTheDocument();
    const tel = screen.getByLabelText(/Teléfono/);
    expect(tel).toHaveAccessibleDescription('El teléfono no es válido');
    expect(tel).toHaveFocus();
  });

  it('shows a photo the server refused under the photo field, drops its preview and says nothing was saved', async () => {
    api(CV, 3, () => {
      throw new ApiError(400, { message: CV_MESSAGES.photoUnreadable, field: 'file', errors: [{ field: 'file', message: CV_MESSAGES.photoUnreadable }] });
    });
    renderAt('/micv');
    await userEvent.type(await screen.findByLabelText(/Dirección/), ' 1');
    await userEvent.upload(screen.getByLabelText('Foto de perfil'), pngLookingFile());
    expect(await screen.findByRole('img', { name: 'Tu foto de perfil' })).toHaveAttribute('src', 'blob:foto');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos personales' }));
    expect(await within(saveOutcome()).findByText(CV_MESSAGES.nothingSaved)).toBeInTheDocument();
    const photo = screen.getByLabelText('Foto de perfil');
    expect(photo).toHaveAccessibleDescription(expect.stringContaining(CV_MESSAGES.photoUnreadable));
    expect(photo).toHaveFocus();
    expect(screen.queryByRole('img', { name: 'Tu foto de perfil' })).not.toBeInTheDocument();
    // The other edit is still in the form, to save again.
    expect(screen.getByLabelText(/Dirección/)).toHaveValue(`${CV.direction} 1`);
  });

  it("sends a double-clicked 'Guardar datos personales' once", async () => {
    const answer = slowAnswer();
    api(CV, 3, () => answer.promise);
    renderAt('/micv');
    await userEvent.type(await screen.findByLabelText(/Teléfono/), '1');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Guardar datos personales' }));
    answer.resolve({ id: 7, version: 4, cv: { ...CV, tel: `${CV.tel}1` }, updatedAt: null });
    expect(await within(saveOutcome()).findByText('Guardado con éxito')).toBeInTheDocument();
    expect(client.posts('/api/cv/update/7')).toHaveLength(1);
  });

  it('asks before unsaved edits are left by a tab, a link or a reload, and not once they are saved', async () => {
    api(CV, 3);
    renderAt('/micv');
    await userEvent.type(await screen.findByLabelText(/Teléfono/), '1');

    await userEvent.click(screen.getByRole('tab', { name: 'Formación académica' }));
    const dialog = screen.getByRole('alertdialog', { name: CV_MESSAGES.unsavedTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('tab', { name: 'Datos personales', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/Teléfono/)).toHaveValue(`${CV.tel}1`);

    await userEvent.click(screen.getByRole('link', { name: 'Mis Postulaciones' }));
    expect(screen.getByRole('alertdialog', { name: CV_MESSAGES.unsavedTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('heading', { name: 'Tus postulaciones' })).not.toBeInTheDocument();

    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('tab', { name: 'Formación académica' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('tab', { name: 'Formación académica', selected: true })).toBeInTheDocument();

    // Saved edits leave without a question.
    await userEvent.click(screen.getByRole('tab', { name: 'Datos personales' }));
    await userEvent.type(await screen.findByLabelText(/Teléfono/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos personales' }));
    await within(saveOutcome()).findByText('Guardado con éxito');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Mis Postulaciones' }));
    expect(await screen.findByRole('heading', { name: 'Tus postulaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('adds a card in a modal, saving the whole CV with the version it was read at', async () => {
    api(CV, 3);
    renderAt('/micv/formacion');
    const idiomas = await screen.findByRole('region', { name: 'Idiomas' });
    await userEvent.click(within(idiomas).getByRole('button', { name: 'Agregar idioma' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar idioma' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(CV_MESSAGES.languageMin)).toBeInTheDocument();
    expect(within(dialog).getByText(CV_MESSAGES.levelOralRequired)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Idioma/), 'Inglés');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Nivel oral/), 'Avanzado');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Nivel escrito/), 'Intermedio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agregar idioma' })).not.toBeInTheDocument());
    const [saved] = client.posts('/api/cv/update/7') as CvSaveInput[];
    expect(saved.version).toBe(3);
    expect(saved.cv.name).toBe(CV.name);
    expect(saved.cv.languages).toEqual([CV.languages[0], { id: expect.any(String), description: 'Inglés', levelOral: 'Avanzado', levelWritten: 'Intermedio' }]);
    expect(within(idiomas).getByText('Inglés')).toBeInTheDocument();
    expect(screen.getAllByText('Guardado con éxito').length).toBeGreaterThan(0);
    expect(useSessionStore.getState().profile?.postulante?.cv.name).toBe(CV.name);
  });

  it("keeps a refused card in its dialog, with the server's reason, and sends a double click once", async () => {
    const answer = slowAnswer();
    api(CV, 3, () => answer.promise);
    renderAt('/micv/formacion');
    const idiomas = await screen.findByRole('region', { name: 'Idiomas' });
    await userEvent.click(within(idiomas).getByRole('button', { name: 'Agregar idioma' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar idioma' });
    await userEvent.type(within(dialog).getByLabelText(/Idioma/), 'Inglés');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Nivel oral/), 'Avanzado');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Nivel escrito/), 'Intermedio');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Guardar' }));
    answer.reject(new ApiError(400, { message: 'No se pudo guardar el idioma' }));

    expect(await within(dialog).findByText('No se pudo guardar el idioma')).toBeInTheDocument();
    expect(client.posts('/api/cv/update/7')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Agregar idioma' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Idioma/)).toHaveValue('Inglés');
    expect(within(idiomas).queryByText('Inglés')).not.toBeInTheDocument();
  });

  it('deletes a card after confirmation', async () => {
    api(CV, 3);
    renderAt('/micv/formacion');
    // The stored 'Basico' reads with its accent.
    expect(await screen.findByText('Oral: Básico · Escrito: Básico')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Portugués' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(client.posts('/api/cv/update/7')).toHaveLength(1));
    expect((client.posts('/api/cv/update/7')[0] as CvSaveInput).cv.languages).toEqual([]);
    await waitFor(() => expect(screen.queryByText('Portugués')).not.toBeInTheDocument());
  });

  it('tells the user to reload when another tab saved first, and reloads', async () => {
    const server = api(CV, 3, () => {
      throw new ApiError(409, { message: CV_MESSAGES.staleVersion });
    });
    renderAt('/micv/formacion');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Portugués' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(CV_MESSAGES.staleVersion)).toBeInTheDocument();
    // Nothing was saved: the card is still there.
    expect(screen.getByText('Portugués')).toBeInTheDocument();

    Object.assign(server, { stored: { ...CV, languages: [] }, version: 4 });
    await userEvent.click(screen.getByRole('button', { name: 'Recargar mi CV' }));
    await waitFor(() => expect(screen.queryByText('Portugués')).not.toBeInTheDocument());
    expect(applicantQueries.getQueryData<CvResponse>(applicantKeys.cv(7))?.version).toBe(4);
    expect(screen.queryByText(CV_MESSAGES.staleVersion)).not.toBeInTheDocument();
  });

  it('asks for the date of a ticked security box only', async () => {
    api(CV, 3);
    renderAt('/micv/seguridad');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'CLU' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Analítico' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar experiencia en seguridad' }));
    expect(await screen.findAllByText(CV_MESSAGES.securityDateRequired)).toHaveLength(1);
    expect(client.posts('/api/cv/update/7')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Fecha de CLU/), '10052023');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar experiencia en seguridad' }));
    await waitFor(() => expect(client.posts('/api/cv/update/7')).toHaveLength(1));
    expect((client.posts('/api/cv/update/7')[0] as CvSaveInput).cv.seguridad).toMatchObject({ clu: true, cluDate: '10/05/2023', analitico: true });
  });
});
