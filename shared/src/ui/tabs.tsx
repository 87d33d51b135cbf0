import './styles/tabs.css';
import { Badge } from './badge';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  /** Count shown after the label (e.g. unread or pending items); hidden at 0. */
  badge?: number;
}

export interface TabsProps<T extends string> {
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  /** Content of the selected tab; rendered in the tabpanel. */
  children?: ReactNode;
}

/** WAI-ARIA tabs (optionally with count badges): arrow keys move between tabs (roving tabindex), Home/End jump, selection follows focus. */
export function Tabs<T extends string>({ tabs, value, onChange, label, children }: TabsProps<T>) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === value),
  );

  const move = (event: KeyboardEvent, to: number) => {
    event.preventDefault();
    const next = (to + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    if (event.key === 'ArrowRight') move(event, index + (rtl ? -1 : 1));
    else if (event.key === 'ArrowLeft') move(event, index + (rtl ? 1 : -1));
    else if (event.key === 'Home') move(event, 0);
    else if (event.key === 'End') move(event, tabs.length - 1);
  };

  return (
    <div className="ui-tabs">
      <div role="tablist" aria-label={label} className="ui-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === value}
            // Only a panel that exists may be named: tabs that filter content rendered elsewhere control nothing here.
            aria-controls={children !== undefined ? `${base}-panel` : undefined}
            tabIndex={tab.id === value ? 0 : -1}
            className="ui-tabs__tab"
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
            {tab.badge ? <Badge count={tab.badge} /> : null}
          </button>
        ))}
      </div>
      {children !== undefined ? (
        <div
          role="tabpanel"
          id={`${base}-panel`}
          aria-labelledby={`${base}-tab-${value}`}
          className="ui-tabs__panel"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
