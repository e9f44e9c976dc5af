// Member centre "rewardCenter" (spec §2, issue 19): the rewards waiting for the member — an approved
// application, a rebate period — newest first, a page at a time: the promotion, the amount (cash or bonus
// money), where it came from and until when it can be claimed, with a Claim button; claimed and expired
// ones stay in the list, greyed. A claim pays through the rewards engine's one award path, once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ClaimableReward } from '../../../schemas/generated/promotions.ts';
import { Button } from '../../components/button.tsx';
import { PageTitle } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { Icon } from '../../components/icon.tsx';
import { RecordsPager } from '../../components/records/records-controls.tsx';
import { useMoney } from '../../lib/format/use-money.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { media } from '../../lib/theme/styled-theme.ts';
import { useClaimReward } from './api/reward-claim.api.ts';
import { useRewards } from './api/reward-list.api.ts';
import { formatDate } from './format-date.ts';
import { rewardLine } from './reward-view.ts';

export default function RewardCenterPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const rewards = useRewards(pageNo, i18n.language);
  const claim = useClaimReward();
  const [claimed, setClaimed] = useState<ClaimableReward | null>(null);
  const data = rewards.data;
  const onClaim = (id: number) => {
    setClaimed(null);
    claim.mutate(id, { onSuccess: setClaimed });
  };
  return (
    <div data-testid="reward-center">
      <PageTitle>{t('centre.member.rewardCenter')}</PageTitle>
      <Lead>{data && data.claimableCount > 0 ? t('reward.waiting', { count: data.claimableCount }) : t('reward.intro')}</Lead>
      {claimed ? (
        <Notice role="status" data-testid="reward-claimed">
          {t(`reward.claimedNotice.${claimed.awardKind}`, { amount: money.format(claimed.amount), title: claimed.title })}
        </Notice>
      ) : null}
      {claim.isError ? (
        <Notice role="alert" data-testid="reward-claim-error">
          {errorMessage(t, claim.error)}
        </Notice>
      ) : null}
      {rewards.isError && !data ? (
        <Notice role="alert">{errorMessage(t, rewards.error)}</Notice>
      ) : !data ? (
        <Quiet role="status">{t('common.loading')}</Quiet>
      ) : data.list.length === 0 ? (
        <Nothing data-testid="reward-empty">
          <Icon name="gift" size={40} strokeWidth={1.4} />
          <strong>{t('reward.emptyTitle')}</strong>
          <span>{t('reward.emptyText')}</span>
        </Nothing>
      ) : (
        <List>
          {data.list.map((r) => (
            <RewardRow key={r.id} reward={r} busy={claim.isPending && claim.variables === r.id} locked={claim.isPending} onClaim={() => onClaim(r.id)} />
          ))}
        </List>
      )}
      <RecordsPager pageNo={pageNo} totalPages={data?.totalPages ?? 0} go={setPageNo} testId="reward-pager" />
    </div>
  );
}

function RewardRow({ reward: r, busy, locked, onClaim }: { reward: ClaimableReward; busy: boolean; locked: boolean; onClaim: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const zone = useTenant().settings.timeZone;
  const line = rewardLine(r, (iso) => formatDate(iso, zone));
  return (
    <Row data-testid={`reward-row-${r.id}`} data-state={r.state} aria-disabled={!line.claimable || undefined}>
      <Art aria-hidden="true">
        <Icon name={r.source === 'rebate' ? 'sparkles' : 'gift'} size={22} />
      </Art>
      <Main>
        <h4>{r.title}</h4>
        <p className="meta">
          {line.source ? <span>{t(line.source.key)}</span> : null}
          <span>{t(line.when.key, line.when.params)}</span>
        </p>
      </Main>
      <Figure>
        <strong data-testid="reward-amount">{money.format(r.amount)}</strong>
        <span>{t(`reward.kind.${r.awardKind}`)}</span>
      </Figure>
      <Act>
        {line.claimable ? (
          <Button
            type="button"
            $size="sm"
            $block
            onClick={onClaim}
            disabled={locked}
            aria-busy={busy || undefined}
            aria-label={`${t('reward.claim')} — ${r.title}, ${money.format(r.amount)}`}
            data-testid="reward-claim"
          >
            {t('reward.claim')}
          </Button>
        ) : (
          <State data-state={r.state}>{t(`reward.state.${r.state}`)}</State>
        )}
      </Act>
    </Row>
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

const Nothing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 40px 20px;
  text-align: center;
  color: var(--c-text-muted);
  border: 1px dashed var(--c-border);
  border-radius: var(--radius, 8px);
  background: var(--c-surface);
  svg {
    color: var(--c-primary);
  }
  strong {
    font-size: 16px;
    color: var(--c-text);
  }
  span {
    max-width: 380px;
    font-size: 14px;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'art main figure'
    'act act act';
  align-items: center;
  gap: 10px 12px;
  padding: 12px 14px;
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  background: var(--c-background);
  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto 140px;
    grid-template-areas: 'art main figure act';
  }
  &[data-state='claimable'] {
    border-color: color-mix(in srgb, var(--c-primary) 45%, var(--c-border));
    box-shadow: inset 3px 0 0 var(--c-primary);
  }
  /* Claimed and expired rewards stay listed, greyed (text still meets contrast). */
  &[aria-disabled='true'] {
    background: var(--c-surface-alt);
    h4,
    strong {
      color: var(--c-text-muted);
    }
    > div:first-child {
      filter: grayscale(1);
      opacity: 0.7;
    }
  }
`;

const Art = styled.div`
  grid-area: art;
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border-radius: 50%;
  color: var(--c-primary);
  background: color-mix(in srgb, var(--c-primary) 14%, transparent);
`;

const Main = styled.div`
  grid-area: main;
  min-width: 0;
  h4 {
    margin: 0;
    font-size: 15px;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
    margin: 4px 0 0;
    font-size: 12px;
    color: var(--c-text-muted);
  }
`;

const Figure = styled.div`
  grid-area: figure;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  strong {
    font-size: 16px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  span {
    font-size: 12px;
    color: var(--c-text-muted);
  }
`;

const Act = styled.div`
  grid-area: act;
`;

const State = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 32px;
  padding: 0 10px;
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  font-size: 13px;
  font-weight: 700;
  color: var(--c-text-muted);
`;
