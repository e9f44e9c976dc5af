// Member centre "manualRebate" (spec §2, issue 19): per rebate promotion, the settled turnover not yet
// rebated per game category with its rate and rebate, the total to claim now (within the period's cap) and
// a Claim button — pressable only when there is something to claim — that says how much was paid. A rebate
// paid automatically shows the same table and says when it is paid.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RebateClaimValue, RebateView } from '../../../schemas/generated/promotions.ts';
import { Button } from '../../components/button.tsx';
import { PageTitle } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { Icon } from '../../components/icon.tsx';
import { useMoney } from '../../lib/format/use-money.ts';
import { media } from '../../lib/theme/styled-theme.ts';
import { useClaimRebate } from './api/rebate-claim.api.ts';
import { useRebate } from './api/rebate-list.api.ts';
import { rebateClaim, rebateRows } from './reward-view.ts';

export default function ManualRebatePage() {
  const { t, i18n } = useTranslation();
  const rebate = useRebate(i18n.language);
  const data = rebate.data;
  return (
    <div data-testid="manual-rebate">
      <PageTitle>{t('centre.member.manualRebate')}</PageTitle>
      <Lead>{t('rebate.intro')}</Lead>
      {rebate.isError && !data ? (
        <Notice role="alert">{errorMessage(t, rebate.error)}</Notice>
      ) : !data ? (
        <Quiet role="status">{t('common.loading')}</Quiet>
      ) : data.list.length === 0 ? (
        <Quiet data-testid="rebate-empty">{t('rebate.none')}</Quiet>
      ) : (
        <Stack>
          {data.list.map((r) => (
            <RebateCard key={r.promotionId} rebate={r} />
          ))}
        </Stack>
      )}
    </div>
  );
}

function RebateCard({ rebate: r }: { rebate: RebateView }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const claim = useClaimRebate(i18n.language);
  const [paid, setPaid] = useState<RebateClaimValue | null>(null);
  const rows = rebateRows(r, { money: money.format, category: (c) => t(`category.${c}`, { defaultValue: c }) });
  const footer = rebateClaim(r, money.format);
  const titleId = `rebate-${r.promotionId}-title`;
  const onClaim = () => {
    setPaid(null);
    claim.mutate(r.promotionId, { onSuccess: setPaid });
  };
  return (
    <Card data-testid={`rebate-${r.promotionId}`} data-claim={r.claim} aria-labelledby={titleId}>
      <header>
        <h4 id={titleId}>{r.title}</h4>
        <Chip>{t(`rebate.period.${r.period}`)}</Chip>
      </header>
      <Scroll>
        <Table>
          <caption>{t('rebate.caption', { title: r.title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rebate.category')}</th>
              <th scope="col">{t('rebate.turnover')}</th>
              <th scope="col">{t('rebate.rate')}</th>
              <th scope="col">{t('rebate.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="empty" data-testid="rebate-no-turnover">
                  {t('rebate.noTurnover')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.category} data-category={row.category}>
                  <th scope="row">{row.name}</th>
                  <td>{row.turnover}</td>
                  <td>{row.rate}</td>
                  <td>{row.amount}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t(r.claim === 'manual' ? 'rebate.totalManual' : 'rebate.totalAuto')}
              </th>
              <td data-testid="rebate-total">{money.format(r.total)}</td>
            </tr>
          </tfoot>
        </Table>
      </Scroll>
      {footer.notes.length ? (
        <Notes>
          {footer.notes.map((n) => (
            <li key={n.key}>
              <Icon name={n.key.startsWith('rebate.auto') ? 'clock' : 'shield'} size={14} />
              {t(n.key, n.params)}
            </li>
          ))}
        </Notes>
      ) : null}
      {paid ? (
        <Notice role="status" data-testid="rebate-paid">
          {t('rebate.paid', { amount: money.format(paid.amount) })}
        </Notice>
      ) : null}
      {claim.isError ? <Notice role="alert">{errorMessage(t, claim.error)}</Notice> : null}
      {footer.button ? (
        <Claim>
          <Button
            type="button"
            onClick={onClaim}
            disabled={footer.button === 'disabled' || claim.isPending}
            aria-busy={claim.isPending || undefined}
            aria-describedby={footer.button === 'disabled' ? `${titleId}-nothing` : undefined}
            data-testid="rebate-claim"
          >
            {t('rebate.claim', { amount: money.format(r.total) })}
          </Button>
          {footer.button === 'disabled' ? <span id={`${titleId}-nothing`}>{t('rebate.nothingYet')}</span> : null}
        </Claim>
      ) : null}
    </Card>
  );
}

const Lead = styled.p`
  margin: -6px 0 14px;
  font-size: 14px;
  color: var(--c-text-muted);
`;

const Quiet = styled.p`
  padding: 32px 0;
  text-align: center;
  color: var(--c-text-muted);
`;

const Stack = styled.div`
  display: grid;
  gap: 14px;
`;

const Card = styled.section`
  display: grid;
  gap: 12px;
  padding: 12px;
  ${media.md} {
    padding: 16px;
  }
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  background: var(--c-background);
  header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 10px;
  }
  h4 {
    margin: 0;
    font-size: 16px;
    line-height: 1.35;
  }
`;

const Chip = styled.span`
  flex-shrink: 0;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  color: var(--c-text);
  border: 1px solid color-mix(in srgb, var(--c-primary) 50%, transparent);
  background: color-mix(in srgb, var(--c-primary) 10%, var(--c-surface));
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  ${media.md} {
    font-size: 14px;
  }
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  th,
  td {
    padding: 8px 4px;
    text-align: end;
    border-bottom: 1px solid var(--c-border);
    font-variant-numeric: tabular-nums;
    ${media.md} {
      padding: 8px 6px;
    }
  }
  th:first-child {
    text-align: start;
  }
  thead th {
    font-size: 12px;
    font-weight: 700;
    color: var(--c-text-muted);
  }
  tbody th {
    font-weight: 600;
  }
  td.empty {
    padding: 16px 6px;
    text-align: center;
    color: var(--c-text-muted);
  }
  tfoot th,
  tfoot td {
    border-bottom: 0;
    font-weight: 800;
  }
  tfoot td {
    font-size: 16px;
    color: var(--c-primary);
  }
`;

const Notes = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  color: var(--c-text-muted);
  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    flex-shrink: 0;
  }
`;

const Claim = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  > span {
    font-size: 13px;
    color: var(--c-text-muted);
  }
`;
