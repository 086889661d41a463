import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LABEL_MESSAGES, tagKey, type ApplicationLabels as Labels, type CompanyApplicationDetail } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble, type SentCall } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApplicationLabels } = await import('./ApplicationLabels');
const { useCompanyApplication } = await import('../api/applications-api');

/** The profile's part of it: the labels of application 9 as its cached detail holds them. */
function Labelled() {
  const detail = useCompanyApplication(9).data;
  return detail ? <ApplicationLabels applicationId={9} calificacion={detail.calificacion} etiquetas={detail.etiquetas} /> : null;
}

/** Application 9's rating and tags, kept as the server would; `refuse` answers a tag with a refusal. */
function labelsServer(initial: Omit<Labels, 'id'>, refuse?: ApiError) {
  const labels = { id: 9, ...initial };
  client.answer((call: SentCall) => {
    if (call.path === '/api/empresa/aplicacion/9') return { ...labels } as unknown as CompanyApplicationDetail;
    if (call.path === '/api/empresa/etiquetas') {
      const all = ['Inglés fluido', 'Inglés básico', 'Zona sur'];
      const q = String(call.query?.q ?? '');
      return { response: all.filter((name) => tagKey(name).includes(q)).map((nombre) => ({ nombre, usos: 2 })), size: 0, total: 0 };
    }
    const body = call.body as { calificacion?: number | null; etiqueta?: string };
    if (call.path.endsWith('/calificacion')) labels.calificacion = body.calificacion ?? null;
    else if (refuse) throw refuse;
    else if (call.path.endsWith('/etiquetas')) labels.etiquetas = [...labels.etiquetas, body.etiqueta!].sort();
    else labels.etiquetas = labels.etiquetas.filter((tag) => tagKey(tag) !== tagKey(body.etiqueta!));
    return { ...labels };
  });
}

describe('ApplicationLabels: the stars', () => {
  it("is a radio group from '1 estrella' to '5 estrellas' that rates by click and by the arrow keys, and clears", async () => {
    labelsServer({ calificacion: null, etiquetas: [] });
    const user = userEvent.setup();
    render(<Labelled />);
    const group = await screen.findByRole('group', { name: 'Calificación' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => (star as HTMLInputElement).labels?.[0].textContent)).toEqual([
      '★1 estrella',
      '★2 estrellas',
      '★3 estrellas',
      '★4 estrellas',
      '★5 estrellas',
    ]);
    expect(within(group).getByRole('button', { name: 'Quitar calificación' })).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: '3 estrellas' }));
    await waitFor(() => expect(client.posts('/api/empresa/aplicacion/9/calificacion')).toEqual([{ calificacion: 3 }]));
    expect(within(group).getByRole('radio', { name: '3 estrellas' })).toBeChecked();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(client.posts('/api/empresa/aplicacion/9/calificacion')).toEqual([{ calificacion: 3 }, { calificacion: 4 }]));
    await waitFor(() => expect(within(group).getByRole('radio', { name: '4 estrellas' })).toBeChecked());
    expect(within(group).getByRole('radio', { name: '4 estrellas' })).toHaveFocus();

    await user.click(within(group).getByRole('button', { name: 'Quitar calificación' }));
    await waitFor(() => expect(client.posts('/api/empresa/aplicacion/9/calificacion')).toHaveLength(3));
    expect(client.posts('/api/empresa/aplicacion/9/calificacion')[2]).toEqual({ calificacion: null });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('radio')
          .filter((star) => (star as HTMLInputElement).checked),
      ).toEqual([]),
    );
  });

  it('rates once on a double click of the same star', async () => {
    labelsServer({ calificacion: 2, etiquetas: [] });
    const user = userEvent.setup();
    render(<Labelled />);
    await user.dblClick(await screen.findByRole('radio', { name: '5 estrellas' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '5 estrellas' })).toBeChecked());
    expect(client.posts('/api/empresa/aplicacion/9/calificacion')).toEqual([{ calificacion: 5 }]);
  });
});

describe('ApplicationLabels: the tags', () => {
  it("suggests the company's tags as typed (not the ones it carries), adds one trimmed and takes one off", async () => {
    labelsServer({ calificacion: null, etiquetas: ['Inglés básico'] });
    const user = userEvent.setup();
    const { container } = render(<Labelled />);
    const list = await screen.findByRole('list', { name: 'Etiquetas' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Inglés básico');
    const field = screen.getByRole('combobox', { name: 'Nueva etiqueta' });
    await user.type(field, '  ingles ');
    const options = () => [...container.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'));
    await waitFor(() => expect(options()).toEqual(['Inglés fluido']));
    await user.clear(field);
    await user.type(field, '  Zona   sur ');
    await user.click(screen.getByRole('button', { name: 'Agregar etiqueta' }));
    await waitFor(() => expect(client.posts('/api/empresa/aplicacion/9/etiquetas')).toEqual([{ etiqueta: 'Zona sur' }]));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Etiquetas' })).getAllByRole('listitem')).toHaveLength(2));
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Quitar la etiqueta Inglés básico' }));
    await waitFor(() => expect(client.posts('/api/empresa/aplicacion/9/etiquetas/borrar')).toEqual([{ etiqueta: 'Inglés básico' }]));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Etiquetas' })).getByRole('listitem')).toHaveTextContent('Zona sur'));
  });

  it("refuses an empty tag or one with a comma in Spanish without sending it, and shows the server's refusal", async () => {
    labelsServer({ calificacion: null, etiquetas: [] }, new ApiError(409, { message: LABEL_MESSAGES.tooManyTags }));
    const user = userEvent.setup();
    render(<Labelled />);
    expect(await screen.findByText(LABEL_MESSAGES.noTags)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar etiqueta' }));
    expect(await screen.findByText(LABEL_MESSAGES.tagRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Nueva etiqueta' }), 'uno, dos{Enter}');
    expect(await screen.findByText(LABEL_MESSAGES.tagInvalid)).toBeInTheDocument();
    expect(client.posts('/api/empresa/aplicacion/9/etiquetas')).toEqual([]);

    await user.clear(screen.getByRole('combobox', { name: 'Nueva etiqueta' }));
    await user.type(screen.getByRole('combobox', { name: 'Nueva etiqueta' }), 'Otra{Enter}');
    expect(await screen.findByText(LABEL_MESSAGES.tooManyTags)).toBeInTheDocument();
    expect(client.posts('/api/empresa/aplicacion/9/etiquetas')).toEqual([{ etiqueta: 'Otra' }]);
  });
});
