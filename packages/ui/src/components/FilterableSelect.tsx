import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MESSAGES } from '@postulate/contracts';
import { cx } from '../internal/cx';
import { useFieldControl } from '../internal/field-context';
import { Icon } from './Icon';
import { Spinner } from './Spinner';
import './FilterableSelect.css';

export interface FilterableSelectOption {
  value: string;
  label: string;
  /** Other names that find this option ('CABA' and 'Capital Federal' for the Ciudad Autónoma). */
  keywords?: readonly string[];
}

interface CommonProps<T extends FilterableSelectOption> {
  /** Id of the text box; inside a Field it defaults to the Field's `htmlFor`. */
  id?: string;
  /** A label of its own; leave it out inside a Field, which labels the control. */
  label?: ReactNode;
  /** The choices, filtered in the browser as the user types. */
  options?: T[];
  /**
   * Instead of `options`: fetches the choices for the typed text (debounced, stale answers dropped).
   * It may be an inline function; give the select a new `key` when its answers change meaning
   * (another province's localities), which also clears what it loaded.
   */
  loadOptions?: (text: string, signal: AbortSignal) => Promise<T[]>;
  /** With `loadOptions`: the options of the current value(s), so their labels show before any search. */
  selectedOptions?: T[];
  /** Default 'Escriba o seleccione para filtrar'. */
  placeholder?: string;
  /** Default 'No se encontraron resultados'. */
  emptyText?: string;
  /** Single select: first entry, which clears the value. Default '[Seleccione]'; null leaves it out. */
  noneLabel?: string | null;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  className?: string;
  'aria-describedby'?: string;
  /** Focus left the control (react-hook-form's onBlur marks the field touched). */
  onBlur?: () => void;
}

export interface SingleFilterableSelectProps<T extends FilterableSelectOption> extends CommonProps<T> {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null, option: T | null) => void;
}

export interface MultipleFilterableSelectProps<T extends FilterableSelectOption> extends CommonProps<T> {
  /** Several values, shown as removable chips. */
  multiple: true;
  values: string[];
  onChange: (values: string[], options: T[]) => void;
}

export type FilterableSelectProps<T extends FilterableSelectOption = FilterableSelectOption> =
  SingleFilterableSelectProps<T> | MultipleFilterableSelectProps<T>;

/** How long typing must pause before `loadOptions` runs. */
export const LOAD_OPTIONS_DELAY_MS = 250;

/** Lower case without accents, so 'logistica' finds 'Logística'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * How well a name matches the typed text, best first: the whole name, its start, the start of one
 * of its words, anywhere in it (-1: no match). Typing 'Sen' then lands on 'Senior', not on the
 * 'Semi Senior' listed before it.
 */
function matchRank(name: string, typed: string): number {
  const folded = fold(name);
  if (folded === typed) return 0;
  if (folded.startsWith(typed)) return 1;
  if (folded.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(typed))) return 2;
  return folded.includes(typed) ? 3 : -1;
}

/** Marks "the first match" as active while the user types, whatever the matches turn out to be. */
const FIRST_MATCH = Symbol('first match');

interface Item<T> {
  value: string | null;
  label: string;
  option: T | null;
}

/**
 * A select the user can type into to filter, following the WAI-ARIA combobox pattern (list
 * autocomplete): Down/Up open the list and move through it, Enter picks, Escape closes (or, when
 * closed, clears the typed text), Tab leaves. With `multiple`, picks become chips; Backspace in the
 * empty box removes the last one and each chip has its own remove button.
 */
export function FilterableSelect<T extends FilterableSelectOption = FilterableSelectOption>(props: FilterableSelectProps<T>) {
  const {
    label,
    options,
    loadOptions,
    selectedOptions,
    placeholder = MESSAGES.selectPlaceholder,
    emptyText = MESSAGES.selectEmpty,
    noneLabel = MESSAGES.finderDefault,
    invalid,
    disabled,
    required,
    name,
    className,
    onBlur,
  } = props;
  const fallbackId = useId();
  const a11y = useFieldControl(props, invalid);
  const inputId = a11y.id ?? fallbackId;
  const listId = `${inputId}-listbox`;
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const selectedValues = props.multiple ? props.values : props.value === null ? [] : [props.value];

  const inputRef = useRef<HTMLInputElement>(null);
  /** What the user typed; null while not filtering (a single select then shows its value's label). */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeValue, setActiveValue] = useState<string | null | typeof FIRST_MATCH | undefined>(undefined);
  const [loaded, setLoaded] = useState<{ text: string; options: T[] } | null>(null);
  const [listName, setListName] = useState('Opciones');
  const text = query ?? '';

  // Every option seen so far, so a chosen value keeps its label when the list is filtered away.
  const known = useRef(new Map<string, T>());
  for (const option of [...(options ?? []), ...(selectedOptions ?? []), ...(loaded?.options ?? [])]) {
    known.current.set(option.value, option);
  }

  // The latest loader, so an inline function does not refetch on every render.
  const loaderRef = useRef(loadOptions);
  useEffect(() => {
    loaderRef.current = loadOptions;
  });
  const loads = !!loadOptions;

  useEffect(() => {
    if (!loads || !open) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        loaderRef.current?.(text, controller.signal).then(
          (found) => {
            if (!controller.signal.aborted) setLoaded({ text, options: found });
          },
          () => {
            if (!controller.signal.aborted) setLoaded({ text, options: [] });
          },
        );
      },
      // The unfiltered list comes at once; a search waits until typing pauses.
      text ? LOAD_OPTIONS_DELAY_MS : 0,
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [loads, open, text]);

  const loading = loads && open && loaded?.text !== text;
  const items = useMemo<Item<T>[]>(() => {
    const typed = fold(text.trim());
    const ranked = (options ?? [])
      .map((option) => {
        const ranks = [option.label, ...(option.keywords ?? [])].map((name) => matchRank(name, typed)).filter((rank) => rank >= 0);
        return { option, rank: ranks.length ? Math.min(...ranks) : -1 };
      })
      .filter((entry) => entry.rank >= 0);
    // A stable sort: options that match equally well keep the order they were given in.
    const matches = loads ? (loaded?.options ?? []) : ranked.sort((a, b) => a.rank - b.rank).map((entry) => entry.option);
    const none: Item<T>[] = !props.multiple && noneLabel !== null && !text ? [{ value: null, label: noneLabel, option: null }] : [];
    return [...none, ...matches.map((option) => ({ value: option.value, label: option.label, option }))];
  }, [loads, loaded, options, text, props.multiple, noneLabel]);
  const hasMatches = items.some((item) => item.value !== null);
  const activeIndex =
    activeValue === undefined
      ? -1
      : activeValue === FIRST_MATCH
        ? items.findIndex((item) => item.value !== null)
        : items.findIndex((item) => item.value === activeValue);

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${inputId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, inputId]);

  const labelOf = (value: string) => known.current.get(value)?.label ?? value;
  const shownText = query ?? (props.multiple || props.value === null ? '' : labelOf(props.value));

  const openList = (active?: string | null | typeof FIRST_MATCH) => {
    if (disabled) return;
    setListName(inputRef.current?.labels?.[0]?.textContent?.trim() || listName);
    setOpen(true);
    setActiveValue(active);
  };

  const close = () => {
    setOpen(false);
    setActiveValue(undefined);
  };

  /** A pointer pick closes a multiple list too: left open, it covered the form's buttons below it. */
  const choose = (item: Item<T>, byPointer = false) => {
    if (props.multiple) {
      if (item.value === null) return;
      const next = selectedValues.includes(item.value) ? selectedValues.filter((value) => value !== item.value) : [...selectedValues, item.value];
      props.onChange(
        next,
        next.map((value) => known.current.get(value) ?? ({ value, label: value } as T)),
      );
      setQuery(null);
      if (byPointer) close();
      else setActiveValue(item.value);
    } else {
      props.onChange(item.value, item.option);
      setQuery(null);
      close();
    }
  };

  const remove = (value: string) => {
    if (!props.multiple) return;
    const next = selectedValues.filter((selected) => selected !== value);
    props.onChange(
      next,
      next.map((selected) => known.current.get(selected) ?? ({ value: selected, label: selected } as T)),
    );
  };

  const move = (step: 1 | -1) => {
    if (!items.length) return;
    const from = activeIndex < 0 ? (step === 1 ? -1 : items.length) : activeIndex;
    const next = (from + step + items.length) % items.length;
    setActiveValue(items[next].value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          // Opening lands on the current choice, or on the first / last entry.
          const current = selectedValues.length ? selectedValues[selectedValues.length - 1] : undefined;
          openList(event.altKey ? undefined : (current ?? items[event.key === 'ArrowDown' ? 0 : items.length - 1]?.value));
        } else {
          move(event.key === 'ArrowDown' ? 1 : -1);
        }
        break;
      }
      case 'Enter':
        if (open && activeIndex >= 0) {
          // Picking must not submit the form around the select.
          event.preventDefault();
          choose(items[activeIndex]);
        }
        break;
      case 'Escape':
        if (open) {
          // Only the list closes, not a dialog the select sits in.
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (query !== null) {
          event.preventDefault();
          event.stopPropagation();
          setQuery(null);
        }
        break;
      case 'Backspace':
        if (props.multiple && !text && selectedValues.length) remove(selectedValues[selectedValues.length - 1]);
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const onInputBlur = () => {
    close();
    setQuery(null);
    onBlur?.();
  };

  return (
    <div className={cx('pl-combobox', props.multiple && 'pl-combobox--multiple', disabled && 'is-disabled', className)}>
      {label && (
        <label className="pl-label" htmlFor={inputId}>
          {label}
        </label>
      )}
      <div
        className={cx('pl-combobox__control', a11y['aria-invalid'] && 'is-invalid')}
        onMouseDown={(event) => {
          // A click on the box (not on a chip's button) focuses the text box and toggles the list.
          if (disabled || (event.target as HTMLElement).closest('button')) return;
          if (event.target !== inputRef.current) event.preventDefault();
          inputRef.current?.focus();
          if (open) close();
          else openList();
        }}
      >
        {props.multiple && selectedValues.length > 0 && (
          <ul className="pl-combobox__chips" aria-label="Seleccionados">
            {selectedValues.map((value) => (
              <li key={value} className="pl-chip">
                <span>{labelOf(value)}</span>
                <button
                  type="button"
                  className="pl-combobox__chip-remove"
                  aria-label={`Quitar ${labelOf(value)}`}
                  disabled={disabled}
                  onClick={() => {
                    remove(value);
                    inputRef.current?.focus();
                  }}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          className="pl-combobox__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={a11y['aria-describedby']}
          aria-invalid={a11y['aria-invalid']}
          aria-required={required || undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={props.multiple && selectedValues.length ? undefined : placeholder}
          disabled={disabled}
          value={shownText}
          onChange={(event) => {
            setQuery(event.target.value);
            if (!open) openList();
            // Typing lands on the first match, so Enter picks it.
            setActiveValue(event.target.value ? FIRST_MATCH : undefined);
          }}
          onKeyDown={onKeyDown}
          onBlur={onInputBlur}
        />
        <span className="pl-combobox__chevron" aria-hidden="true">
          {loading ? <Spinner size="sm" /> : <Icon name="chevron-right" size={16} />}
        </span>
      </div>
      <div className="pl-combobox__popup" hidden={!open}>
        <ul
          id={listId}
          role="listbox"
          aria-label={listName}
          aria-multiselectable={props.multiple || undefined}
          className="pl-combobox__list"
          // Keeps focus in the text box while the mouse picks.
          onMouseDown={(event) => event.preventDefault()}
        >
          {open &&
            items.map((item, index) => {
              const selected = item.value !== null && selectedValues.includes(item.value);
              return (
                <li
                  key={item.value ?? '\u0000none'}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  className={cx('pl-combobox__option', index === activeIndex && 'is-active', item.value === null && 'is-none')}
                  onClick={() => choose(item, true)}
                  onMouseMove={() => {
                    if (index !== activeIndex) setActiveValue(item.value);
                  }}
                >
                  {props.multiple && (
                    <span className="pl-combobox__check" aria-hidden="true">
                      {selected && <Icon name="check" size={16} />}
                    </span>
                  )}
                  <span>{item.label}</span>
                </li>
              );
            })}
        </ul>
        {open && (loading || !hasMatches) && (
          <p className="pl-combobox__message" role="status">
            {loading ? MESSAGES.loading : emptyText}
          </p>
        )}
      </div>
    </div>
  );
}
