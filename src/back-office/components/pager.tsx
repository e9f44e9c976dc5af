// Previous / next under a paged list, with "page x of y".
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Toolbar } from './staff-ui.tsx';

export function Pager({ page, totalPages, onPage, label }: { page: number; totalPages: number; onPage: (page: number) => void; label: string }) {
  const { t } = useTranslation();
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <Toolbar as="nav" aria-label={label}>
      <Button type="button" $size="sm" $variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span>{t('common.pageOf', { page, total: Math.max(totalPages, 1) })}</span>
      <Button type="button" $size="sm" $variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </Toolbar>
  );
}
