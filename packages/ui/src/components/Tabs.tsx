import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Id of the selected tab. */
  active: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  /** Content of the selected tab, rendered in a tabpanel linked to it. */
  children?: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows (wrapping), Home and End move focus
 * and select; only the selected tab is in the Tab order.
 */
export function Tabs({ tabs, active, onChange, label, children, className }: TabsProps) {
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const hasPanel = children !== undefined;
  const activeIndex = tabs.findIndex((tab) => tab.id === active);

  // Where the strip scrolls sideways (above phone width, it does not wrap) the selected tab must not sit out of view.
  useEffect(() => {
    buttons.current.get(active)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = Math.max(
      0,
      tabs.findIndex((tab) => tab.id === (event.target as HTMLElement).dataset.tabId),
    );
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined || tabs.length === 0) return;
    event.preventDefault();
    const target = tabs[next];
    buttons.current.get(target.id)?.focus();
    if (target.id !== active) onChange(target.id);
  };

  return (
    <div className={cx('pl-tabs', className)}>
      <div className="pl-tablist" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              data-tab-id={tab.id}
              className="pl-tab"
              aria-selected={selected}
              aria-controls={hasPanel && selected ? panelId : undefined}
              // If `active` matches no tab, keep the first one reachable with Tab.
              tabIndex={selected || (activeIndex === -1 && index === 0) ? 0 : -1}
              onClick={() => {
                if (!selected) onChange(tab.id);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {hasPanel && (
        <div className="pl-tabpanel" role="tabpanel" id={panelId} aria-labelledby={activeIndex === -1 ? undefined : tabId(active)} tabIndex={0}>
          {children}
        </div>
      )}
    </div>
  );
}
