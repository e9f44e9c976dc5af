// Building blocks of the cashier pages (deposit, withdraw): a titled panel, a status badge, choice
// cards, quick-amount chips and a compact record list. Presentation only.
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const PageTitle = styled.h3`
  margin: 0 0 14px;
  font-size: 18px;
`;

export const Panel = styled.section`
  padding: 16px;
  margin-bottom: 14px;
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 10px);
  background: var(--c-surface);
  > h4 {
    margin: 0 0 12px;
    font-size: 15px;
  }
`;

export const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 10px;
  margin-bottom: 12px;
`;

export const Choice = styled.button`
  display: flex;
  flex-direction: column;
  gap: 2px;
  text-align: left;
  padding: 10px 12px;
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  background: var(--c-background);
  color: var(--c-text);
  cursor: pointer;
  font: inherit;
  &[aria-pressed='true'] {
    border-color: var(--c-primary);
    box-shadow: 0 0 0 1px var(--c-primary);
    background: color-mix(in srgb, var(--c-primary) 8%, var(--c-background));
  }
  strong {
    font-size: 14px;
  }
  span {
    font-size: 12px;
    color: var(--c-text-muted);
    overflow-wrap: anywhere;
  }
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: -4px 0 12px;
  button {
    font: inherit;
    font-size: 12px;
    padding: 4px 10px;
    border-radius: 999px;
    border: 1px solid var(--c-border);
    background: var(--c-background);
    color: var(--c-text);
    cursor: pointer;
  }
  button:hover {
    border-color: var(--c-primary);
  }
`;

const TONE: Record<string, string> = {
  pending: 'var(--c-warning)',
  disputed: 'var(--c-warning)',
  approved: 'var(--c-success, #1a7f37)',
  received: 'var(--c-success, #1a7f37)',
  resolved: 'var(--c-success, #1a7f37)',
  rejected: 'var(--c-danger)',
  failed: 'var(--c-danger)',
};

const Badge = styled.span<{ $tone: string }>`
  display: inline-block;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  white-space: nowrap;
  color: ${(p) => p.$tone};
  border: 1px solid ${(p) => p.$tone};
`;

export function StatusBadge({ status, children }: { status: string; children: ReactNode }) {
  return (
    <Badge $tone={TONE[status] ?? 'var(--c-text-muted)'} data-status={status}>
      {children}
    </Badge>
  );
}

export const Records = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px 12px;
    padding: 10px 0;
    border-bottom: 1px solid var(--c-border);
  }
  > li:last-child {
    border-bottom: 0;
  }
  .amount {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  .meta {
    font-size: 12px;
    color: var(--c-text-muted);
  }
`;

export const Empty = styled.p`
  margin: 0;
  color: var(--c-text-muted);
  font-size: 13px;
`;

export const Copyable = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-variant-numeric: tabular-nums;
  button {
    font: inherit;
    font-size: 12px;
    padding: 2px 8px;
    border-radius: 6px;
    border: 1px solid var(--c-border);
    background: transparent;
    color: var(--c-primary);
    cursor: pointer;
  }
`;
