import type { ReactNode } from 'react';
import { formatAmount, readAmount } from '@postulate/contracts';

export interface AmountHintProps {
  /** The amount box's text as typed. */
  text: unknown;
  /** Whether centavos may be written (readAmount's rule). */
  cents: boolean;
  /** The hint before anything readable is typed ('En pesos'). */
  children: ReactNode;
}

/**
 * A Field's hint for an amount: as the person types it says the amount understood ('Entendemos
 * $ 850.000'), so '850.000' is never taken for 850 unnoticed. Text that cannot be read ('850.00',
 * and every half-typed amount on the way) adds nothing: why it is refused shows as the field's
 * error when the form is checked, not at each keystroke. The Field ties the hint to the box
 * (aria-describedby); aria-live reads each understood amount out.
 */
export function AmountHint({ text, cents, children }: AmountHintProps) {
  const value = typeof text === 'string' ? readAmount(text, cents)?.value : undefined;
  return (
    <>
      {children}
      <span aria-live="polite">{value !== undefined && <strong className="pl-amount-reading">{` · Entendemos ${formatAmount(value)}`}</strong>}</span>
    </>
  );
}
