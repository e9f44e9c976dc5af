// The member's bank cards (issue 21: My account; spec §2 withdraw): the bound cards (masked), each with
// "Remove", and "Add a bank card" up to the brand's limit. The withdraw page and My account (composed in
// by src/app) show this one panel; `idPrefix` keeps their test ids apart.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WithdrawalInfoValue } from '../../../../schemas/generated/withdrawals.ts';
import { Button } from '../../../components/button.tsx';
import { Empty, Panel } from '../../../components/cashier/cashier-parts.tsx';
import { Notice } from '../../../components/form/form-parts.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useWithdrawalsRefresh } from '../withdrawals-refresh.ts';
import { BankCardForm } from './bank-card-form.tsx';
import { BankCardRemoval } from './bank-card-removal.tsx';

export function BankCardsPanel({ info, idPrefix }: { info: WithdrawalInfoValue; idPrefix: string }) {
  const { t } = useTranslation();
  const refresh = useWithdrawalsRefresh();
  const [adding, setAdding] = useState(info.cards.length === 0);
  const [removing, setRemoving] = useState<number | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const done = (message: string) => {
    setNote(message);
    setAdding(false);
    setRemoving(null);
    refresh();
  };
  return (
    <Panel data-testid={`${idPrefix}-cards`}>
      <h4>{t('withdraw.cardsTitle', { count: info.cards.length, max: info.maxCards })}</h4>
      {note ? (
        <Notice role="status" data-testid={`${idPrefix}-cards-note`}>
          {note}
        </Notice>
      ) : null}
      {info.cards.length === 0 ? <Empty>{t('withdraw.noCards')}</Empty> : null}
      <CardList>
        {info.cards.map((card) => (
          <li key={card.id} data-testid={`${idPrefix}-card-row-${card.id}`}>
            <CardLine>
              <Icon name="card" size={20} />
              <span className="who">
                <strong>{card.bankName}</strong>
                <span>{card.cardHolder}</span>
              </span>
              <span className="number">{card.cardNumber}</span>
              <Button
                type="button"
                $variant="outline"
                $size="sm"
                aria-expanded={removing === card.id}
                aria-label={t('withdraw.removeCardLabel', { card: `${card.bankName} ${card.cardNumber}` })}
                onClick={() => setRemoving((id) => (id === card.id ? null : card.id))}
                data-testid={`${idPrefix}-remove-card-${card.id}`}
              >
                {t('withdraw.removeCard')}
              </Button>
            </CardLine>
            {removing === card.id ? (
              <BankCardRemoval card={card} idPrefix={idPrefix} onRemoved={() => done(t('withdraw.cardRemoved'))} onCancel={() => setRemoving(null)} />
            ) : null}
          </li>
        ))}
      </CardList>
      {info.cards.length < info.maxCards && !adding ? (
        <Button type="button" $variant="outline" $size="sm" onClick={() => setAdding(true)} data-testid={`${idPrefix}-add-card`}>
          {t('withdraw.addCard')}
        </Button>
      ) : null}
      {adding && info.cards.length < info.maxCards ? (
        <BankCardForm
          info={info}
          idPrefix={idPrefix}
          onBound={() => done(t('withdraw.cardAdded'))}
          onCancel={info.cards.length ? () => setAdding(false) : undefined}
        />
      ) : null}
    </Panel>
  );
}

const CardList = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li {
    padding: 10px 0;
    border-bottom: 1px solid var(--c-border);
  }
  li:last-child {
    border-bottom: 0;
  }
  form {
    margin-top: 10px;
  }
`;

const CardLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  svg {
    color: var(--c-primary);
    flex: none;
  }
  .who {
    display: flex;
    flex-direction: column;
    min-width: 0;
    flex: 1 1 140px;
    span {
      font-size: 12px;
      color: var(--c-text-muted);
      overflow-wrap: anywhere;
    }
  }
  .number {
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.04em;
  }
`;
