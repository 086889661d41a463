import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { questionRefusal, type AvisoSave } from '@postulate/contracts';
import { answerWizardReads, WizardStepForm } from '../test/wizard-fixtures';

// After the fixtures, which put the client double in place first.
const { ExtrasStep } = await import('./steps/ExtrasStep');

beforeEach(answerWizardReads);

const StepSix = ({ onSave }: { onSave: (save: AvisoSave) => void }) => (
  <WizardStepForm onSave={onSave}>
    <ExtrasStep />
  </WizardStepForm>
);

describe("the wizard's questions (issue 38)", () => {
  it('adds a Sí/No question with the answer the job needs and a number question with a minimum', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn<(save: AvisoSave) => void>();
    render(<StepSix onSave={onSave} />);

    await user.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
    let dialog = await screen.findByRole('dialog', { name: 'Agregamos una pregunta' });
    await user.type(within(dialog).getByRole('textbox', { name: /Pregunta/ }), '¿Tenés licencia profesional E1?');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tipo de respuesta' }), 'Sí o No');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Respuesta que el puesto necesita' }), 'Sí');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));

    await user.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
    dialog = await screen.findByRole('dialog', { name: 'Agregamos una pregunta' });
    await user.type(within(dialog).getByRole('textbox', { name: /Pregunta/ }), 'Años de experiencia con autoelevadores');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tipo de respuesta' }), 'Un número');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mínimo que el puesto necesita' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));

    const listed = within(screen.getByRole('region', { name: 'Preguntas para los postulantes' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Sí o No · Se requiere: Sí'),
      expect.stringContaining('Un número · Se requiere: 2 o más'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave.mock.calls[0][0].preguntas).toEqual([
      { pregunta: '¿Tenés licencia profesional E1?', tipo: 'si_no', respuestaRequerida: 'Sí', minimoRequerido: null },
      { pregunta: 'Años de experiencia con autoelevadores', tipo: 'numero', respuestaRequerida: null, minimoRequerido: 2 },
    ]);
  });

  it('refuses a question the law does not allow, with the reason, and adds nothing', async () => {
    const user = userEvent.setup();
    render(<StepSix onSave={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregamos una pregunta' });
    const question = within(dialog).getByRole('textbox', { name: /Pregunta/ });
    await user.type(question, '¿Tenés hijos o pensás tenerlos?');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(questionRefusal('¿Tenés hijos?')!.motivo)).toBeInTheDocument();
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Sin preguntas.')).toBeInTheDocument();
  });
});
