// The deposit tutorial (spec §2 "deposit tutorial"): the steps of a bank transfer and of an online
// payment, shown in the deposit page on demand.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export function DepositTutorial() {
  const { t } = useTranslation();
  return (
    <Steps data-testid="deposit-tutorial">
      <h4>{t('deposit.tutorial.bankTitle')}</h4>
      <ol>
        {[1, 2, 3, 4].map((n) => (
          <li key={n}>{t(`deposit.tutorial.bank${n}`)}</li>
        ))}
      </ol>
      <h4>{t('deposit.tutorial.onlineTitle')}</h4>
      <ol>
        {[1, 2, 3].map((n) => (
          <li key={n}>{t(`deposit.tutorial.online${n}`)}</li>
        ))}
      </ol>
    </Steps>
  );
}

const Steps = styled.div`
  font-size: 13px;
  line-height: 1.55;
  h4 {
    margin: 4px 0 6px;
    font-size: 14px;
  }
  ol {
    margin: 0 0 12px;
    padding-left: 20px;
  }
  li {
    margin-bottom: 4px;
  }
`;
