// The cashier: deposits to check, withdrawals to pay out, and disputes to close, across every brand of
// the member (a brand column says whose each row is). Tab, status filter and page live in the address
// (?tab=&status=&page=), so a reload or a shared link shows the same list. Decisions need
// 'cashier.act'; with 'cashier.read' alone the lists are read-only.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../../components/button.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { CardTable, ErrorLine, FilterLinks, Muted, PageFrame, Toolbar } from '../../../components/staff-ui.tsx';
import { useCashierList, type CashierStatus, type CashierTab } from '../api/cashier-list.api.ts';
import { FlashLine, type Flash } from '../../../components/staff-flash.tsx';
import { moneyFormatter } from './cashier-money.ts';
import { CashierRow } from './cashier-row.tsx';
import type { CashierRowItem } from './cashier-row-item.ts';

const TABS: readonly CashierTab[] = ['deposits', 'withdrawals', 'disputes'];
const STATUSES: readonly CashierStatus[] = ['waiting', 'done', 'all'];
const COLUMNS = ['brand', 'account', 'amount', 'details', 'status', 'created', 'actions'] as const;
const MAX_PAGE = 100_000;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T => list.find((x) => x === value) ?? fallback;

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

const hrefOf = (tab: CashierTab, status: CashierStatus, page = 1) => `?tab=${tab}&status=${status}${page > 1 ? `&page=${page}` : ''}`;

export function CashierPage({ staff }: StaffPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = oneOf(TABS, params.get('tab'), 'deposits');
  const status = oneOf(STATUSES, params.get('status'), 'waiting');
  const page = pageOf(params.get('page'));
  const list = useCashierList(tab, status, page);
  const [flash, setFlash] = useState<Flash | null>(null);
  const canAct = staff.permissions.includes('cashier.act');
  const data = list.data;
  const money = moneyFormatter(data?.brands ?? []);
  const brandName = (id: string) => data?.brands.find((b) => b.id === id)?.name ?? id;
  const rows: CashierRowItem[] = !data
    ? []
    : data.tab === 'deposits'
      ? data.items.map((item) => ({ kind: 'deposits', item }))
      : data.items.map((item) => ({ kind: 'withdrawals', item }));
  const totalPages = Math.max(data?.totalPages ?? 1, 1);

  return (
    <PageFrame title={t('cashier.title')}>
      <Tabs aria-label={t('cashier.tabsLabel')}>
        {TABS.map((x) => (
          <Link key={x} to={hrefOf(x, status)} aria-current={x === tab ? 'page' : undefined} onClick={() => setFlash(null)} data-testid={`bo-cashier-tab-${x}`}>
            {t(`cashier.tabs.${x}`)}
          </Link>
        ))}
      </Tabs>
      <FlashLine flash={flash} testId="bo-cashier-flash" />
      {tab !== 'disputes' ? (
        <FilterLinks aria-label={t('cashier.statusLabel')}>
          {STATUSES.map((s) => (
            <Link
              key={s}
              to={hrefOf(tab, s)}
              aria-current={s === status ? 'true' : undefined}
              onClick={() => setFlash(null)}
              data-testid={`bo-cashier-status-${s}`}
            >
              {t(`cashier.status.${s}`)}
            </Link>
          ))}
        </FilterLinks>
      ) : null}
      <ErrorLine error={list.error} />
      {!data ? (
        list.isPending ? (
          <Muted>{t('common.loading')}</Muted>
        ) : null
      ) : rows.length === 0 ? (
        <Muted data-testid="bo-cashier-empty">{t('cashier.empty')}</Muted>
      ) : (
        <CardTable>
          <table data-testid="bo-cashier-table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" data-num={c === 'amount' ? 'true' : undefined}>
                    {t(`cashier.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {/* Tab-keyed rows: an open confirmation never carries over to another list. */}
              {rows.map((row) => (
                <CashierRow
                  key={`${data.tab}-${row.item.tenantId}-${row.item.id}`}
                  row={row}
                  brandName={brandName(row.item.tenantId)}
                  money={money}
                  canAct={canAct}
                  onDone={setFlash}
                />
              ))}
            </tbody>
          </table>
        </CardTable>
      )}
      {totalPages > 1 || page > 1 ? (
        <Toolbar>
          <Button
            type="button"
            $size="sm"
            $variant="outline"
            disabled={page <= 1}
            onClick={() => navigate(hrefOf(tab, status, page - 1))}
            data-testid="bo-cashier-previous"
          >
            {t('common.previous')}
          </Button>
          <span>{t('common.pageOf', { page, total: totalPages })}</span>
          <Button
            type="button"
            $size="sm"
            $variant="outline"
            disabled={page >= totalPages}
            onClick={() => navigate(hrefOf(tab, status, page + 1))}
            data-testid="bo-cashier-next"
          >
            {t('common.next')}
          </Button>
        </Toolbar>
      ) : null}
    </PageFrame>
  );
}

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 1px solid var(--c-border);
  a {
    padding: 8px 14px;
    color: var(--c-text-muted);
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: var(--c-text);
    border-bottom-color: var(--c-primary);
    font-weight: 700;
  }
`;
