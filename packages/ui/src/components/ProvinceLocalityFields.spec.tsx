import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { LocalityOption } from '@postulate/contracts';
import type { FilterableSelectOption } from './FilterableSelect';
import { ProvinceLocalityFields, type ProvinceLocalityFieldsProps } from './ProvinceLocalityFields';

const PROVINCES: FilterableSelectOption[] = [
  { value: '02', label: 'Ciudad Autónoma de Buenos Aires' },
  { value: '14', label: 'Córdoba' },
];
const LOCALITIES: Record<string, LocalityOption[]> = {
  '02': [
    { id: '0202801001', label: 'Barracas' },
    { id: '0209801001', label: 'Palermo' },
  ],
  '14': [{ id: '1401401001', label: 'Villa Carlos Paz' }],
};

type Loader = ProvinceLocalityFieldsProps['loadLocalities'];

function Form({
  loadLocalities,
  initialProvince = '',
  initialLocality = null,
  ...rest
}: Partial<ProvinceLocalityFieldsProps> & { loadLocalities: Loader; initialProvince?: string; initialLocality?: string | null }) {
  const [province, setProvince] = useState(initialProvince);
  const [locality, setLocality] = useState<string | null>(initialLocality);
  return (
    <>
      <ProvinceLocalityFields
        provinceId="t-province"
        localityId="t-location"
        provinceOptions={PROVINCES}
        province={province}
        locality={locality}
        onProvinceChange={(value) => {
          setProvince(value);
          setLocality(null);
        }}
        onLocalityChange={(value) => setLocality(value)}
        loadLocalities={loadLocalities}
        {...rest}
      />
      <p>
        Elegidas: {province || 'ninguna'} / {locality ?? 'ninguna'}
      </p>
    </>
  );
}

const loader = () =>
  jest.fn<Loader>(async (province, text) => (LOCALITIES[province] ?? []).filter((locality) => locality.label.toLowerCase().includes(text.toLowerCase())));
const provinceBox = () => screen.getByRole('combobox', { name: /^Provincia/ });
const localityBox = () => screen.getByRole('combobox', { name: /^Localidad/ });

describe('ProvinceLocalityFields', () => {
  it('keeps the locality disabled, with its hint, until a province is chosen', () => {
    render(<Form loadLocalities={loader()} />);
    expect(provinceBox()).toHaveAttribute('id', 't-province');
    expect(provinceBox()).toBeRequired();
    expect(localityBox()).toHaveAttribute('id', 't-location');
    expect(localityBox()).toBeDisabled();
    expect(screen.getByText('Elegí primero la provincia')).toHaveAttribute('id', 't-location-hint');
  });

  it('leaves the hint out when asked to', () => {
    render(<Form loadLocalities={loader()} provinceFirstHint={null} />);
    expect(screen.queryByText('Elegí primero la provincia')).not.toBeInTheDocument();
  });

  it("loads the chosen province's localities as the user types and reports the pick", async () => {
    const load = loader();
    render(<Form loadLocalities={load} />);
    await userEvent.type(provinceBox(), 'Ciudad');
    await userEvent.keyboard('{Enter}');
    expect(localityBox()).toBeEnabled();
    expect(screen.queryByText('Elegí primero la provincia')).not.toBeInTheDocument();
    await userEvent.click(localityBox());
    await userEvent.click(await screen.findByRole('option', { name: 'Palermo' }));
    expect(screen.getByText('Elegidas: 02 / 0209801001')).toBeInTheDocument();
    expect(load.mock.calls[0][0]).toBe('02');
    expect(load.mock.calls[0][1]).toBe('');
  });

  it('asks the new province for its localities once the province changes', async () => {
    const load = loader();
    render(<Form loadLocalities={load} initialProvince="02" initialLocality="0202801001" localitySelected={[{ value: '0202801001', label: 'Barracas' }]} />);
    expect(localityBox()).toHaveValue('Barracas');
    await userEvent.clear(provinceBox());
    await userEvent.type(provinceBox(), 'Córdoba');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Elegidas: 14 / ninguna')).toBeInTheDocument();
    expect(localityBox()).toHaveValue('');
    await userEvent.click(localityBox());
    expect(await screen.findByRole('option', { name: 'Villa Carlos Paz' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Barracas' })).not.toBeInTheDocument();
    await waitFor(() => expect(load.mock.calls.at(-1)?.[0]).toBe('14'));
  });

  it('shows each field its error', () => {
    render(<Form loadLocalities={loader()} provinceError="Debe indicar la provincia" localityError="Debe indicar la localidad" />);
    expect(provinceBox()).toHaveAttribute('aria-invalid', 'true');
    expect(localityBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Debe indicar la provincia')).toBeInTheDocument();
    expect(screen.getByText('Debe indicar la localidad')).toBeInTheDocument();
  });
});
