import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PROVINCE_OPTIONS } from '@postulate/contracts';
import { Field } from './Field';
import { FilterableSelect, type FilterableSelectOption } from './FilterableSelect';

const AREAS: FilterableSelectOption[] = [
  { value: '1', label: 'Administración' },
  { value: '2', label: 'Logística' },
  { value: '3', label: 'Tecnología' },
  { value: '4', label: 'Salud' },
];

function Single({ onChange, initial = null }: { onChange?: (value: string | null) => void; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Field label="Area" htmlFor="area" error={value === null ? 'Debe completar el área del anuncio' : undefined}>
        <FilterableSelect
          options={AREAS}
          value={value}
          onChange={(next) => {
            onChange?.(next);
            setValue(next);
          }}
        />
      </Field>
      <p>Elegida: {value ?? 'ninguna'}</p>
    </>
  );
}

function Multiple({ loadOptions, selected = [] }: { loadOptions?: (text: string) => Promise<FilterableSelectOption[]>; selected?: FilterableSelectOption[] }) {
  const [values, setValues] = useState(selected.map((option) => option.value));
  return (
    <>
      <FilterableSelect
        id="subareas"
        label="Sub areas"
        multiple
        options={loadOptions ? undefined : AREAS}
        loadOptions={loadOptions}
        selectedOptions={selected}
        values={values}
        onChange={setValues}
      />
      <p>Valores: {values.join(',') || 'ninguno'}</p>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Area' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('FilterableSelect (single)', () => {
  it('is labelled by its Field, shows the spec placeholder and reports the Field error', () => {
    render(<Single />);
    const input = combobox();
    expect(input).toHaveAttribute('placeholder', 'Escriba o seleccione para filtrar');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Debe completar el área del anuncio');
  });

  it('filters while typing, ignoring accents and case, and Enter picks the first match', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Single onChange={onChange} />);
    await user.type(combobox(), 'LOGIS');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Logística']);
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Logística' }).id);

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2');
    expect(combobox()).toHaveValue('Logística');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toBeInvalid();
  });

  it("prefers the whole name, then its start, then a word's start: 'Sen' + Enter picks 'Senior', not 'Semi Senior'", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const levels: FilterableSelectOption[] = [
      { value: '1', label: 'Junior' },
      { value: '2', label: 'Semi Senior' },
      { value: '3', label: 'Senior' },
      { value: '4', label: 'Gerente Senior' },
      { value: '5', label: 'Jefe' },
    ];
    render(<FilterableSelect label="Nivel" options={levels} value={null} onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Nivel' });
    await user.type(box, 'Sen');
    // Equally good matches keep the order they were given in.
    expect(optionNames()).toEqual(['Senior', 'Semi Senior', 'Gerente Senior']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('3', levels[2]);

    await user.clear(box);
    await user.type(box, 'semi senior');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2', levels[1]);

    await user.clear(box);
    await user.type(box, 'ior');
    expect(optionNames()).toEqual(['Junior', 'Semi Senior', 'Senior', 'Gerente Senior']);
  });

  it('moves with the arrows, wrapping, offers [Seleccione] first and clears the value with it', async () => {
    const user = userEvent.setup();
    render(<Single initial="3" />);
    expect(combobox()).toHaveValue('Tecnología');
    await user.click(combobox());
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');

    // Opening lands on the current choice.
    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toEqual(['[Seleccione]', ...AREAS.map((area) => area.label)]);
    const active = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Tecnología');
    expect(screen.getByRole('option', { name: 'Tecnología' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('[Seleccione]');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Salud');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Elegida: ninguna')).toBeInTheDocument();
    expect(combobox()).toHaveValue('');
  });

  it('says so when nothing matches, and Enter then picks nothing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Single onChange={onChange} />);
    await user.type(combobox(), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No se encontraron resultados');
    expect(optionNames()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Escape closes the list first, then clears the typed text; leaving restores the chosen label', async () => {
    const user = userEvent.setup();
    render(<Single initial="4" />);
    await user.clear(combobox());
    await user.type(combobox(), 'adm');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('adm');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('Salud');

    await user.type(combobox(), 'xx');
    await user.tab();
    expect(combobox()).toHaveValue('Salud');
    expect(screen.getByText('Elegida: 4')).toBeInTheDocument();
  });

  it('picks with the mouse', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Administración' }));
    expect(screen.getByText('Elegida: 1')).toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });
});

describe('the province pickers', () => {
  it("find a province by what people type: 'CABA', 'Capital', 'Cordoba', 'Tucuman'", async () => {
    render(
      <Field label="Provincia" htmlFor="province">
        <FilterableSelect options={PROVINCE_OPTIONS} value={null} onChange={() => undefined} />
      </Field>,
    );
    const box = screen.getByRole('combobox', { name: 'Provincia' });
    const found = async (typed: string) => {
      await userEvent.clear(box);
      await userEvent.type(box, typed);
      return screen.getAllByRole('option').map((option) => option.textContent);
    };
    expect(await found('CABA')).toEqual(['Ciudad Autónoma de Buenos Aires']);
    expect(await found('Capital')).toEqual(['Ciudad Autónoma de Buenos Aires']);
    expect(await found('Cordoba')).toEqual(['Córdoba']);
    expect(await found('Tucuman')).toEqual(['Tucumán']);
  });
});

describe('FilterableSelect (multiple)', () => {
  const box = () => screen.getByRole('combobox', { name: 'Sub areas' });

  it('adds chips with the keyboard and removes them with Backspace or their own button', async () => {
    const user = userEvent.setup();
    render(<Multiple />);
    await user.type(box(), 'tecno{Enter}');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.type(box(), 'salud{Enter}');
    expect(screen.getByText('Valores: 3,4')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    // The list stays open with both marked as selected.
    expect(screen.getAllByRole('option', { selected: true }).map((option) => option.textContent)).toEqual(['Tecnología', 'Salud']);

    await user.keyboard('{Escape}{Backspace}');
    expect(screen.getByText('Valores: 3')).toBeInTheDocument();

    await user.type(box(), 'admin{Enter}{Escape}');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Quitar Tecnología' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Valores: 1')).toBeInTheDocument();
    expect(box()).toHaveFocus();
  });

  it('closes after a pick with the mouse, so the list does not cover the buttons under it', async () => {
    const user = userEvent.setup();
    render(<Multiple />);
    await user.click(box());
    await user.click(screen.getByRole('option', { name: 'Salud' }));
    expect(screen.getByText('Valores: 4')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option', { name: 'Salud' })).not.toBeInTheDocument();
  });

  it('picking a chosen option again takes it out', async () => {
    const user = userEvent.setup();
    render(<Multiple />);
    await user.click(box());
    await user.click(screen.getByRole('option', { name: 'Salud' }));
    await user.click(box());
    await user.click(screen.getByRole('option', { name: 'Salud' }));
    expect(screen.getByText('Valores: ninguno')).toBeInTheDocument();
  });

  it('asks loadOptions for the typed text, shows labels of the chosen values and drops stale answers', async () => {
    const user = userEvent.setup();
    const resolvers: Record<string, (options: FilterableSelectOption[]) => void> = {};
    const loadOptions = jest.fn((text: string, _signal?: AbortSignal) => new Promise<FilterableSelectOption[]>((resolve) => (resolvers[text] = resolve)));
    render(<Multiple loadOptions={loadOptions} selected={[{ value: '9', label: 'Vigilancia' }]} />);
    expect(screen.getByText('Vigilancia')).toBeInTheDocument();

    await user.click(box());
    expect(loadOptions).toHaveBeenCalledWith('', expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');

    await user.type(box(), 'dro');
    await waitFor(() => expect(loadOptions).toHaveBeenLastCalledWith('dro', expect.anything()));
    // Only the last text is asked for: the keystrokes before it were within the pause.
    expect(loadOptions.mock.calls.map(([text]) => text)).toEqual(['', 'dro']);
    // The answer for the empty text arrives late: it belongs to an old search and is ignored.
    resolvers['']([{ value: '10', label: 'Monitoreo' }]);
    resolvers.dro([{ value: '11', label: 'Drones' }]);
    await screen.findByRole('option', { name: 'Drones' });
    expect(optionNames()).toEqual(['Drones']);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Valores: 9,11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar Drones' })).toBeInTheDocument();
  });

  it('takes an inline loadOptions without fetching again on every render', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    function Inline() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <FilterableSelect
          label="Localidad"
          value={value}
          onChange={setValue}
          loadOptions={async (text) => {
            calls.push(text);
            return AREAS;
          }}
        />
      );
    }
    render(<Inline />);
    await user.click(screen.getByRole('combobox', { name: 'Localidad' }));
    await screen.findByRole('option', { name: 'Salud' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'Salud' }));
    await user.click(screen.getByRole('combobox', { name: 'Localidad' }));
    await screen.findByRole('option', { name: 'Salud' });
    expect(calls).toEqual(['', '']);
  });

  it('can be disabled', async () => {
    const user = userEvent.setup();
    render(<FilterableSelect id="x" label="Nivel" options={AREAS} value="1" onChange={jest.fn()} disabled />);
    expect(screen.getByRole('combobox', { name: 'Nivel' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Nivel' }));
    expect(screen.queryAllByRole('option')).toEqual([]);
  });
});
