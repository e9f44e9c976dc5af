// Paging of the games hall: first, previous, the numbered pages of pageItems (pageRange 3, marginPages 1,
// ellipses), next, last; every target clamped to 1..totalPages. Hidden when there is one page or none.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { clampPage, pageItems } from '../list/paginator.ts';

interface Props {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
  controls?: string;
}

export function GamesPaginator({ pageNo, totalPages, onPage, controls }: Props) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const current = clampPage(pageNo, totalPages);
  const go = (target: number) => {
    const page = clampPage(target, totalPages);
    if (page !== current) onPage(page);
  };
  const atStart = current <= 1;
  const atEnd = current >= totalPages;
  return (
    <Nav aria-label={t('games.pagination.label')}>
      <PageButton
        type="button"
        data-edge="true"
        disabled={atStart}
        onClick={() => go(1)}
        aria-label={t('common.first')}
        aria-controls={controls}
        data-testid="games-page-first"
      >
        <Double aria-hidden="true">
          <Icon name="chevronLeft" size={16} strokeWidth={2.2} />
          <Icon name="chevronLeft" size={16} strokeWidth={2.2} />
        </Double>
      </PageButton>
      <PageButton
        type="button"
        data-edge="true"
        disabled={atStart}
        onClick={() => go(current - 1)}
        aria-label={t('common.prev')}
        aria-controls={controls}
        data-testid="games-page-prev"
      >
        <Icon name="chevronLeft" size={16} strokeWidth={2.2} />
      </PageButton>
      {pageItems(current, totalPages).map((item) =>
        item.kind === 'gap' ? (
          <Gap key={`gap-${item.after}`} aria-hidden="true">
            …
          </Gap>
        ) : (
          <PageButton
            key={item.page}
            type="button"
            aria-current={item.page === current ? 'page' : undefined}
            aria-label={t('games.pagination.page', { page: item.page })}
            aria-controls={controls}
            onClick={() => go(item.page)}
            data-testid={`games-page-${item.page}`}
          >
            {item.page}
          </PageButton>
        ),
      )}
      <PageButton
        type="button"
        data-edge="true"
        disabled={atEnd}
        onClick={() => go(current + 1)}
        aria-label={t('common.next')}
        aria-controls={controls}
        data-testid="games-page-next"
      >
        <Icon name="chevronRight" size={16} strokeWidth={2.2} />
      </PageButton>
      <PageButton
        type="button"
        data-edge="true"
        disabled={atEnd}
        onClick={() => go(totalPages)}
        aria-label={t('common.last')}
        aria-controls={controls}
        data-testid="games-page-last"
      >
        <Double aria-hidden="true">
          <Icon name="chevronRight" size={16} strokeWidth={2.2} />
          <Icon name="chevronRight" size={16} strokeWidth={2.2} />
        </Double>
      </PageButton>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px;
  margin-top: 20px;
  ${media.md} {
    gap: 6px;
  }
`;

const PageButton = styled.button`
  display: grid;
  place-items: center;
  min-width: 34px;
  height: 34px;
  padding: 0 8px;
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  font-size: 13px;
  font-weight: 700;
  color: var(--c-text);
  background: var(--c-surface);
  transition:
    border-color 0.15s,
    color 0.15s,
    background-color 0.15s;
  &[data-edge='true'] {
    padding: 0;
    width: 34px;
    color: var(--c-text-muted);
  }
  &:hover:not(:disabled):not([aria-current='page']) {
    border-color: var(--c-primary);
    color: var(--c-primary);
  }
  &[aria-current='page'] {
    color: var(--c-on-primary);
    border-color: var(--c-primary);
    background: var(--c-primary);
    box-shadow: 0 2px 8px color-mix(in srgb, var(--c-primary) 35%, transparent);
    cursor: default;
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  ${media.md} {
    min-width: 38px;
    height: 38px;
    &[data-edge='true'] {
      width: 38px;
    }
  }
`;

const Double = styled.span`
  display: flex;
  svg + svg {
    margin-left: -10px;
  }
`;

const Gap = styled.span`
  display: grid;
  place-items: center;
  min-width: 20px;
  height: 34px;
  color: var(--c-text-muted);
  font-weight: 700;
`;
