// The recently viewed games, newest first (spec §2), from the persisted store: the side panel and the
// narrow-screen menu show it, both only once opened.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { Img } from '../../../components/img.tsx';
import { useRecentlyViewedStore } from '../stores/recently-viewed.store.ts';

/** The entries, newest first; "No data" when there are none. Also used by the narrow-screen menu. */
export function RecentlyViewedList() {
  const { t } = useTranslation();
  const entries = useRecentlyViewedStore((s) => s.entries);
  if (entries.length === 0) {
    return (
      <Empty>
        <Icon name="history" size={32} strokeWidth={1.4} />
        <p>{t('common.noData')}</p>
      </Empty>
    );
  }
  return (
    <List>
      {entries.map((entry) => (
        <li key={`${entry.vassalage}-${entry.gameCode}`}>
          <Img src={entry.iconUrl ?? '/art/default-game.svg'} alt="" width={44} height={44} />
          <div>
            <strong>{entry.name}</strong>
            <small>{entry.vassalage}</small>
          </div>
        </li>
      ))}
    </List>
  );
}

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 36px 16px;
  color: var(--c-text-muted);
`;

const List = styled.ul`
  overflow: auto;
  padding: 8px;
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px;
    border-radius: 8px;
  }
  li + li {
    border-top: 1px solid var(--c-border);
  }
  img {
    width: 44px;
    height: 44px;
    border-radius: 8px;
    object-fit: cover;
  }
  strong {
    display: block;
    font-size: 13px;
  }
  small {
    color: var(--c-text-muted);
    font-size: 11px;
  }
`;
