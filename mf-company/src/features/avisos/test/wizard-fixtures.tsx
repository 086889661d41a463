import type { ReactNode } from 'react';
import { jest } from '@jest/globals';
import { zodResolver } from '@hookform/resolvers/zod';
import { render } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble, signInCompany } from '../../../test/client-double';
import { avisoSaveSchema, type AvisoSave, type AvisoSaveInput } from '@postulate/contracts';

/**
 * What the wizard's specs share: the client double in place of @postulate/client, registered before
 * the wizard is loaded so that its imports get the double, and the wizard at its two addresses.
 */
export const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
export const { AvisoWizard, EMPTY_AVISO_FORM } = await import('../components/AvisoWizard');

export const AREAS = [
  {
    id: 1,
    name: 'Logística',
    subareas: [
      { id: 10, name: 'Depósito' },
      { id: 11, name: 'Seguridad e higiene' },
    ],
  },
  {
    id: 2,
    name: 'Seguridad',
    subareas: [
      { id: 11, name: 'Seguridad e higiene' },
      { id: 20, name: 'Vigilancia' },
    ],
  },
];

/** The reference lists the wizard reads (AREAS and one level); anything else is not found. */
export function answerWizardReads() {
  client.answer(({ path }) => {
    if (path === '/api/area') return { response: AREAS, size: 2, total: 2 };
    if (path.startsWith('/api/area/get/')) return AREAS.find((area) => `/api/area/get/${area.id}` === path);
    if (path === '/api/nivel') return { response: [{ id: 3, name: 'Senior' }], size: 1, total: 1 };
    throw new ApiError(404, { message: 'No encontrado' });
  });
}

/**
 * The wizard at `at`: a new ad, or '/admin/aviso/{id}/editar', for the company `signIn` signs in. The browser router over jsdom's
 * address (the apps share no memory router: tooling/react-router-shared.js).
 */
export function renderWizard(at = '/admin/aviso/nuevo', signIn = signInCompany) {
  signIn();
  window.history.pushState({}, '', at);
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/admin/aviso/nuevo" element={<AvisoWizard />} />
        <Route path="/admin/aviso/:id/editar" element={<AvisoWizard />} />
      </Routes>
    </BrowserRouter>,
  );
}

/** A form whose steps are all valid, as the wizard has it by its last steps. */
export const VALID_AVISO_FORM: AvisoSaveInput = {
  ...EMPTY_AVISO_FORM,
  titulo: 'Recepcionista',
  descripcion: 'Atención de la recepción del hotel.',
  area: '1',
  subarea: '10',
  nivel: '3',
  provincia: '02',
  localidad: '0209801001',
  modalidad: 'Presencial',
  tipoEmpleo: 'Full-time',
  salarioDesde: '850.000',
  salarioHasta: '1.100.000',
};

/** One wizard step (`children`) inside the wizard's form over `values`, with a 'Guardar' that validates the whole ad. */
export function WizardStepForm({
  values = VALID_AVISO_FORM,
  onSave,
  children,
}: {
  values?: AvisoSaveInput;
  onSave: (save: AvisoSave) => void;
  children: ReactNode;
}) {
  const form = useForm<AvisoSaveInput, unknown, AvisoSave>({ resolver: zodResolver(avisoSaveSchema), defaultValues: values });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSave)} noValidate>
        {children}
        <button type="submit">Guardar</button>
      </form>
    </FormProvider>
  );
}
