import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageTemplate } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { MessageTemplatesDialog } = await import('./MessageTemplatesDialog');

const preseleccion: MessageTemplate = { id: 1, titulo: 'Preselección', texto: 'Hola, {nombre}: seguís en {aviso}.', estado: 'preseleccionada' };

/** The company's templates, kept as the server would; `refuse` answers a write with that refusal. */
function templatesServer(initial: MessageTemplate[], refuse?: ApiError) {
  let templates = [...initial];
  client.answer((call) => {
    if (call.method === 'GET') return { response: templates, size: templates.length, total: templates.length };
    if (refuse) throw refuse;
    const body = call.body as Omit<MessageTemplate, 'id'>;
    if (call.path === '/api/empresa/plantillas') {
      const added = { id: 7, ...body };
      templates = [...templates, added];
      return added;
    }
    const id = Number(call.path.split('/')[3]);
    if (call.path.endsWith('/borrar')) {
      templates = templates.filter((template) => template.id !== id);
      return undefined;
    }
    templates = templates.map((template) => (template.id === id ? { id, ...body } : template));
    return { id, ...body };
  });
}

describe('MessageTemplatesDialog', () => {
  it('lists the templates with their stage and adds one', async () => {
    templatesServer([preseleccion]);
    const user = userEvent.setup();
    render(<MessageTemplatesDialog open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Plantillas de mensajes' });
    expect(await within(dialog).findByText('1 de 20 plantillas')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('PreselecciónPara Preseleccionada');

    await user.click(within(dialog).getByRole('button', { name: 'Agregar plantilla' }));
    const form = within(dialog).getByRole('form', { name: 'Nueva plantilla' });
    await user.click(within(form).getByRole('button', { name: 'Guardar plantilla' }));
    expect(await within(form).findByText('Escribí un título para la plantilla')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Título/ }), 'Documentación');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Para el estado' }), 'Entrevista');
    await user.type(within(form).getByRole('textbox', { name: /Texto/ }), 'Traé tu DNI, {{nombre}.');
    await user.click(within(form).getByRole('button', { name: 'Guardar plantilla' }));
    await waitFor(() =>
      expect(client.posts('/api/empresa/plantillas')).toEqual([{ titulo: 'Documentación', texto: 'Traé tu DNI, {nombre}.', estado: 'entrevista' }]),
    );
    expect(await within(dialog).findByText('2 de 20 plantillas')).toBeInTheDocument();
  });

  it("changes one ('Cualquier estado' is null) and deletes one after asking", async () => {
    templatesServer([preseleccion]);
    const user = userEvent.setup();
    render(<MessageTemplatesDialog open onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Editar la plantilla Preselección' }));
    const form = screen.getByRole('form', { name: 'Editar la plantilla Preselección' });
    expect(within(form).getByRole('combobox', { name: 'Para el estado' })).toHaveValue('preseleccionada');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Para el estado' }), 'Cualquier estado');
    await user.click(within(form).getByRole('button', { name: 'Guardar plantilla' }));
    await waitFor(() =>
      expect(client.posts('/api/empresa/plantillas/1')).toEqual([{ titulo: 'Preselección', texto: 'Hola, {nombre}: seguís en {aviso}.', estado: null }]),
    );

    await user.click(await screen.findByRole('button', { name: 'Eliminar la plantilla Preselección' }));
    await user.click(within(screen.getByRole('group', { name: '¿Eliminar la plantilla Preselección?' })).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Todavía no hay plantillas: agregá la primera.')).toBeInTheDocument();
  });

  it('shows the refusal when the company already has 20', async () => {
    templatesServer([preseleccion], new ApiError(409, { message: 'Podés tener hasta 20 plantillas: borrá alguna para agregar otra' }));
    const user = userEvent.setup();
    render(<MessageTemplatesDialog open onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Agregar plantilla' }));
    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Otra');
    await user.type(screen.getByRole('textbox', { name: /Texto/ }), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Guardar plantilla' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Podés tener hasta 20 plantillas');
  });
});
