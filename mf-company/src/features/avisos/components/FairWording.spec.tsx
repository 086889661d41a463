import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAIR_WORDING_MESSAGES, type AvisoSave } from '@postulate/contracts';
import { answerWizardReads, renderWizard, WizardStepForm } from '../test/wizard-fixtures';

// After the fixtures, which put the client double in place first.
const { ConditionsStep } = await import('./steps/ConditionsStep');

beforeEach(answerWizardReads);

/** The live region under a field holding the word check's findings. */
const findingsShowing = (text: RegExp) => screen.findByText(text, {}, { timeout: 3000 });

describe("the wizard's word check (fair wording)", () => {
  it('warns about a title in one gender as the company types, and offers the neutral form', async () => {
    const user = userEvent.setup();
    renderWizard();
    const title = screen.getByRole('textbox', { name: /Título/ });
    await user.type(title, 'Vendedora para local');
    expect(await findingsShowing(/Nombra el puesto en un solo género/)).toBeInTheDocument();
    const hints = screen.getAllByRole('status').find((region) => within(region).queryByText(/Nombra el puesto/));
    expect(hints).toHaveAttribute('aria-live', 'polite');
    expect(within(hints!).getByText('«Vendedora»')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Usar «Vendedor/a»' }));
    expect(title).toHaveValue('Vendedor/a para local');
    await waitFor(() => expect(screen.queryByText(/Nombra el puesto en un solo género/)).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('warns about the description, and never blocks going on', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Recepcionista');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Excelente presencia, menor de 35, que viva en zona norte.');
    expect(await findingsShowing(/Pide rasgos físicos/)).toBeInTheDocument();
    expect(screen.getByText(/Pone un límite de edad/)).toBeInTheDocument();
    expect(screen.getByText(/Exige vivir en un lugar determinado/)).toBeInTheDocument();
    // A description finding has no one-click replacement: it needs rewriting.
    expect(screen.queryByRole('button', { name: /^Usar/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: /Paso 2 de 6/ })).toBeInTheDocument();
  });
});

/** Step 5 over a form whose other steps are already valid, as the wizard has it by then. */
const StepFive = ({ onSave }: { onSave: (save: AvisoSave) => void }) => (
  <WizardStepForm onSave={onSave}>
    <ConditionsStep />
  </WizardStepForm>
);

describe("step 5: 'Género' and the ages", () => {
  it("starts on 'Indistinto' and asks nothing more", () => {
    render(<StepFive onSave={() => undefined} />);
    expect(screen.getByRole('combobox', { name: /Género/ })).toHaveValue('Indistinto');
    expect(screen.queryByText(FAIR_WORDING_MESSAGES.requirementRule, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Motivo del requisito/ })).not.toBeInTheDocument();
  });

  it('names the rule and asks for the reason when another gender is chosen', async () => {
    const user = userEvent.setup();
    const saved: AvisoSave[] = [];
    render(<StepFive onSave={(save) => saved.push(save)} />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Género/ }), 'Femenino');
    expect(screen.getByText(/La Ley 23\.592 y la Resolución 11-E\/2018 del Ministerio de Trabajo prohíben/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(FAIR_WORDING_MESSAGES.motivoRequired)).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Motivo del requisito/ }), 'Acompañante en vestuario femenino.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ genero: 'Femenino', motivoRequisito: 'Acompañante en vestuario femenino.' });
  });

  it('asks for the reason of an age range too', async () => {
    const user = userEvent.setup();
    render(<StepFive onSave={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: /Edad hasta/ }), '40');
    expect(screen.getByRole('textbox', { name: /Motivo del requisito/ })).toBeInTheDocument();
    expect(screen.getByText(/prohíben restringir una oferta de empleo por sexo, género o edad/)).toBeInTheDocument();
  });
});
