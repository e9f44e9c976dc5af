// What the brand's promotions paid out (bonus or cash), newest first, filtered by promotion and player,
// with each promotion's count and total over the filter. The promotion choice lists every promotion that
// has paid anything (the unfiltered totals; the same request as the unfiltered list, so no extra one).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GrantPage, StaffGrant } from '../../../../../schemas/generated/promotion-admin.ts';
import { Button } from '../../../../components/button.tsx';
import { Pager } from '../../../components/pager.tsx';
import { CardTable, ErrorLine, Muted, Pill, TableScroll } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { useGrants } from '../api/grants.api.ts';
import { ACCOUNT_MAX, type PromotionsView } from './promotion-form-rules.ts';
import { Account, Cell, FilterForm, Small, Stack, Strong, useMoney, type Money } from './promotions-ui.tsx';

interface Props {
  brandId: string;
  view: PromotionsView;
  go: (next: Partial<PromotionsView>) => void;
}

/** Each promotion's title as the server named it (in a total or a row), else its id. */
function titlesOf(...pages: Array<GrantPage | undefined>): Map<string, string> {
  const titles = new Map<string, string>();
  for (const page of pages) {
    for (const g of page?.items ?? []) titles.set(g.promotionId, g.promotionTitle);
    for (const total of page?.totals ?? []) if (total.promotionTitle) titles.set(total.promotionId, total.promotionTitle);
  }
  return titles;
}

export function GrantsTab({ brandId, view, go }: Props) {
  const { t } = useTranslation();
  const list = useGrants(brandId, view.promotionId, view.account, view.page);
  const everything = useGrants(brandId, '', '', 1);
  const money = useMoney(list.data?.currency);
  const titles = titlesOf(list.data, everything.data);
  const options = [...new Set([...(everything.data?.totals ?? []).map((x) => x.promotionId), ...(view.promotionId ? [view.promotionId] : [])])];
  const titleOf = (id: string) => titles.get(id) ?? id;
  const items = list.data?.items ?? [];
  const filtered = view.promotionId !== '' || view.account !== '';
  return (
    <Stack>
      <GrantFilters key={`${view.promotionId}|${view.account}`} view={view} options={options} titleOf={titleOf} go={go} />
      <ErrorLine error={list.error} />
      {list.data && list.data.totals.length > 0 ? <Totals page={list.data} money={money} titleOf={titleOf} /> : null}
      {!list.data ? (
        list.isPending ? (
          <Muted>{t('common.loading')}</Muted>
        ) : null
      ) : items.length === 0 ? (
        <Muted data-testid="bo-promo-grants-empty">{filtered ? t('promotions.grants.noneFiltered') : t('promotions.grants.none')}</Muted>
      ) : (
        <CardTable>
          <table data-testid="bo-promo-grants">
            <thead>
              <tr>
                <th scope="col">{t('promotions.col.granted')}</th>
                <th scope="col">{t('promotions.col.player')}</th>
                <th scope="col">{t('promotions.col.promotion')}</th>
                <th scope="col">{t('promotions.col.kind')}</th>
                <th scope="col" data-num="true">
                  {t('promotions.col.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((g) => (
                <GrantRow key={g.id} grant={g} money={money} />
              ))}
            </tbody>
          </table>
        </CardTable>
      )}
      <Pager page={view.page} totalPages={list.data?.totalPages ?? 1} onPage={(page) => go({ page })} label={t('promotions.pages')} />
    </Stack>
  );
}

function GrantFilters({ view, options, titleOf, go }: { view: PromotionsView; options: string[]; titleOf: (id: string) => string; go: Props['go'] }) {
  const { t } = useTranslation();
  const [promotionId, setPromotionId] = useState(view.promotionId);
  const [account, setAccount] = useState(view.account);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ promotionId, account: account.trim(), page: 1 });
  };
  return (
    <FilterForm role="search" aria-label={t('promotions.grants.filterLabel')} onSubmit={submit}>
      <label>
        <span>{t('promotions.filter.promotion')}</span>
        <select value={promotionId} onChange={(e) => setPromotionId(e.target.value)} data-testid="bo-promo-grants-promotion">
          <option value="">{t('promotions.filter.allPromotions')}</option>
          {options.map((id) => (
            <option key={id} value={id}>
              {titleOf(id)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('promotions.filter.account')}</span>
        <input
          type="search"
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          maxLength={ACCOUNT_MAX}
          autoComplete="off"
          data-testid="bo-promo-grants-account"
        />
      </label>
      <Button type="submit" $size="sm" $variant="primary" data-testid="bo-promo-grants-filter">
        {t('promotions.filter.apply')}
      </Button>
      {view.promotionId || view.account ? (
        <Button type="button" $size="sm" $variant="ghost" onClick={() => go({ promotionId: '', account: '', page: 1 })}>
          {t('promotions.filter.clear')}
        </Button>
      ) : null}
    </FilterForm>
  );
}

/** Per promotion over the filter: how many grants and how much, with the sum of them all under it. */
function Totals({ page, money, titleOf }: { page: GrantPage; money: Money; titleOf: (id: string) => string }) {
  const { t } = useTranslation();
  const count = page.totals.reduce((sum, x) => sum + x.count, 0);
  const amount = page.totals.reduce((sum, x) => sum + x.amount, 0);
  return (
    <section aria-labelledby="bo-promo-totals">
      <TotalsHead id="bo-promo-totals">{t('promotions.grants.totals')}</TotalsHead>
      <TotalsTable>
        <table data-testid="bo-promo-totals">
          <thead>
            <tr>
              <th scope="col">{t('promotions.col.promotion')}</th>
              <th scope="col" data-num="true">
                {t('promotions.col.count')}
              </th>
              <th scope="col" data-num="true">
                {t('promotions.col.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.totals.map((x) => (
              <tr key={x.promotionId}>
                <td>
                  {titleOf(x.promotionId)}
                  <Small>{x.promotionId}</Small>
                </td>
                <td data-num="true">{x.count.toLocaleString('en')}</td>
                <td data-num="true">{money(x.amount)}</td>
              </tr>
            ))}
          </tbody>
          {page.totals.length > 1 ? (
            <tfoot>
              <tr>
                <th scope="row">{t('promotions.grants.allTotal')}</th>
                <td data-num="true">{count.toLocaleString('en')}</td>
                <td data-num="true">
                  <Strong>{money(amount)}</Strong>
                </td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </TotalsTable>
    </section>
  );
}

function GrantRow({ grant: g, money }: { grant: StaffGrant; money: Money }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  return (
    <tr data-testid={`bo-promo-grant-${g.id}`}>
      <Cell label={t('promotions.col.granted')}>
        <Muted>{time(g.createdAt)}</Muted>
      </Cell>
      <Cell label={t('promotions.col.player')}>
        <Account>{g.account}</Account>
      </Cell>
      <Cell label={t('promotions.col.promotion')}>
        {g.promotionTitle}
        {g.reason ? (
          <Muted as="div" data-testid="bo-promo-grant-reason">
            {t(`promotions.grants.reason.${g.reason.type}`, {
              account: g.reason.otherAccount ?? '—',
              milestone: g.reason.milestone ? t(`promotions.grants.milestone.${g.reason.milestone}`) : '',
              platform: g.reason.platform ?? '',
            })}
          </Muted>
        ) : null}
      </Cell>
      <Cell label={t('promotions.col.kind')}>
        <Pill $tone={g.kind === 'bonus' ? 'info' : 'good'}>{t(`promotions.grants.kind.${g.kind}`)}</Pill>
      </Cell>
      <Cell label={t('promotions.col.amount')} num>
        <Strong>{money(g.amount)}</Strong>
      </Cell>
    </tr>
  );
}

const TotalsTable = styled(TableScroll)`
  max-width: 760px;
  tfoot th,
  tfoot td {
    background: var(--c-surface-alt);
    border-top: 1px solid var(--c-border);
    border-bottom: 0;
    color: var(--c-text);
  }
`;

const TotalsHead = styled.h2`
  font-size: 14px;
  font-weight: 700;
  margin: 0 0 6px;
`;
