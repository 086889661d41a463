import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_MESSAGES, UFECI_URL } from '@postulate/contracts';
import { ScamMessageWarning } from './ScamMessageWarning';
import { ScamNotice } from './ScamNotice';

describe('ScamMessageWarning', () => {
  it('warns beside a message that moves the talk to WhatsApp, and reports it with that reason', async () => {
    const onReport = jest.fn();
    render(<ScamMessageWarning text="Seguimos por acá: wa.me/5491155550000" onReport={onReport} />);
    expect(screen.getByRole('note')).toHaveTextContent('Cuidado: este mensaje lleva la conversación a WhatsApp o Telegram.');
    await userEvent.click(screen.getByRole('button', { name: 'Denunciar aviso' }));
    expect(onReport).toHaveBeenCalledWith('otro_canal');
  });

  it('names every signal and reports the first reason: money before channels', async () => {
    const onReport = jest.fn();
    render(<ScamMessageWarning text="Para ingresar tenés que abonar un canon de inscripción. Escribime por Telegram" onReport={onReport} />);
    expect(screen.getByRole('note')).toHaveTextContent('pide dinero o pagos y lleva la conversación a WhatsApp o Telegram');
    await userEvent.click(screen.getByRole('button', { name: 'Denunciar aviso' }));
    expect(onReport).toHaveBeenCalledWith('pide_dinero');
  });

  it('says nothing about an ordinary message, or one that only gives a phone number', () => {
    const { container, rerender } = render(<ScamMessageWarning text="Sueldo a convenir. ¿Podés venir el lunes al depósito?" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ScamMessageWarning text="Si no podés, llamanos al 11 5555-0000" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ScamNotice', () => {
  it('says no company may ask for money, links to UFECI in a new tab and opens the report', async () => {
    const onReport = jest.fn();
    render(<ScamNotice onReport={onReport} />);
    expect(screen.getByRole('complementary', { name: 'Cuidado con las estafas' })).toHaveTextContent(REPORT_MESSAGES.notice);
    const ufeci = screen.getByRole('link', { name: /UFECI/ });
    expect(ufeci).toHaveAttribute('href', UFECI_URL);
    expect(ufeci).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('button', { name: 'Denunciar aviso' }));
    expect(onReport).toHaveBeenCalled();
  });

  it('offers no report without an ad to report', () => {
    render(<ScamNotice />);
    expect(screen.queryByRole('button', { name: 'Denunciar aviso' })).not.toBeInTheDocument();
  });
});
