// Member centre "my wallet" (spec §2 transferFund): total funds, the main wallet, money held for
// withdrawals, and each game wallet of the brand with transfer in / out; "return all" empties every
// game wallet into the main one.
import { useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../api/wallet-keys.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Empty, PageTitle, Panel } from '../../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { Hint, Notice } from '../../../components/form/form-parts.tsx';
import { useMoney } from '../../../lib/format/use-money.ts';
import { useConsolidatedFunds } from '../api/consolidated-funds.api.ts';
import { moveGameWallet } from '../api/game-wallet-transfer.api.ts';
import { useWallets } from '../api/wallets.api.ts';

export default function TransferFundPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const wallets = useWallets();
  const funds = useConsolidatedFunds();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  if (wallets.isPending) return <Hint role="status">{t('common.loading')}</Hint>;
  if (wallets.isError) return <Notice role="alert">{errorMessage(t, wallets.error)}</Notice>;

  const run = async (body: Parameters<typeof moveGameWallet>[0], done?: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await moveGameWallet(body);
      if (done) setMessage({ text: done });
      if (body.vendor) setAmounts((a) => ({ ...a, [body.vendor!]: '' }));
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    } catch (e) {
      setMessage({ text: errorMessage(t, e), error: true });
    } finally {
      setBusy(false);
    }
  };
  const move = (vendor: string, direction: 'in' | 'out') => {
    const amount = money.parse(amounts[vendor] ?? '');
    if (amount === null) return setMessage({ text: t('deposit.amountInvalid'), error: true });
    void run({ vendor, direction, amount, idempotencyKey: crypto.randomUUID() });
  };

  return (
    <div data-testid="transfer-fund-page">
      <PageTitle>{t('wallet.title')}</PageTitle>
      <Totals>
        <div>
          <span>{t('wallet.total')}</span>
          <strong data-testid="wallet-total">{funds.data ? money.format(funds.data.total) : '…'}</strong>
        </div>
        <div>
          <span>{t('wallet.main')}</span>
          <strong data-testid="wallet-main">{money.format(wallets.data.main)}</strong>
        </div>
        {funds.data?.held ? (
          <div>
            <span>{t('wallet.held')}</span>
            <strong>{money.format(funds.data.held)}</strong>
          </div>
        ) : null}
      </Totals>
      <Panel>
        <h4>{t('wallet.games')}</h4>
        {wallets.data.games.length === 0 ? (
          <Empty>{t('wallet.noGames')}</Empty>
        ) : (
          <>
            {wallets.data.games.map((g) => (
              <Row key={g.vendor} data-testid={`wallet-game-${g.vendor}`}>
                <span className="vendor">{g.vendor}</span>
                <span className="balance">{money.format(g.balance)}</span>
                <input
                  aria-label={`${g.vendor} ${t('deposit.amount')}`}
                  inputMode="decimal"
                  value={amounts[g.vendor] ?? ''}
                  onChange={(e) => setAmounts((a) => ({ ...a, [g.vendor]: e.target.value }))}
                  placeholder={money.symbol}
                />
                <Button type="button" $size="sm" disabled={busy} onClick={() => move(g.vendor, 'in')}>
                  {t('wallet.in')}
                </Button>
                <Button type="button" $size="sm" $variant="outline" disabled={busy} onClick={() => move(g.vendor, 'out')}>
                  {t('wallet.out')}
                </Button>
              </Row>
            ))}
            <Button
              type="button"
              $variant="ghost"
              disabled={busy}
              onClick={() => void run({ direction: 'returnAll', idempotencyKey: crypto.randomUUID() }, t('success.balanceReturned'))}
              data-testid="wallet-return-all"
            >
              {t('wallet.returnAll')}
            </Button>
          </>
        )}
        {message ? <Notice role={message.error ? 'alert' : 'status'}>{message.text}</Notice> : null}
      </Panel>
    </div>
  );
}

const Totals = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 10px;
  margin-bottom: 14px;
  > div {
    padding: 12px;
    border-radius: var(--radius, 10px);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  span {
    font-size: 12px;
    color: var(--c-text-muted);
  }
  strong {
    font-size: 18px;
    font-variant-numeric: tabular-nums;
  }
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto minmax(90px, 140px) auto auto;
  gap: 8px;
  align-items: center;
  padding: 8px 0;
  border-bottom: 1px solid var(--c-border);
  .vendor {
    font-weight: 600;
  }
  .balance {
    font-variant-numeric: tabular-nums;
  }
  input {
    font: inherit;
    padding: 6px 8px;
    border-radius: var(--radius, 8px);
    border: 1px solid var(--c-border);
    background: var(--c-background);
    color: var(--c-text);
    min-width: 0;
  }
  @media (max-width: 520px) {
    grid-template-columns: 1fr auto;
    input {
      grid-column: 1 / -1;
    }
  }
`;
