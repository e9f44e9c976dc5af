// The promotion's tags (spec §3: NEWBIE, LIMITED, SPECIAL OFFER, DAILY, HIGH REBATE, VIP) as translated
// chips, each with its own colour mark; the text keeps the page's text colour (contrast in both themes).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PromotionTag } from '../../../../schemas/generated/promotions.ts';

const TONE: Readonly<Record<PromotionTag, string>> = {
  NEWBIE: 'var(--c-success, #1a7f37)',
  LIMITED: 'var(--c-danger)',
  SPECIAL_OFFER: 'var(--c-accent)',
  DAILY: 'var(--c-primary)',
  HIGH_REBATE: 'var(--c-warning)',
  VIP: 'var(--c-jackpot, #c99a06)',
};

export function PromoTags({ tags }: { tags: readonly PromotionTag[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <List aria-label={t('promo.tagsLabel')}>
      {tags.map((tag) => (
        <Chip key={tag} $tone={TONE[tag] ?? 'var(--c-primary)'} data-tag={tag}>
          {t(`promo.tag.${tag}`)}
        </Chip>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li<{ $tone: string }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  padding: 2px 9px 2px 7px;
  border-radius: 999px;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--c-text);
  background: color-mix(in srgb, ${(p) => p.$tone} 12%, var(--c-surface));
  border: 1px solid color-mix(in srgb, ${(p) => p.$tone} 45%, transparent);
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${(p) => p.$tone};
  }
`;
