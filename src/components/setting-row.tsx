// One row of a settings list (my account's security section): an icon, a title with a hint, the current
// state (a value and a badge), an action button, and an optional panel that opens below the row.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './icon.tsx';
import { media } from '../lib/theme/styled-theme.ts';

export interface SettingRowProps {
  icon: IconName;
  title: string;
  hint?: string;
  /** The current value (an address, a number, "Not set"). */
  value?: ReactNode;
  /** A short state badge; `good` colours it as done. */
  badge?: { text: string; good: boolean };
  action?: ReactNode;
  /** Shown below the row (a form). */
  children?: ReactNode;
  testId?: string;
}

export function SettingRow({ icon, title, hint, value, badge, action, children, testId }: SettingRowProps) {
  return (
    <Row data-testid={testId}>
      <Main>
        <Art aria-hidden="true">
          <Icon name={icon} size={20} />
        </Art>
        <Text>
          <strong>{title}</strong>
          {hint ? <small>{hint}</small> : null}
        </Text>
        <State>
          {value ? <Value>{value}</Value> : null}
          {badge ? <Badge data-good={badge.good ? 'true' : 'false'}>{badge.text}</Badge> : null}
        </State>
        {action ? <Action>{action}</Action> : null}
      </Main>
      {children ? <Below>{children}</Below> : null}
    </Row>
  );
}

const Row = styled.li`
  list-style: none;
  padding: 12px 0;
  border-top: 1px solid var(--c-border);
  &:first-child {
    border-top: 0;
  }
`;

const Main = styled.div`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  align-items: center;
  gap: 6px 12px;
  ${media.md} {
    grid-template-columns: 40px minmax(0, 1.2fr) minmax(0, 1fr) auto;
    > span:first-child {
      align-self: center;
    }
  }
`;

const Art = styled.span`
  align-self: start;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: var(--c-primary);
  background: color-mix(in srgb, var(--c-primary) 12%, transparent);
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    font-size: 14px;
  }
  small {
    font-size: 12px;
    color: var(--c-text-muted);
  }
`;

const State = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  min-width: 0;
  grid-column: 2 / 3;
  ${media.md} {
    grid-column: auto;
  }
`;

const Value = styled.span`
  font-size: 13px;
  overflow-wrap: anywhere;
`;

const Badge = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 11px;
  font-weight: 700;
  color: var(--c-text-muted);
  background: var(--c-surface-alt);
  &[data-good='true'] {
    color: var(--c-success, #1a7f45);
    background: color-mix(in srgb, var(--c-success, #1a7f45) 14%, transparent);
  }
`;

const Action = styled.span`
  grid-column: 2;
  justify-self: start;
  ${media.md} {
    grid-column: 4;
    justify-self: end;
  }
`;

const Below = styled.div`
  margin: 12px 0 0;
  ${media.md} {
    margin-left: 52px;
  }
`;
