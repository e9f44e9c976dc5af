// The list selector of the games hall: all games (the vendor's catalogue), hot, favourites, recent.
// Toggle buttons (aria-pressed) in a labelled group; each shows its icon and, from md up, its text.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import type { GamesListType } from '../list/games-list-state.ts';

const TABS: ReadonlyArray<{ type: GamesListType; icon: IconName; labelKey: string }> = [
  { type: 'normal', icon: 'gamepad', labelKey: 'games.tabs.normal' },
  { type: 'hot', icon: 'flame', labelKey: 'games.tabs.hot' },
  { type: 'fav', icon: 'star', labelKey: 'games.tabs.fav' },
  { type: 'recent', icon: 'history', labelKey: 'games.tabs.recent' },
];

interface Props {
  value: GamesListType;
  onSelect: (type: GamesListType) => void;
  controls?: string;
}

export function GamesTypeTabs({ value, onSelect, controls }: Props) {
  const { t } = useTranslation();
  return (
    <Bar role="group" aria-label={t('games.tabs.label')}>
      {TABS.map((tab) => (
        <button
          key={tab.type}
          type="button"
          aria-pressed={tab.type === value}
          aria-controls={controls}
          data-testid={`games-tab-${tab.type}`}
          onClick={() => onSelect(tab.type)}
        >
          <Icon name={tab.icon} size={16} strokeWidth={2} fill={tab.type === 'fav' && tab.type === value ? 'currentColor' : 'none'} />
          <span>{t(tab.labelKey)}</span>
        </button>
      ))}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  gap: 4px;
  min-width: 0;
  padding: 4px;
  border-radius: var(--radius, 8px);
  background: var(--c-surface-alt);
  border: 1px solid var(--c-border);
  button {
    flex: 1 1 0;
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-width: 0;
    min-height: 44px;
    padding: 4px 4px;
    border: 0;
    border-radius: calc(var(--radius, 8px) * 0.75);
    font-size: 11px;
    font-weight: 700;
    line-height: 1.2;
    color: var(--c-text-muted);
    background: transparent;
    transition:
      background-color 0.15s,
      color 0.15s;
  }
  button > span {
    max-width: 100%;
    overflow-wrap: anywhere;
    text-align: center;
  }
  button > svg {
    flex-shrink: 0;
  }
  button:hover {
    color: var(--c-text);
  }
  button[aria-pressed='true'] {
    color: var(--c-on-primary);
    background: var(--c-primary);
    box-shadow: 0 2px 8px color-mix(in srgb, var(--c-primary) 35%, transparent);
  }
  ${media.sm} {
    button {
      flex-direction: row;
      gap: 6px;
      min-height: 36px;
      padding: 0 10px;
      font-size: 13px;
      white-space: nowrap;
    }
    button > span {
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;
