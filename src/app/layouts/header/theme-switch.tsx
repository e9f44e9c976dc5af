import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { useThemeModeStore } from '../../../lib/theme/theme-mode.store.ts';

/**
 * Light/dark switch: one attribute on <html> plus the stored choice; colours need no re-render. Its look
 * follows <html data-theme> (set before first paint), not the store: a server-rendered page hydrates with
 * the store's first value, and the knob must not jump when the real one arrives.
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const mode = useThemeModeStore((s) => s.mode);
  const toggle = useThemeModeStore((s) => s.toggle);
  const next = mode === 'dark' ? t('header.themeLight') : t('header.themeDark');
  return (
    <Switch
      type="button"
      onClick={toggle}
      aria-label={t('header.switchTheme', { theme: next })}
      title={t('header.switchTheme', { theme: next })}
      data-mode={mode}
    >
      <Knob>
        <Icon name="sun" size={14} strokeWidth={2.2} data-theme-only="light" />
        <Icon name="moon" size={14} strokeWidth={2.2} data-theme-only="dark" />
      </Knob>
    </Switch>
  );
}

const Switch = styled.button`
  position: relative;
  width: 54px;
  height: 30px;
  flex-shrink: 0;
  padding: 0;
  border: 1px solid color-mix(in srgb, currentColor 22%, transparent);
  border-radius: 999px;
  color: inherit;
  background: color-mix(in srgb, currentColor 8%, transparent);
  :root[data-theme='dark'] & {
    background: color-mix(in srgb, var(--c-primary) 28%, transparent);
  }
`;

const Knob = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  color: var(--c-on-primary);
  background: var(--c-primary);
  box-shadow: 0 2px 6px rgb(0 0 0 / 0.3);
  transition: transform 0.2s;
  :root[data-theme='dark'] & {
    transform: translateX(24px);
  }
`;
