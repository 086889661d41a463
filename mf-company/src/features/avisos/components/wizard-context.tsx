import { createContext, useContext, useRef, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { AvisoSave, AvisoSaveInput, CompanyAvisoData } from '@postulate/contracts';
import type { FilterableSelectOption } from '@postulate/ui';

/** A form value as the text of its box ('' for none). */
export const fieldText = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

type LabelledField = 'nivel' | 'localidad';

interface WizardContextValue {
  /** The saved ad being modified, with the labels of its ids; null for a new ad. */
  loaded: CompanyAvisoData | null;
  /** Keeps the labels of options found in this visit, so a step shown again can name its value. */
  remember: (field: LabelledField, options: FilterableSelectOption[]) => FilterableSelectOption[];
  /** The option to show for a chosen value: its remembered label, or the saved ad's. */
  selectedOption: (field: LabelledField, value: string, loadedLabel: string | undefined) => FilterableSelectOption[];
}

const WizardContext = createContext<WizardContextValue | null>(null);

/** What the wizard's steps share besides the form: the saved ad and the labels chosen so far. */
export function WizardProvider({ loaded, children }: { loaded: CompanyAvisoData | null; children: ReactNode }) {
  // A step's select is rebuilt when the person comes back to it and would otherwise show the bare
  // id ('3', '0209801001') of the nivel or localidad chosen earlier in this visit.
  const chosenLabels = useRef(new Map<string, string>());
  const value: WizardContextValue = {
    loaded,
    remember: (field, options) => {
      for (const option of options) chosenLabels.current.set(`${field}:${option.value}`, option.label);
      return options;
    },
    selectedOption: (field, chosen, loadedLabel) => {
      const label = chosenLabels.current.get(`${field}:${chosen}`) ?? loadedLabel;
      return chosen && label ? [{ value: chosen, label }] : [];
    },
  };
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}

export function useWizard(): WizardContextValue {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('useWizard outside WizardProvider');
  return wizard;
}

/** The ad's one form, shared by the steps (react-hook-form's context). */
export const useAvisoForm = () => useFormContext<AvisoSaveInput, unknown, AvisoSave>();
