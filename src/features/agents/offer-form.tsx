// The form an upline offers a direct downline a contract with (team management): kind, a dividend's period,
// and a tier table (turnover from, active members, rate %). The server checks the rules and answers with a
// translated error (not a direct downline, rate above the agent's own, tiers not rising, period off).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contracts, OfferBody } from '../../../schemas/generated/agents.ts';
import { Button } from '../../components/button.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { Card, Row } from './agent-parts.tsx';
import { rateText, tiersOf, type TierDraft } from './agents-view.ts';
import { useOfferContract } from './api/contract-offer.api.ts';

const EMPTY: TierDraft = { minTurnover: '0', minActive: '1', rate: '' };

export function OfferForm({ contracts, downline, onDownline }: { contracts: Contracts; downline: string; onDownline: (a: string) => void }) {
  const { t } = useTranslation();
  const minorUnits = useTenant().currency.minorUnits ?? 2;
  const [kind, setKind] = useState<OfferBody['kind']>(contracts.kinds.includes('dailyWages') ? 'dailyWages' : (contracts.kinds[0] ?? 'dailyWages'));
  const [period, setPeriod] = useState<string>(contracts.dividendPeriods[0] ?? 'M');
  const [tiers, setTiers] = useState<TierDraft[]>([EMPTY]);
  const [invalid, setInvalid] = useState(false);
  const offer = useOfferContract();
  const cap = contracts.caps[kind] ?? 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = tiersOf(tiers, minorUnits);
    setInvalid(!parsed);
    if (!parsed || parsed.length === 0) return;
    offer.mutate({
      downline: downline.trim(),
      kind,
      tiers: parsed as OfferBody['tiers'],
      ...(kind === 'dividend' ? { period: period as OfferBody['period'] } : {}),
    });
  };
  const set = (i: number, patch: Partial<TierDraft>) => setTiers((all) => all.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  if (contracts.kinds.length === 0) return null;
  return (
    <Card aria-labelledby="agent-offer-title" data-testid="agent-offer">
      <h4 id="agent-offer-title">{t('agents.offerTitle')}</h4>
      <form onSubmit={submit}>
        <Row>
          <label>
            {t('agents.col.downline')}
            <input value={downline} onChange={(e) => onDownline(e.target.value)} required data-testid="agent-offer-downline" />
          </label>
          <label>
            {t('agents.col.kind')}
            <select value={kind} onChange={(e) => setKind(e.target.value as OfferBody['kind'])} data-testid="agent-offer-kind">
              {contracts.kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`agents.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          {kind === 'dividend' ? (
            <label>
              {t('agents.col.period')}
              <select value={period} onChange={(e) => setPeriod(e.target.value)} data-testid="agent-offer-period">
                {contracts.dividendPeriods.map((p) => (
                  <option key={p} value={p}>
                    {t(`agents.periodType.${p}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <span data-testid="agent-offer-cap">{t('agents.cap', { rate: rateText(cap) })}</span>
        </Row>
        {tiers.map((d, i) => (
          <Row key={i} data-testid="agent-offer-tier">
            <label>
              {t('agents.tier.turnover')}
              <input
                inputMode="decimal"
                value={d.minTurnover}
                onChange={(e) => set(i, { minTurnover: e.target.value })}
                data-testid={`agent-offer-turnover-${i}`}
              />
            </label>
            <label>
              {t('agents.tier.active')}
              <input inputMode="numeric" value={d.minActive} onChange={(e) => set(i, { minActive: e.target.value })} data-testid={`agent-offer-active-${i}`} />
            </label>
            <label>
              {t('agents.tier.rate')}
              <input inputMode="decimal" value={d.rate} onChange={(e) => set(i, { rate: e.target.value })} data-testid={`agent-offer-rate-${i}`} />
            </label>
            {tiers.length > 1 ? (
              <Button type="button" $variant="outline" onClick={() => setTiers((all) => all.filter((_, j) => j !== i))}>
                {t('agents.tier.remove')}
              </Button>
            ) : null}
          </Row>
        ))}
        <Row>
          <Button type="button" $variant="outline" onClick={() => setTiers((all) => [...all, { ...EMPTY }])} data-testid="agent-offer-add-tier">
            {t('agents.tier.add')}
          </Button>
          <Button type="submit" disabled={offer.isPending} data-testid="agent-offer-submit">
            {t('agents.offerSubmit')}
          </Button>
        </Row>
      </form>
      {invalid ? <Notice role="alert">{t('agents.tier.invalid')}</Notice> : null}
      {offer.isError ? <Notice role="alert">{errorMessage(t, offer.error)}</Notice> : null}
      {offer.isSuccess ? (
        <p role="status" data-testid="agent-offer-done">
          {t('agents.offered', { account: offer.data.member })}
        </p>
      ) : null}
    </Card>
  );
}
