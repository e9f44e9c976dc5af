// Pieces of the back office's editors (content, promotions): tabs (a language per tab), the editor form, two
// columns, list rows with their order buttons, sections, the preview frame and the line of a problem found
// before sending.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../components/button.tsx';
import { ApiError } from '../../lib/api/api-client.ts';
import { media } from '../../lib/theme/styled-theme.ts';
import { TabList } from './staff-ui.tsx';

export function Tabs<K extends string>({
  tabs,
  value,
  onValue,
  label,
  testId = 'bo-content-tab',
}: {
  tabs: Array<[K, string]>;
  value: K;
  onValue: (k: K) => void;
  label: string;
  /** data-testid of each tab: `${testId}-${key}`. */
  testId?: string;
}) {
  return (
    <TabList role="tablist" aria-label={label}>
      {tabs.map(([key, text]) => (
        <button key={key} type="button" role="tab" aria-selected={value === key} onClick={() => onValue(key)} data-testid={`${testId}-${key}`}>
          {text}
        </button>
      ))}
    </TabList>
  );
}

export const Editor = styled.form`
  display: grid;
  gap: 12px;
  min-width: 0;
  label {
    display: grid;
    gap: 4px;
    font-size: 13px;
    font-weight: 600;
  }
  label > span:first-child {
    color: var(--c-text);
  }
  input[type='text'],
  input[type='url'],
  input[type='datetime-local'],
  select,
  textarea {
    min-width: 0;
    padding: 8px 10px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    font: inherit;
    font-weight: 400;
  }
  textarea {
    min-height: 96px;
    resize: vertical;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
  }
`;

export const Row2 = styled.div`
  display: grid;
  gap: 12px;
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Split = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

export const ItemList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 12px;
  align-items: center;
  padding: 10px;
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  background: var(--c-surface);
  > div:last-child {
    grid-column: 1 / -1;
  }
  ${media.sm} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    > div:last-child {
      grid-column: auto;
    }
  }
`;

export const ItemText = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: var(--c-text-muted);
    overflow-wrap: anywhere;
  }
`;

export const Preview = styled.figure`
  margin: 0;
  display: grid;
  gap: 8px;
  padding: 12px;
  border: 1px dashed var(--c-border);
  border-radius: var(--radius);
  background: var(--c-background);
  figcaption {
    font-size: 12px;
    color: var(--c-text-muted);
  }
  img {
    width: 100%;
    max-height: 220px;
    object-fit: cover;
    border-radius: var(--radius);
  }
`;

/** Up / down buttons of an ordered list. */
export function OrderButtons({
  first,
  last,
  disabled,
  onMove,
  label,
}: {
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        type="button"
        $size="sm"
        $variant="outline"
        disabled={disabled || first}
        onClick={() => onMove(-1)}
        aria-label={t('content.moveUp', { item: label })}
      >
        ↑
      </Button>
      <Button
        type="button"
        $size="sm"
        $variant="outline"
        disabled={disabled || last}
        onClick={() => onMove(1)}
        aria-label={t('content.moveDown', { item: label })}
      >
        ↓
      </Button>
    </>
  );
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <SectionBox>
      <header>
        <h2>{title}</h2>
        {actions ? <Buttons>{actions}</Buttons> : null}
      </header>
      {children}
    </SectionBox>
  );
}

const SectionBox = styled.section`
  display: grid;
  gap: 12px;
  min-width: 0;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  padding: 16px;
  > header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
    align-items: center;
  }
  h2 {
    font-size: 16px;
    font-weight: 700;
  }
`;

export const Problem = styled.p`
  margin: 0;
  font-size: 13px;
  color: var(--c-danger);
`;

/** What the server refused in a save: its message, then each field's problem. Nothing before a failed save. */
export function SaveProblems({ error, testId }: { error: Error | null; testId: string }) {
  if (!error) return null;
  const fields = error instanceof ApiError ? error.errors : [];
  return (
    <div role="alert" data-testid={testId}>
      <Problem>{error.message}</Problem>
      {fields.map((f, i) => (
        <Problem key={i}>
          {f.field}: {f.message}
        </Problem>
      ))}
    </div>
  );
}

/** An editor form's closing row: save (the form's submit, off while `disabled`) and cancel. */
export function SaveCancel({ disabled, onCancel, saveTestId }: { disabled: boolean; onCancel: () => void; saveTestId: string }) {
  const { t } = useTranslation();
  return (
    <Buttons>
      <Button type="submit" $size="sm" disabled={disabled} data-testid={saveTestId}>
        {t('common.save')}
      </Button>
      <Button type="button" $size="sm" $variant="outline" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </Buttons>
  );
}

/** One name field per brand language, in two columns (a reward's, a mission's names). */
export function NameFields({
  languages,
  names,
  onChange,
  testIdPrefix,
}: {
  languages: readonly string[];
  names: Readonly<Record<string, string>>;
  onChange: (names: Record<string, string>) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <Row2>
      {languages.map((language) => (
        <label key={language}>
          <span>{t('loyaltyEditor.field.name', { language })}</span>
          <input
            type="text"
            value={names[language] ?? ''}
            onChange={(e) => onChange({ ...names, [language]: e.target.value })}
            data-testid={`${testIdPrefix}-${language}`}
          />
        </label>
      ))}
    </Row2>
  );
}
