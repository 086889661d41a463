import { useRef, useState, type ComponentProps } from 'react';
import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES, type ApplicationStage } from '@postulate/contracts';
import { Select } from '@postulate/ui';

/** Keys that pick the choice the arrows, Home/End or typing landed on. */
const CONFIRM_KEYS = new Set(['Enter', ' ']);

interface StageSelectProps extends Omit<ComponentProps<typeof Select>, 'value' | 'onChange' | 'children'> {
  stage: ApplicationStage;
  /** The recruiter chose another stage: open the confirmation. */
  onChoose: (stage: ApplicationStage) => void;
}

/**
 * An application's Estado. A pick with the pointer asks for confirmation at once; from the
 * keyboard a closed select changes on every arrow key, so the stage it lands on is only asked
 * about on Enter (or Space) or when focus leaves it, and Escape goes back to the current stage.
 */
export function StageSelect({ stage, onChoose, onKeyDown, onBlur, onPointerDown, ...props }: StageSelectProps) {
  const [browsing, setBrowsing] = useState<ApplicationStage | null>(null);
  const byKeyboard = useRef(false);
  const shown = browsing ?? stage;

  const choose = () => {
    if (browsing && browsing !== stage) onChoose(browsing);
    setBrowsing(null);
  };

  return (
    <Select
      {...props}
      value={shown}
      onPointerDown={(event) => {
        byKeyboard.current = false;
        onPointerDown?.(event);
      }}
      onKeyDown={(event) => {
        if (CONFIRM_KEYS.has(event.key) && browsing) {
          event.preventDefault();
          choose();
        } else if (event.key === 'Escape' && browsing) {
          event.preventDefault();
          setBrowsing(null);
        } else {
          // Space, Alt+arrow and F4 open the list, where Enter is already an explicit pick.
          byKeyboard.current = !(event.key === ' ' || event.key === 'F4' || event.altKey);
        }
        onKeyDown?.(event);
      }}
      onChange={(event) => {
        const next = event.target.value as ApplicationStage;
        if (byKeyboard.current) setBrowsing(next);
        else if (next !== stage) onChoose(next);
      }}
      onBlur={(event) => {
        byKeyboard.current = false;
        choose();
        onBlur?.(event);
      }}
    >
      {APPLICATION_STAGES.map((option) => (
        <option key={option} value={option}>
          {APPLICATION_STAGE_LABELS[option]}
        </option>
      ))}
    </Select>
  );
}
