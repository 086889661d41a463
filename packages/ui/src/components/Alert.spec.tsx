import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MESSAGES } from '@postulate/contracts';
import { Alert } from './Alert';

describe('Alert', () => {
  it('interrupts with role="alert" for errors', () => {
    render(<Alert tone="error">{MESSAGES.remoteFailed}</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('algo salió mal, intentá más tarde');
  });

  it('is a polite status for success and info', () => {
    render(<Alert tone="success">Se guardo su nueva contraseña</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Se guardo su nueva contraseña');
  });
});
