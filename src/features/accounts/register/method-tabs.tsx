// Two or more ways to fill a form (username / mobile registration, e-mail / mobile reset) as an ARIA
// tab list: arrow keys move between tabs, only the selected one is in the tab order.
import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

export interface MethodTab<T extends string> {
  id: T;
  label: string;
}

interface MethodTabsProps<T extends string> {
  label: string;
  tabs: readonly MethodTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** id prefix: tab i is `${idPrefix}-tab-${id}`, its panel `${idPrefix}-panel`. */
  idPrefix: string;
}

export function MethodTabs<T extends string>({ label, tabs, value, onChange, idPrefix }: MethodTabsProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next].id);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const selected = tab.id === value;
        return (
          <Tab
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            data-testid={`${idPrefix}-tab-${tab.id}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}

const List = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  margin-bottom: 16px;
  border-radius: var(--radius, 8px);
  background: var(--c-surface-alt);
  border: 1px solid var(--c-border);
`;

const Tab = styled.button`
  flex: 1;
  min-height: 38px;
  padding: 0 12px;
  border: 0;
  border-radius: calc(var(--radius, 8px) * 0.75);
  font-weight: 700;
  font-size: 14px;
  color: var(--c-text-muted);
  background: transparent;
  transition:
    background-color 0.15s,
    color 0.15s;
  &:hover {
    color: var(--c-text);
  }
  &[aria-selected='true'] {
    color: var(--c-on-primary);
    background: var(--c-primary);
    box-shadow: 0 2px 8px color-mix(in srgb, var(--c-primary) 35%, transparent);
  }
`;
