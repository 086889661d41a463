import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, type CompanyProfileData, type LocalityOption } from '@postulate/contracts';
import { QueryClient, useMutation } from '@tanstack/react-query';
import { CompanyProfileForm, type CompanyProfileFormProps, type CompanyProfileValues } from './CompanyProfileForm';

const profile: CompanyProfileData = {
  razonsocial: 'Logística del Plata S.A.',
  descripcion: 'Transporte y depósito',
  cuit: '30711111111',
  email: 'rrhh@logistica.test',
  tel: '+5491145678900',
  domicilio: 'Av. Belgrano 1234',
  province: '02',
  location: '0209801001',
  locationLabel: 'Palermo',
  logoUrl: 'http://api.test/api/files/logo',
};

const loadLocalities = async (): Promise<LocalityOption[]> => [];
const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : 'Error en el guardado');

const queries = new QueryClient();
type Submit = (values: CompanyProfileValues, logo: File | null) => Promise<void>;

/** The form with a save mutation over `submit`, as the apps give it. */
function Form({ submit, ...props }: Omit<CompanyProfileFormProps, 'save' | 'initial' | 'errorText' | 'loadLocalities'> & { submit: Submit }) {
  const save = useMutation({ mutationFn: ({ values, logo }: { values: CompanyProfileValues; logo: File | null }) => submit(values, logo) }, queries);
  return <CompanyProfileForm initial={profile} save={save} errorText={errorText} loadLocalities={loadLocalities} {...props} />;
}

describe('CompanyProfileForm', () => {
  it('edits a company without the logo, as an administrator does', async () => {
    const onSubmit = jest.fn<Submit>(async () => {});
    const user = userEvent.setup();
    render(<Form submit={onSubmit} idPrefix="empresa" />);
    expect(screen.queryByLabelText(/Logo/)).toBeNull();
    expect(screen.getByRole('combobox', { name: /^Localidad/ })).toHaveValue('Palermo');
    const name = screen.getByRole('textbox', { name: /^Razón social/ });
    expect(name).toHaveAttribute('id', 'empresa-razonsocial');
    await user.clear(name);
    await user.type(name, 'Log');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.razonSocialMin)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(name, 'ística Sur S.A.');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ razonsocial: 'Logística Sur S.A.', location: '0209801001' }), null));
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
  });

  it("shows the server's field errors under their fields, the logo's included, and any other failure in the banner", async () => {
    const refusal = Object.assign(new Error('Revise los datos'), {
      errors: [
        { field: 'cuit', message: 'El CUIT ya está registrado' },
        { field: 'file', message: 'El logo no es una imagen válida' },
      ],
    });
    const onSubmit = jest.fn<Submit>().mockRejectedValueOnce(refusal).mockRejectedValueOnce(new Error('Sin conexión'));
    const user = userEvent.setup();
    render(<Form submit={onSubmit} logo />);
    expect(screen.getByRole('img', { name: 'Logo actual de Logística del Plata S.A.' })).toBeInTheDocument();
    const logo = new File(['gif'], 'logo.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText(/^Logo/), logo);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El CUIT ya está registrado')).toBeInTheDocument();
    expect(screen.getByText('El logo no es una imagen válida')).toBeInTheDocument();
    expect(screen.queryByText('Revise los datos')).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cuit: '30711111111' }), logo);

    await user.upload(screen.getByLabelText(/^Logo/), new File(['png'], 'otro.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Sin conexión')).toBeInTheDocument();
  });
});
