// Layout pieces the account forms of this folder share: a two-column field grid, the message line
// under a control, the terms checkbox and the action row.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../lib/theme/styled-theme.ts';

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px 16px;
  &[data-columns='2'] {
    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      > [data-wide='true'] {
        grid-column: 1 / -1;
      }
    }
  }
`;

export const FieldMessage = styled.p`
  min-height: 18px;
  margin: 4px 2px 0;
  font-size: 12px;
  line-height: 1.35;
  color: var(--c-danger);
`;

export const Hint = styled.p`
  margin: 0 0 14px;
  font-size: 13px;
  line-height: 1.5;
  color: var(--c-text-muted);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 8px;
  > * {
    flex: 1 1 140px;
  }
`;

export const Notice = styled.p`
  margin: 4px 0 12px;
  padding: 8px 12px;
  border-radius: var(--radius, 8px);
  font-size: 13px;
  color: var(--c-text);
  background: color-mix(in srgb, var(--c-primary) 10%, transparent);
  border: 1px solid color-mix(in srgb, var(--c-primary) 30%, transparent);
`;

interface CheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  describedBy?: string;
  invalid?: boolean;
}

export function Checkbox({ id, checked, onChange, children, describedBy, invalid }: CheckboxProps) {
  return (
    <CheckRow>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
      <label htmlFor={id}>{children}</label>
    </CheckRow>
  );
}

const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin-top: 6px;
  font-size: 13px;
  line-height: 1.45;
  input {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin: 1px 0 0;
    accent-color: var(--c-primary);
  }
  a {
    color: var(--c-primary);
    font-weight: 700;
    text-decoration: underline;
  }
`;
