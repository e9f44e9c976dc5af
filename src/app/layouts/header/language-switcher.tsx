// Language switcher (spec §2): only the brand's supported languages; opens on hover, on keyboard focus
// and on click/tap; the catalogue loads before the switch.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LanguageCode } from '../../../../schemas/generated/tenant.ts';
import { Dropdown, DropdownCard } from '../../../components/dropdown.tsx';
import { Icon } from '../../../components/icon.tsx';
import { changeAppLanguage } from '../../../lib/i18n/i18n.ts';
import { htmlLangOf, isLanguageCode } from '../../../../schemas/rules/languages.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';

export function useLanguageChoice() {
  const { i18n } = useTranslation();
  const tenant = useTenant();
  const supported = tenant.languages.supported;
  const current = isLanguageCode(i18n.language) ? i18n.language : tenant.languages.default;
  const choose = (lang: LanguageCode) => void changeAppLanguage(lang, supported);
  return { supported, current, choose };
}

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { supported, current, choose } = useLanguageChoice();
  if (supported.length < 2) return null;
  return (
    <Dropdown
      openOnHover
      openOnFocus
      align="end"
      panelLabel={t('header.language')}
      trigger={({ toggleProps, open }) => (
        <Trigger {...toggleProps} aria-label={`${current} – ${t('header.language')}: ${t(`language.${current}`)}`}>
          <Icon name="globe" size={17} />
          <span>{current}</span>
          <Chevron name="chevronDown" size={14} data-open={open} />
        </Trigger>
      )}
    >
      {({ close }) => (
        <DropdownCard>
          <ul>
            {supported.map((lang) => (
              <li key={lang}>
                <Option
                  type="button"
                  lang={htmlLangOf(lang)}
                  aria-pressed={lang === current}
                  onClick={() => {
                    choose(lang);
                    close();
                  }}
                >
                  <Code>{lang}</Code>
                  <span>{t(`language.${lang}`)}</span>
                  {lang === current ? <Check aria-hidden="true">✓</Check> : null}
                </Option>
              </li>
            ))}
          </ul>
        </DropdownCard>
      )}
    </Dropdown>
  );
}

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 34px;
  padding: 0 10px;
  border: 1px solid color-mix(in srgb, currentColor 22%, transparent);
  border-radius: 999px;
  background: color-mix(in srgb, currentColor 6%, transparent);
  color: inherit;
  font-size: 13px;
  font-weight: 700;
  &:hover,
  &[aria-expanded='true'] {
    border-color: var(--c-accent);
    color: var(--c-accent);
  }
`;

const Option = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 9px 10px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  text-align: start;
  font-size: 14px;
  white-space: nowrap;
  &:hover {
    background: var(--c-surface-alt);
  }
  &[aria-pressed='true'] {
    color: var(--c-primary);
    font-weight: 700;
  }
  span {
    flex: 1;
  }
`;

const Code = styled.b`
  display: inline-grid;
  place-items: center;
  min-width: 34px;
  height: 22px;
  border-radius: 4px;
  font-size: 11px;
  color: var(--c-text-muted);
  background: var(--c-surface-alt);
  border: 1px solid var(--c-border);
  [aria-pressed='true'] > & {
    color: var(--c-on-primary);
    background: var(--c-primary);
    border-color: var(--c-primary);
  }
`;

const Check = styled.i`
  font-style: normal;
  font-weight: 800;
`;

const Chevron = styled(Icon)`
  transition: transform 0.2s;
  &[data-open='true'] {
    transform: rotate(180deg);
  }
`;
