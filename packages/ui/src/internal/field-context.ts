import { createContext, useContext } from 'react';

interface FieldContextValue {
  id: string;
  /** Ids of the hint / error / success texts currently shown. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** Lets Input, Select and Textarea inside a Field pick up its id, messages and error state. */
export const FieldContext = createContext<FieldContextValue | null>(null);

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

/** The accessibility attributes a control gets from its own props, falling back to its Field. */
export function useFieldControl(props: ControlProps, invalid: boolean | undefined, extraDescribedBy?: string) {
  const field = useContext(FieldContext);
  const describedBy = [props['aria-describedby'], field?.describedBy, extraDescribedBy].filter(Boolean).join(' ');
  const isInvalid = invalid ?? field?.invalid;
  return {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': isInvalid ? true : props['aria-invalid'],
  };
}
