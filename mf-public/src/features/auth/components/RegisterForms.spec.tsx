import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, CUIT_MESSAGES, type CompanyRegistration } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { RegisterApplicantForm } = await import('./RegisterApplicantForm');
const { BACK_TO_LOGIN_MS } = await import('../hooks/useRegistration');
const { RegisterCompanyForm } = await import('./RegisterCompanyForm');

// jsdom has no object URLs; the logo preview only needs a string.
Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => undefined });

const REGISTER = '/api/usuar/newprofile';
const REGISTER_WITH_LOGO = '/api/usuar/newprofilemp';
const refuse = (status: number, body: ConstructorParameters<typeof ApiError>[1]) => () => {
  throw new ApiError(status, body);
};

/** The company registrations sent, as the server reads the multipart form: the JSON in `jsonbody`, the logo in `file`. */
const companyRegistrations = () =>
  client.posts(REGISTER_WITH_LOGO).map((form) => ({
    body: JSON.parse(String((form as FormData).get('jsonbody'))) as CompanyRegistration,
    file: (form as FormData).get('file'),
  }));

let captchas = 0;
beforeEach(() => {
  client.sent.length = 0;
  client.on('POST', REGISTER, () => ({ message: ACCOUNT_MESSAGES.registered }));
  client.on('POST', REGISTER_WITH_LOGO, () => ({ message: ACCOUNT_MESSAGES.registered }));
  client.on('GET', '/api/location', () => ({ response: [{ id: '0202801001', label: 'Barracas' }], size: 1, total: 1 }));
  captchas = 0;
  client.module.solveCaptcha.mockClear();
  client.module.solveCaptcha.mockImplementation(async () => `captcha-${++captchas}`);
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Darme de alta' }));

describe('RegisterApplicantForm', () => {
  it('shows the spec messages and sends nothing while the data is wrong', async () => {
    render(<RegisterApplicantForm onBack={jest.fn()} onRegistered={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Usuario/), 'ana');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ana@');
    await userEvent.type(screen.getByLabelText(/^Clave/), '12');
    await screen.findByTestId('captcha-ok');
    await submit();
    expect(await screen.findByText('El usuario debe tener al menos 4 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico no tiene un formato válido')).toBeInTheDocument();
    expect(screen.getByText('La clave debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.termsRequired)).toBeInTheDocument();
    expect(client.sent).toEqual([]);
  });

  it('links the terms checkbox to the applicant terms in a new tab', () => {
    render(<RegisterApplicantForm onBack={jest.fn()} onRegistered={jest.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'He leído y acepto los Términos y Condiciones' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Términos y Condiciones/ });
    expect(link).toHaveAttribute('href', '/terminosPostulante');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Política de privacidad/ })).toHaveAttribute('href', '/politicaPostulante');
  });

  it('sends the nested payload with the captcha, thanks and returns to the login after 2 s', async () => {
    const onRegistered = jest.fn();
    render(<RegisterApplicantForm onBack={jest.fn()} onRegistered={onRegistered} />);
    await userEvent.type(screen.getByLabelText(/^Usuario/), 'anagarcia');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ana@correo.test');
    await userEvent.type(screen.getByLabelText(/^Clave/), 'clave1234');
    await userEvent.click(screen.getByRole('checkbox'));
    await screen.findByTestId('captcha-ok');
    jest.useFakeTimers();
    try {
      await act(async () => {
        screen.getByRole('button', { name: 'Darme de alta' }).click();
      });
      expect(await screen.findByText(ACCOUNT_MESSAGES.registered)).toBeInTheDocument();
      expect(client.posts(REGISTER)).toEqual([
        {
          actionType: 'create',
          tokenCaptcha: 'captcha-1',
          terms: true,
          postulante: { usuar: { name: 'anagarcia', email: 'ana@correo.test', pass: 'clave1234' } },
        },
      ]);
      act(() => jest.advanceTimersByTime(BACK_TO_LOGIN_MS - 1));
      expect(onRegistered).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onRegistered).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it("registers once when 'Darme de alta' is pressed twice in a row", async () => {
    render(<RegisterApplicantForm onBack={jest.fn()} onRegistered={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Usuario/), 'anagarcia');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ana@correo.test');
    await userEvent.type(screen.getByLabelText(/^Clave/), 'clave1234');
    await userEvent.click(screen.getByRole('checkbox'));
    await screen.findByTestId('captcha-ok');
    let release: () => void = () => undefined;
    client.on('POST', REGISTER, () => new Promise((resolve) => (release = () => resolve({ message: ACCOUNT_MESSAGES.registered }))));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Darme de alta' }));
    await waitFor(() => expect(client.posts(REGISTER)).not.toHaveLength(0));
    act(() => release());
    expect(await screen.findByText(ACCOUNT_MESSAGES.registered)).toBeInTheDocument();
    expect(client.posts(REGISTER)).toHaveLength(1);
  });

  it('puts a duplicate user name under its field and asks for a new captcha', async () => {
    client.on(
      'POST',
      REGISTER,
      refuse(409, {
        field: 'postulante.usuar.name',
        message: ACCOUNT_MESSAGES.duplicateName,
        errors: [{ field: 'postulante.usuar.name', message: ACCOUNT_MESSAGES.duplicateName }],
      }),
    );
    render(<RegisterApplicantForm onBack={jest.fn()} onRegistered={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Usuario/), 'postulante');
    await userEvent.type(screen.getByLabelText(/^Email/), 'otra@correo.test');
    await userEvent.type(screen.getByLabelText(/^Clave/), 'clave1234');
    await userEvent.click(screen.getByRole('checkbox'));
    await screen.findByTestId('captcha-ok');
    await submit();
    expect(await screen.findByText(ACCOUNT_MESSAGES.duplicateName)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Usuario/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(client.module.solveCaptcha).toHaveBeenCalledTimes(2));
  });
});

describe('RegisterCompanyForm', () => {
  async function fillCompany(overrides: { cuit?: string } = {}) {
    await userEvent.type(screen.getByLabelText(/^Razón social/), 'Transportes del Sur S.R.L.');
    await userEvent.type(screen.getByLabelText(/^Descripción/), 'Transporte de cargas');
    // Pasted as people copy it from AFIP's page, spaces around the dashes included.
    await userEvent.click(screen.getByLabelText(/^CUIT/));
    await userEvent.paste(overrides.cuit ?? '30 - 71234567 - 1');
    await userEvent.type(screen.getByLabelText(/^Teléfono/), '+54 9 11 4567 8900');
    await userEvent.type(screen.getByLabelText(/^Email de la empresa/), 'rrhh@sur.test');
    await userEvent.type(screen.getByLabelText(/^Domicilio/), 'Av. Mitre 1200');
    await userEvent.type(screen.getByRole('combobox', { name: /^Provincia/ }), 'Ciudad');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('combobox', { name: /^Localidad/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Barracas' }));
    await userEvent.type(screen.getByLabelText(/^Usuario/), 'transsur');
    await userEvent.type(screen.getByLabelText(/^Email( \*)?$/), 'transsur@correo.test');
    await userEvent.type(screen.getByLabelText(/^Clave/), 'clave1234');
    await userEvent.click(screen.getByRole('checkbox'));
    await screen.findByTestId('captcha-ok');
  }

  it('checks the CUIT check digit in the browser with the same message as the API', async () => {
    render(<RegisterCompanyForm onBack={jest.fn()} onRegistered={jest.fn()} />);
    await fillCompany({ cuit: '30712345670' });
    await submit();
    expect(await screen.findByText(CUIT_MESSAGES.checkDigit)).toBeInTheDocument();
    expect(companyRegistrations()).toEqual([]);
  });

  it('loads the localities of the chosen province and sends the company with its logo', async () => {
    render(<RegisterCompanyForm onBack={jest.fn()} onRegistered={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: /^Localidad/ })).toBeDisabled();
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/^Logo/), logo);
    await fillCompany();
    expect(client.sent.find((call) => call.path === '/api/location')?.query).toMatchObject({ province: '02' });
    await submit();
    expect(await screen.findByText(ACCOUNT_MESSAGES.registered)).toBeInTheDocument();
    const [{ body, file }] = companyRegistrations();
    expect(body.empresa).toEqual({
      razonsocial: 'Transportes del Sur S.R.L.',
      descripcion: 'Transporte de cargas',
      cuit: '30712345671',
      email: 'rrhh@sur.test',
      tel: '+5491145678900',
      domicilio: 'Av. Mitre 1200',
      province: '02',
      location: '0202801001',
      usuar: { name: 'transsur', email: 'transsur@correo.test', pass: 'clave1234' },
    });
    expect(file).toBe(logo);
  });

  it('refuses a logo that is not PNG, JPG or GIF, or is over 500000 bytes, before sending', async () => {
    render(<RegisterCompanyForm onBack={jest.fn()} onRegistered={jest.fn()} />);
    const input = screen.getByLabelText(/^Logo/);
    await userEvent.upload(input, new File(['hola'], 'logo.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByText(ACCOUNT_MESSAGES.logoType)).toBeInTheDocument();
    await userEvent.upload(input, new File([new Uint8Array(500_001)], 'logo.png', { type: 'image/png' }));
    expect(screen.getByText(ACCOUNT_MESSAGES.logoTooLarge)).toBeInTheDocument();
    await fillCompany();
    await submit();
    expect(companyRegistrations()).toEqual([]);
  });

  it('shows the server verdict on the logo next to the file input', async () => {
    client.on('POST', REGISTER_WITH_LOGO, refuse(400, { field: 'file', message: ACCOUNT_MESSAGES.logoUnreadable }));
    render(<RegisterCompanyForm onBack={jest.fn()} onRegistered={jest.fn()} />);
    await userEvent.upload(screen.getByLabelText(/^Logo/), new File(['no soy un png'], 'logo.png', { type: 'image/png' }));
    await fillCompany();
    await submit();
    expect(await screen.findByText(ACCOUNT_MESSAGES.logoUnreadable)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Logo/)).toHaveAttribute('aria-invalid', 'true');
  });
});
