import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CV_MESSAGES } from '@postulate/contracts';
import { ItemForm } from './ItemForm';
import { EDUCATIONS, WORK_EXPERIENCE } from './sections';

const JOB = {
  id: 'j1',
  position: 'Cajera',
  bussiness: 'Comercial Sur',
  desde: '01/03/2020',
  hasta: '',
  continua: false,
  description: 'Atención al público',
  task: 'Cobros y arqueos',
};

describe('a CV card form', () => {
  it("needs no 'Hasta' for a job still held: ticking 'Continúo trabajando aquí' clears and locks it", async () => {
    const onSubmit = jest.fn((_item: Record<string, unknown>, _onSaved: () => void) => undefined);
    render(<ItemForm spec={WORK_EXPERIENCE} initial={{ ...JOB, hasta: '30/06/2024' }} busy={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    const hasta = screen.getByLabelText(/^Hasta/);
    expect(hasta).toBeRequired();
    await userEvent.click(screen.getByLabelText('Continúo trabajando aquí'));
    expect(hasta).toHaveValue('');
    expect(hasta).toBeDisabled();
    expect(hasta).not.toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ continua: true, hasta: '' });
  });

  it("asks for 'Hasta' when the job is over", async () => {
    const onSubmit = jest.fn((_item: Record<string, unknown>, _onSaved: () => void) => undefined);
    render(<ItemForm spec={WORK_EXPERIENCE} initial={JOB} busy={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(CV_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("saves a study 'En Curso' without an end date", async () => {
    const onSubmit = jest.fn((_item: Record<string, unknown>, _onSaved: () => void) => undefined);
    const study = {
      id: 's1',
      description: 'Tecnicatura en Logística',
      type: 'Terciario',
      institution: 'UTN',
      country: 'Argentina',
      fechai: '01/03/2025',
      fechaf: '',
      state: '',
    };
    render(<ItemForm spec={EDUCATIONS} initial={study} busy={false} onSubmit={onSubmit} onCancel={() => undefined} />);
    await userEvent.selectOptions(screen.getByLabelText(/^Estado/), 'cursando');
    expect(screen.getByLabelText(/^Fecha de finalización/)).not.toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ state: 'cursando', fechaf: '' });
  });
});
