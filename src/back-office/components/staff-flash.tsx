// The line above a list that says what the last action did, or why it was refused (the server's
// translated message). It stays until the next action or another tab.
import styled from 'styled-components';

export interface Flash {
  text: string;
  error: boolean;
}

export function FlashLine({ flash, testId }: { flash: Flash | null; testId: string }) {
  if (!flash) return null;
  return (
    <Line role={flash.error ? 'alert' : 'status'} data-tone={flash.error ? 'error' : 'ok'} data-testid={testId}>
      {flash.text}
    </Line>
  );
}

const Line = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: var(--radius);
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-left: 4px solid var(--c-success);
  &[data-tone='error'] {
    border-left-color: var(--c-danger);
    color: var(--c-danger);
  }
`;
