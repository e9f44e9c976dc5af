// The header balance (spec §2): currency symbol and amount, *** when hidden, "Updating…" until the
// first answer and while a refresh runs; a click on the amount refreshes it.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { formatMinorUnits } from '../../../lib/format/money.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { useBalanceVisibility } from './balance-visibility.store.ts';
import { useBalance } from '../api/wallet-balance.api.ts';

export const HIDDEN_BALANCE = '***';

/** tone: on the header's colours, or on a surface (the narrow-screen drawer). */
export function HeaderBalance({ compact = false, tone = 'header' }: { compact?: boolean; tone?: 'header' | 'surface' }) {
  const { t } = useTranslation();
  const { currency } = useTenant();
  const balance = useBalance();
  const { hidden, toggle } = useBalanceVisibility();
  const updating = balance.isPending || balance.isFetching;
  const amount = balance.data ? formatMinorUnits(balance.data.sumBalance, { symbol: currency.symbol, minorUnits: currency.minorUnits ?? 2 }) : null;
  const shown = hidden ? HIDDEN_BALANCE : updating || amount === null ? t('header.updating') : amount;
  return (
    <Wrap data-compact={compact} data-tone={tone}>
      {compact ? null : <Label>{t('header.balance')}</Label>}
      <Amount
        type="button"
        onClick={() => void balance.refetch()}
        aria-label={`${t('header.refreshBalance')}: ${hidden ? t('header.hiddenBalance') : shown}`}
        aria-busy={updating}
        data-testid={compact ? 'header-balance-compact' : 'header-balance'}
        data-state={hidden ? 'hidden' : updating ? 'updating' : 'shown'}
      >
        <span>{shown}</span>
        <Icon name="refresh" size={13} className={updating ? 'spin' : undefined} />
      </Amount>
      <Eye
        type="button"
        onClick={toggle}
        aria-label={hidden ? t('header.showBalance') : t('header.hideBalance')}
        aria-pressed={hidden}
        data-testid={compact ? 'toggle-balance-compact' : 'toggle-balance'}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </Eye>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 36px;
  padding: 0 4px 0 12px;
  border-radius: 999px;
  border: 1px solid color-mix(in srgb, var(--c-header-text) 18%, transparent);
  background: color-mix(in srgb, var(--c-header-text) 6%, transparent);
  &[data-compact='true'] {
    height: 32px;
    padding-left: 8px;
  }
  &[data-tone='surface'] {
    align-self: flex-start;
    border-color: var(--c-border);
    background: var(--c-surface-alt);
    color: var(--c-text);
    button:first-of-type {
      color: var(--c-primary);
    }
  }
`;

const Label = styled.span`
  font-size: 11px;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  opacity: 0.75;
`;

const Amount = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  padding: 0 4px;
  border: 0;
  background: transparent;
  color: var(--c-accent);
  font-size: 14px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  svg {
    opacity: 0.7;
  }
  .spin {
    animation: balance-spin 0.9s linear infinite;
  }
  @keyframes balance-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spin {
      animation: none;
    }
  }
`;

const Eye = styled.button`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: 50%;
  color: inherit;
  background: transparent;
  &:hover {
    background: color-mix(in srgb, var(--c-header-text) 12%, transparent);
  }
`;
