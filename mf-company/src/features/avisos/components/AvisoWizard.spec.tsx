import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AMOUNT_MESSAGES, COMPANY_MESSAGES, MODERATION_MESSAGES } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { useSessionStore } from '../../../../../packages/client/src/session-store';
import { signInCompany } from '../../../test/client-double';
import { answerWizardReads, client, renderWizard } from '../test/wizard-fixtures';

beforeEach(answerWizardReads);

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  await user.type(box, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** An Empresa login an administrator created without a company. */
const signInWithoutCompany = () => {
  signInCompany();
  useSessionStore.setState((state) => ({ profile: state.profile && { ...state.profile, empresa: null } }));
};

describe('AvisoWizard', () => {
  it('tells a user without a company at the start, before any step, and shows the way to create it', () => {
    renderWizard('/admin/aviso/nuevo', signInWithoutCompany);
    expect(screen.getByRole('heading', { level: 1, name: COMPANY_MESSAGES.noCompanyTitle })).toBeInTheDocument();
    expect(screen.getByText(COMPANY_MESSAGES.noCompany)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COMPANY_MESSAGES.createCompanyLink })).toHaveAttribute('href', '/admin/perfilempre');
    expect(screen.queryByRole('heading', { name: /Paso 1 de 6/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Título/ })).toBeNull();
  });

  it("validates step 1 before moving on, with the spec's messages, and lets the user go back freely", async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: COMPANY_MESSAGES.newAviso })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(COMPANY_MESSAGES.titulo)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_MESSAGES.descripcion)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Paso 1 de 6/ })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Operario/a de depósito');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Preparación de pedidos');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: /Paso 2 de 6/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(COMPANY_MESSAGES.area)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('Operario/a de depósito');
  });

  it('filters the sub-areas by the area and resets a sub-area the new area does not have', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Vigilador');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Rondas nocturnas');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { name: /Paso 2 de 6/ });

    await pick(user, /^Área/, 'Log', 'Logística');
    await pick(user, /^Subárea/, 'Dep', 'Depósito');
    expect(screen.getByRole('combobox', { name: /^Subárea/ })).toHaveValue('Depósito');
    await pick(user, /^Área/, 'Seg', 'Seguridad');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Subárea/ })).toHaveValue(''));
    const sub = screen.getByRole('combobox', { name: /^Subárea/ });
    await user.click(sub);
    expect(await screen.findByRole('option', { name: 'Vigilancia' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Depósito' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Seguridad e higiene' }));
    // A sub-area both areas share survives the change back.
    await pick(user, /^Área/, 'Log', 'Logística');
    expect(screen.getByRole('combobox', { name: /^Subárea/ })).toHaveValue('Seguridad e higiene');
  });

  it('validates every step in between when jumping ahead from the step list', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Chofer');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Reparto urbano');
    await user.click(screen.getByRole('button', { name: '4 Identificación y vacantes' }));
    // Jumping ahead validates the steps in between: step 2 is still empty.
    expect(await screen.findByText(COMPANY_MESSAGES.area)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Paso 2 de 6/ })).toBeInTheDocument();
  });
});

describe('AvisoWizard on a saved ad', () => {
  const saved = {
    titulo: 'Chofer de reparto',
    descripcion: 'Reparto urbano en CABA',
    area: 1,
    subarea: 10,
    nivel: 3,
    provincia: '02',
    localidad: '0209801001',
    direccion: null,
    notConfidential: true,
    vacantes: 2,
    modalidad: 'Presencial',
    tipoEmpleo: 'Full-time',
    genero: 'Indistinto',
    discapcidad: false,
    edadDesde: null,
    edadHasta: null,
    experiecia: null,
    experienciaEx: false,
    salarioDesde: null,
    salarioHasta: null,
    showSalario: false,
    permiteMsjDirecto: false,
    recibeMail: false,
    direccionMail: null,
    duracion: 90,
    avisoIdiomas: [],
    preguntas: [],
  };

  /** The API of ad 5 holding `aviso` (a draft unless told): it reads back and saves. */
  const answerDraft = (aviso: object, status = 'draft') =>
    client.answer(({ path, method }) => {
      if (path === '/api/empresa/aviso/5') {
        return {
          id: 5,
          status,
          publicadoEl: null,
          aviso,
          labels: { area: 'Logística', subarea: 'Depósito', nivel: 'Senior', localidad: 'Palermo' },
          preview: {},
        };
      }
      if (path === '/api/empresa/update_aviso' && method === 'POST') return { id: 5, status: 'draft', message: 'Guardado con éxito' };
      throw new ApiError(404, { message: 'No encontrado' });
    });

  it('offers 30, 60 or 90 days in step 5, starts from the saved one and saves the one chosen', async () => {
    const user = userEvent.setup();
    answerDraft(saved);
    renderWizard('/admin/aviso/5/editar');
    await user.click(await screen.findByRole('button', { name: '5 Más configuraciones' }));
    const duration = await screen.findByRole('combobox', { name: /Duración de la publicación/ });
    expect(duration).toHaveValue('90');
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['30 días', '60 días', '90 días']);
    await user.selectOptions(duration, '30 días');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(client.posts('/api/empresa/update_aviso')).toHaveLength(1));
    expect(client.posts('/api/empresa/update_aviso')[0]).toMatchObject({ id: 5, aviso: { duracion: '30' } });
  });

  it('reads salaries as Argentines write them and says, as the person types, the amount understood', async () => {
    const user = userEvent.setup();
    answerDraft({ ...saved, showSalario: true, salarioDesde: 850_000 });
    renderWizard('/admin/aviso/5/editar');
    await user.click(await screen.findByRole('button', { name: '5 Más configuraciones' }));
    const from = await screen.findByRole('textbox', { name: 'Salario desde' });
    expect(from).toHaveValue('850.000');
    expect(from).toHaveAccessibleDescription('En pesos, por ejemplo 850.000 · Entendemos $ 850.000');
    const to = screen.getByRole('textbox', { name: 'Salario hasta' });
    await user.type(to, '1.100.000');
    expect(to).toHaveAccessibleDescription('En pesos, por ejemplo 850.000 · Entendemos $ 1.100.000');
    await user.clear(to);
    await user.type(to, '850.00');
    // Nothing understood: the hint adds nothing, and checking the step says why.
    expect(to).toHaveAccessibleDescription('En pesos, por ejemplo 850.000');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AMOUNT_MESSAGES.thousands);
    expect(client.posts('/api/empresa/update_aviso')).toHaveLength(0);
    await user.clear(to);
    await user.type(to, '1.100.000');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(client.posts('/api/empresa/update_aviso')).toHaveLength(1));
    expect(client.posts('/api/empresa/update_aviso')[0]).toMatchObject({ aviso: { salarioDesde: '850.000', salarioHasta: '1.100.000' } });
  });

  it("asks for the salary range by default and refuses a vague one; 'A convenir' is the explicit choice not to publish it", async () => {
    const user = userEvent.setup();
    answerDraft({ ...saved, showSalario: true });
    renderWizard('/admin/aviso/5/editar');
    await user.click(await screen.findByRole('button', { name: '5 Más configuraciones' }));
    const aConvenir = await screen.findByRole('checkbox', { name: 'A convenir (no publicar el salario)' });
    expect(aConvenir).not.toBeChecked();
    // Neither a range nor 'A convenir': the step does not go on, and says why.
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(COMPANY_MESSAGES.salarioRequerido)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Salario desde/ }), '800.000');
    await user.type(screen.getByRole('textbox', { name: /^Salario hasta/ }), '2.000.000');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(COMPANY_MESSAGES.salarioDoble)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Paso 5 de 6/ })).toBeInTheDocument();
    // 'A convenir': the range is not asked for any more, and nothing of it is saved.
    await user.click(aConvenir);
    expect(screen.getByRole('textbox', { name: /^Salario desde/ })).toBeDisabled();
    expect(screen.queryByText(COMPANY_MESSAGES.salarioDoble)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(client.posts('/api/empresa/update_aviso')).toHaveLength(1));
    expect(client.posts('/api/empresa/update_aviso')[0]).toMatchObject({ aviso: { showSalario: false } });
  });

  it('saves a published range within twice its bottom', async () => {
    const user = userEvent.setup();
    answerDraft({ ...saved, showSalario: true });
    renderWizard('/admin/aviso/5/editar');
    await user.click(await screen.findByRole('button', { name: '5 Más configuraciones' }));
    await user.type(await screen.findByRole('textbox', { name: /^Salario desde/ }), '800.000');
    await user.type(screen.getByRole('textbox', { name: /^Salario hasta/ }), '1.600.000');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(client.posts('/api/empresa/update_aviso')).toHaveLength(1));
    expect(client.posts('/api/empresa/update_aviso')[0]).toMatchObject({ aviso: { showSalario: true, salarioDesde: '800.000', salarioHasta: '1.600.000' } });
  });

  it('says a hidden ad cannot be changed, instead of offering its steps', async () => {
    answerDraft(saved, 'hidden');
    renderWizard('/admin/aviso/5/editar');
    expect(await screen.findByText(`${MODERATION_MESSAGES.hiddenChange}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al home' })).toHaveAttribute('href', '/admin/home');
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
