// The filters of the normal list: name search (typed text is applied after a pause, or at once on
// Enter), the vendor's classifications (bingo only in TY, see visibleClassifies) and the minimum bet.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { formatMoney } from '../../../lib/format/money.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { type GameClassify, type MinBet } from '../list/games-list-state.ts';
import { useMinBetOptions } from '../use-min-bet-options.ts';

export const SEARCH_DEBOUNCE_MS = 400;
const NAME_MAX_LENGTH = 60;

interface SearchProps {
  value: string;
  onSearch: (name: string) => void;
}

/** The name search: local text, applied SEARCH_DEBOUNCE_MS after the last keystroke. */
export function GamesSearch({ value, onSearch }: SearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(value);
  // The last value this box applied: a different value from outside (a new vendor page) replaces the text.
  const applied = useRef(value);

  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === applied.current) return;
    const timer = window.setTimeout(() => {
      applied.current = trimmed;
      onSearch(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    applied.current = trimmed;
    onSearch(trimmed);
  };

  return (
    <SearchForm role="search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {t('games.search.label')}
      </VisuallyHidden>
      <SearchIcon aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" />
        </svg>
      </SearchIcon>
      <input
        id={inputId}
        type="search"
        value={text}
        maxLength={NAME_MAX_LENGTH}
        placeholder={t('games.search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
        data-testid="games-search"
      />
    </SearchForm>
  );
}

interface FilterProps {
  classifies: readonly GameClassify[];
  classify: GameClassify | null;
  onClassify: (classify: GameClassify | null) => void;
  minBet: MinBet | null;
  onMinBet: (minBet: MinBet | null) => void;
  /** The filters apply to the normal list only; elsewhere they show their values without a highlight. */
  active: boolean;
}

export function GamesFilters({ classifies, classify, onClassify, minBet, onMinBet, active }: FilterProps) {
  const { t } = useTranslation();
  const { currency } = useTenant();
  const minBetOptions = useMinBetOptions();
  const selectId = useId();
  const classifyOptions: ReadonlyArray<GameClassify | null> = [null, ...classifies];
  return (
    <Row>
      {classifies.length > 0 ? (
        <Chips role="group" aria-label={t('games.classify.label')}>
          {classifyOptions.map((option) => (
            <button
              key={option ?? 'all'}
              type="button"
              aria-pressed={active && option === classify}
              data-selected={option === classify}
              data-testid={`games-classify-${option ?? 'all'}`}
              onClick={() => onClassify(option)}
            >
              {option ? t(`games.classify.${option}`) : t('games.classify.all')}
            </button>
          ))}
        </Chips>
      ) : (
        <span />
      )}
      <MinBetField>
        <label htmlFor={selectId}>{t('games.minBet.label')}</label>
        <SelectBox>
          <select
            id={selectId}
            value={minBet === null ? '' : String(minBet)}
            onChange={(event) => onMinBet(event.target.value === '' ? null : (Number(event.target.value) as MinBet))}
            data-testid="games-minbet"
          >
            <option value="">{t('games.minBet.all')}</option>
            {minBetOptions.map((option) => (
              <option key={option} value={String(option)}>
                {formatMoney(option, { symbol: currency.symbol })}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" size={16} />
        </SelectBox>
      </MinBetField>
    </Row>
  );
}

const SearchForm = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;
  input {
    width: 100%;
    height: 44px;
    padding: 0 12px 0 38px;
    border: 1px solid var(--c-border);
    border-radius: var(--radius, 8px);
    color: var(--c-text);
    background: var(--c-surface-alt);
    font-size: 14px;
    transition:
      border-color 0.15s,
      box-shadow 0.15s;
  }
  input::placeholder {
    color: var(--c-text-muted);
    opacity: 1;
  }
  input:focus {
    border-color: var(--c-primary);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--c-primary) 22%, transparent);
    outline: none;
  }
`;

const SearchIcon = styled.span`
  position: absolute;
  left: 12px;
  display: grid;
  place-items: center;
  color: var(--c-text-muted);
  pointer-events: none;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px 16px;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  min-width: 0;
  button {
    min-height: 30px;
    padding: 0 10px;
    border: 1px solid var(--c-border);
    border-radius: 999px;
    font-size: 12px;
    font-weight: 700;
    color: var(--c-text-muted);
    background: var(--c-surface);
    white-space: nowrap;
    transition:
      border-color 0.15s,
      color 0.15s,
      background-color 0.15s;
  }
  button:hover {
    color: var(--c-text);
    border-color: color-mix(in srgb, var(--c-primary) 60%, var(--c-border));
  }
  button[data-selected='true'] {
    color: var(--c-primary);
    border-color: color-mix(in srgb, var(--c-primary) 60%, var(--c-border));
  }
  button[aria-pressed='true'] {
    color: var(--c-on-primary);
    border-color: var(--c-primary);
    background: var(--c-primary);
  }
  ${media.md} {
    button {
      min-height: 32px;
      padding: 0 12px;
    }
  }
`;

const MinBetField = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
  label {
    font-size: 13px;
    font-weight: 700;
    color: var(--c-text-muted);
    white-space: nowrap;
  }
`;

const SelectBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  select {
    appearance: none;
    min-width: 120px;
    height: 36px;
    padding: 0 34px 0 12px;
    border: 1px solid var(--c-border);
    border-radius: var(--radius, 8px);
    color: var(--c-text);
    background: var(--c-surface-alt);
    font-size: 13px;
    font-weight: 600;
    cursor: pointer;
  }
  select:focus {
    border-color: var(--c-primary);
  }
  option {
    color: var(--c-text);
    background: var(--c-surface);
  }
  svg {
    position: absolute;
    right: 10px;
    color: var(--c-text-muted);
    pointer-events: none;
  }
`;
