// The username / SMS selector (spec §2: only when both are on) as an ARIA tab list.
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LoginMethod } from './login-methods.ts';

const LABEL: Record<LoginMethod, string> = { username: 'header.loginByUsername', sms: 'header.loginBySms' };

interface Props {
  methods: readonly LoginMethod[];
  value: LoginMethod;
  onChange: (method: LoginMethod) => void;
  panelId: string;
  compact?: boolean;
}

export function LoginMethodTabs({ methods, value, onChange, panelId, compact }: Props) {
  const { t } = useTranslation();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + methods.length) % methods.length;
    onChange(methods[next]);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={t('login.method')} data-compact={compact}>
      {methods.map((method, index) => (
        <button
          key={method}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          aria-selected={method === value}
          aria-controls={panelId}
          tabIndex={method === value ? 0 : -1}
          onClick={() => onChange(method)}
          onKeyDown={(event) => onKeyDown(event, index)}
          data-testid={`login-method-${method}`}
        >
          {t(LABEL[method])}
        </button>
      ))}
    </List>
  );
}

const List = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  margin-bottom: 14px;
  border-radius: var(--radius, 8px);
  background: var(--c-surface-alt);
  border: 1px solid var(--c-border);
  button {
    flex: 1;
    min-height: 36px;
    padding: 0 12px;
    border: 0;
    border-radius: calc(var(--radius, 8px) * 0.75);
    font-size: 14px;
    font-weight: 700;
    color: var(--c-text-muted);
    background: transparent;
    white-space: nowrap;
  }
  button:hover {
    color: var(--c-text);
  }
  button[aria-selected='true'] {
    color: var(--c-on-primary);
    background: var(--c-primary);
    box-shadow: 0 2px 8px color-mix(in srgb, var(--c-primary) 35%, transparent);
  }
  &[data-compact='true'] {
    flex-direction: column;
    gap: 2px;
    padding: 2px;
    margin: 0;
    background: color-mix(in srgb, var(--c-header-text) 8%, transparent);
    border-color: color-mix(in srgb, var(--c-header-text) 18%, transparent);
    button {
      min-height: 0;
      height: 15px;
      padding: 0 8px;
      font-size: 10px;
      border-radius: 4px;
      color: inherit;
      opacity: 0.8;
    }
    button[aria-selected='true'] {
      opacity: 1;
      color: var(--c-on-primary);
      box-shadow: none;
    }
  }
`;
