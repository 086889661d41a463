import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ListResponse, TestStatus } from '@postulate/contracts';
import { ApiError, errorMessage } from '../../../../../packages/client/src/http';

const apiRequest = jest.fn<(path: string, options?: unknown) => Promise<ListResponse<TestStatus>>>();
jest.unstable_mockModule('@postulate/client', () => ({ ApiError, errorMessage, apiRequest }));
const { TestsPanel } = await import('./TestsPanel');

const renderPanel = () =>
  render(
    <MemoryRouter>
      <TestsPanel />
    </MemoryRouter>,
  );

describe('TestsPanel', () => {
  it("lists tests 1 to 3: 'Completado' with the validity date, or 'Comenzar test' while pending", async () => {
    apiRequest.mockResolvedValue({
      response: [
        { test: 'toulouse', state: 'done', validUntil: '2027-04-30T15:00:00.000Z' },
        { test: 'mbti', state: 'in_progress', validUntil: null },
        { test: 'cards', state: 'pending', validUntil: null },
      ],
      size: 3,
      total: 3,
    });
    renderPanel();
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    const [first, second, third] = await screen.findAllByRole('listitem');
    expect(within(first).getByRole('heading', { name: 'Test 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Completado');
    expect(first).toHaveTextContent('El resultado va a ser valido hasta el día 30/04/2027');
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Comenzar test 2' })).toHaveAttribute('href', '/mistests/mbti');
    expect(second).toHaveTextContent('Ya empezaste este test');
    expect(within(third).getByRole('link', { name: 'Comenzar test 3' })).toHaveAttribute('href', '/mistests/cards');
    expect(apiRequest).toHaveBeenCalledWith('/api/test', expect.anything());
  });

  it('shows the server’s message when the list cannot load', async () => {
    apiRequest.mockRejectedValue(new ApiError(500, { message: 'Error en el servidor' }));
    renderPanel();
    expect(await screen.findByText('Error en el servidor')).toBeInTheDocument();
  });
});
