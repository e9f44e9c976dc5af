// The country dialling-code picker (spec §2): the flag and code of the chosen country; the list opens
// when the control gets focus and closes 200 ms after it loses it (§9), long enough for a click on an
// option to land. Keyboard: arrows move, Enter/Space choose, Escape closes (ARIA combobox + listbox).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { flagUrl } from './country-flags.ts';
import type { DialingCountry } from './default-country.ts';

export const PICKER_CLOSE_DELAY_MS = 200;

interface CountryCodePickerProps {
  value: string;
  onChange: (countryDialingCode: string) => void;
  countries: readonly DialingCountry[];
  /** Accessible name (default: "Country code"). */
  label?: string;
  id?: string;
}

function useCountryNames(): (code: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([document.documentElement.lang || i18n.language, 'en'], { type: 'region' });
    } catch {
      names = undefined;
    }
    return (code: string) => names?.of(code) ?? code;
  }, [i18n.language]);
}

export function CountryCodePicker({ value, onChange, countries, label, id }: CountryCodePickerProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const listId = `${ownId}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<number | undefined>(undefined);
  const nameOf = useCountryNames();
  const selected = countries.find((c) => c.countryDialingCode === value);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c.countryDialingCode === value),
      ),
    );
    setOpen(true);
  };
  const hideLater = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), PICKER_CLOSE_DELAY_MS);
  };
  const choose = (index: number) => {
    const country = countries[index];
    if (country) onChange(country.countryDialingCode);
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + countries.length) % countries.length);
    } else if ((event.key === 'Enter' || event.key === ' ') && open) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${ownId}-opt-${index}`;
  return (
    <Root data-testid="country-code-picker">
      <Trigger
        id={id}
        type="button"
        role="combobox"
        aria-label={`${label ?? t('login.countryCode')}: ${selected ? `${nameOf(selected.countryCode)} ${selected.countryDialingCode}` : value}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        onFocus={show}
        onBlur={hideLater}
        onClick={() => (open ? undefined : show())}
        onKeyDown={onKeyDown}
      >
        {selected ? <Flag code={selected.countryCode} /> : null}
        <span>{value || '+'}</span>
        <Caret aria-hidden="true" data-open={open} />
      </Trigger>
      {open ? (
        <List id={listId} role="listbox" aria-label={label ?? t('login.countryCode')}>
          {countries.map((country, index) => (
            <li
              key={country.countryCode}
              id={optionId(index)}
              role="option"
              aria-selected={country.countryDialingCode === value}
              data-active={index === active}
              data-testid={`country-option-${country.countryCode}`}
              // Keep focus on the combobox: choosing must not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(index)}
            >
              <Flag code={country.countryCode} />
              <span className="name">{nameOf(country.countryCode)}</span>
              <span className="code">{country.countryDialingCode}</span>
            </li>
          ))}
        </List>
      ) : null}
    </Root>
  );
}

function Flag({ code }: { code: string }) {
  const src = flagUrl(code);
  return src ? <FlagImg src={src} alt="" width={22} height={16} /> : <FlagBlank aria-hidden="true">{code}</FlagBlank>;
}

const Root = styled.div`
  position: relative;
  flex-shrink: 0;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 44px;
  padding: 0 10px;
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  background: var(--c-surface-alt);
  color: var(--c-text);
  font-size: 14px;
  font-weight: 700;
  &:focus-visible,
  &[aria-expanded='true'] {
    border-color: var(--c-primary);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--c-primary) 22%, transparent);
    outline: none;
  }
`;

const Caret = styled.span`
  width: 0;
  height: 0;
  border-left: 4px solid transparent;
  border-right: 4px solid transparent;
  border-top: 5px solid currentColor;
  opacity: 0.7;
  transition: transform 0.15s;
  &[data-open='true'] {
    transform: rotate(180deg);
  }
`;

const FlagImg = styled.img`
  width: 22px;
  height: 16px;
  border-radius: 2px;
  object-fit: cover;
  box-shadow: 0 0 0 1px rgb(0 0 0 / 0.12);
  flex-shrink: 0;
`;

const FlagBlank = styled.span`
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 16px;
  border-radius: 2px;
  font-size: 9px;
  background: var(--c-border);
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 240px;
  max-height: 260px;
  overflow: auto;
  margin: 0;
  padding: 4px;
  list-style: none;
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  background: var(--c-surface);
  color: var(--c-text);
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.22);
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 10px;
    border-radius: calc(var(--radius, 8px) * 0.75);
    font-size: 14px;
    cursor: pointer;
  }
  li[data-active='true'] {
    background: color-mix(in srgb, var(--c-primary) 14%, transparent);
  }
  li[aria-selected='true'] {
    font-weight: 700;
  }
  .name {
    flex: 1;
  }
  .code {
    color: var(--c-text-muted);
    font-variant-numeric: tabular-nums;
  }
`;
