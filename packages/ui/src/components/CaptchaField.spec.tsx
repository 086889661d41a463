import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaptchaField } from './CaptchaField';

describe('CaptchaField', () => {
  it('hands over the solved token and tells the person it is verified', async () => {
    const onToken = jest.fn();
    render(<CaptchaField solve={async () => 'token-1'} onToken={onToken} generation={0} />);
    expect(await screen.findByText(/Verificado: no sos un robot/)).toBeInTheDocument();
    expect(onToken).toHaveBeenLastCalledWith('token-1');
  });

  it('offers a retry when solving fails, and solves again on demand', async () => {
    const solve = jest.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('sin red')).mockResolvedValue('token-2');
    const onToken = jest.fn();
    render(<CaptchaField solve={solve} onToken={onToken} generation={0} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/Verificado/)).toBeInTheDocument();
    expect(onToken).toHaveBeenLastCalledWith('token-2');
  });

  it('asks for a new token when the generation changes (each token is accepted once)', async () => {
    let count = 0;
    const onToken = jest.fn();
    const solve = async () => `token-${++count}`;
    const { rerender } = render(<CaptchaField solve={solve} onToken={onToken} generation={0} />);
    await screen.findByText(/Verificado/);
    rerender(<CaptchaField solve={solve} onToken={onToken} generation={1} />);
    await screen.findByText(/Verificado/);
    expect(onToken).toHaveBeenCalledWith('');
    expect(onToken).toHaveBeenLastCalledWith('token-2');
  });
});
