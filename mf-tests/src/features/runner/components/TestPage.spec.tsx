import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StartResponse } from '@postulate/contracts';
import { clock, fakeTestsApi } from '../../../test/fake-tests-api';
import { TestPage } from './TestPage';

const attempt: StartResponse = { test: 'cards', clock: clock(), content: { items: [] }, saved: { answers: {} }, format: 'standard' };

const renderPage = (api: ReturnType<typeof fakeTestsApi>['api']) =>
  render(
    <TestPage
      test="cards"
      api={api}
      onExit={jest.fn()}
      exitLabel="Volver a Mis Tests"
      intro={(begin) => <button onClick={begin}>Comenzar</button>}
      run={({ attempt: running }) => <p>Corriendo {running.clock.remainingMs}</p>}
    />,
  );

describe('TestPage', () => {
  it("shows 'Completado' and the validity date for a finished test, with no way to start it", async () => {
    const { api } = fakeTestsApi(attempt, [{ test: 'cards', state: 'done', validUntil: '2027-05-01T12:00:00.000Z' }]);
    renderPage(api);
    expect(await screen.findByText('Completado')).toBeInTheDocument();
    expect(screen.getByText('El resultado va a ser válido hasta el día 01/05/2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comenzar' })).not.toBeInTheDocument();
  });

  it('shows the instructions first and starts the server clock on Comenzar', async () => {
    const { api } = fakeTestsApi(attempt, [{ test: 'cards', state: 'pending', validUntil: null }]);
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Comenzar' }));
    expect(await screen.findByText('Corriendo 600000')).toBeInTheDocument();
    expect(api.start).toHaveBeenCalledWith('cards');
  });

  it('resumes a running attempt straight away after a reload', async () => {
    const { api } = fakeTestsApi({ ...attempt, clock: clock(123_000) }, [{ test: 'cards', state: 'in_progress', validUntil: null }]);
    renderPage(api);
    expect(await screen.findByText('Corriendo 123000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comenzar' })).not.toBeInTheDocument();
  });
});
