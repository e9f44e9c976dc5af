// Thumbnails of a deposit's receipt or a withdrawal's proof images; each opens the full image in a new
// tab. Plain <img> requests to /bo/api carry the staff cookie (same origin), so no script fetches them.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cashierImageUrl } from '../api/cashier-image.api.ts';

interface Props {
  kind: 'deposits' | 'withdrawals';
  tenant: string;
  id: number;
  count: number;
}

export function CashierImages({ kind, tenant, id, count }: Props) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Thumbs>
      {Array.from({ length: count }, (_, i) => {
        const url = cashierImageUrl({ kind, tenant, id, index: i + 1 });
        const label = kind === 'deposits' ? t('cashier.receipt') : t('cashier.proof', { n: i + 1 });
        return (
          <a key={url} href={url} target="_blank" rel="noopener" title={label} data-testid={`bo-cashier-image-${i + 1}`}>
            <img src={url} alt={label} width={44} height={44} loading="lazy" />
          </a>
        );
      })}
    </Thumbs>
  );
}

const Thumbs = styled.div`
  display: flex;
  gap: 4px;
  margin-top: 4px;
  img {
    display: block;
    width: 44px;
    height: 44px;
    object-fit: cover;
    border-radius: 4px;
    border: 1px solid var(--c-border);
    background: var(--c-surface-alt);
  }
`;
