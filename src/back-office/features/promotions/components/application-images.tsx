// The images a player sent with an application: thumbnails in the row; one opens large in a dialog,
// where the others are a click away and each can open in a tab of its own. Plain
// <img> requests to /bo/api carry the staff cookie (same origin), so no script fetches them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../../components/button.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { applicationImageUrl } from '../api/application-image.api.ts';

interface Props {
  tenant: string;
  id: number;
  count: number;
  account: string;
}

export function ApplicationImages({ tenant, id, count, account }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (count === 0) return null;
  const positions = Array.from({ length: count }, (_, i) => i + 1);
  const url = (position: number) => applicationImageUrl({ tenant, id, position });
  const step = (by: number) => setOpen((p) => (p === null ? p : ((p - 1 + by + count) % count) + 1));
  return (
    <>
      <Thumbs>
        {positions.map((p) => (
          <button
            key={p}
            type="button"
            onClick={() => setOpen(p)}
            aria-label={t('promotions.images.open', { n: p, total: count })}
            data-testid={`bo-promo-image-${p}`}
          >
            <img src={url(p)} alt="" width={48} height={48} loading="lazy" />
          </button>
        ))}
      </Thumbs>
      <Modal
        open={open !== null}
        title={t('promotions.images.title', { account, n: open ?? 1, total: count })}
        onClose={() => setOpen(null)}
        closeLabel={t('common.close')}
        width={960}
        footer={
          <>
            {count > 1 ? (
              <>
                <Button type="button" $size="sm" $variant="outline" onClick={() => step(-1)}>
                  {t('promotions.images.previous')}
                </Button>
                <Button type="button" $size="sm" $variant="outline" onClick={() => step(1)}>
                  {t('promotions.images.next')}
                </Button>
              </>
            ) : null}
            {open !== null ? (
              <NewTab href={url(open)} target="_blank" rel="noopener">
                {t('promotions.images.newTab')}
              </NewTab>
            ) : null}
          </>
        }
      >
        {open !== null ? (
          <Large>
            <img src={url(open)} alt={t('promotions.images.alt', { account, n: open })} data-testid="bo-promo-image-large" />
          </Large>
        ) : null}
      </Modal>
    </>
  );
}

const Thumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 6px;
  button {
    padding: 0;
    border: 1px solid var(--c-border);
    border-radius: 4px;
    background: var(--c-surface-alt);
    cursor: zoom-in;
    line-height: 0;
  }
  button:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 2px;
  }
  img {
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: 3px;
  }
`;

const Large = styled.div`
  display: grid;
  place-items: center;
  img {
    max-width: 100%;
    max-height: min(64vh, 720px);
    object-fit: contain;
    border-radius: 4px;
    background: var(--c-surface-alt);
  }
`;

const NewTab = styled.a`
  align-self: center;
  color: var(--c-primary);
  font-weight: 600;
  font-size: 13px;
  &:hover {
    text-decoration: underline;
  }
`;
