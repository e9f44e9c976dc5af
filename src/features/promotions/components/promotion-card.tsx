// One promotion on the promotions page (spec §2): picture (or drawn art) with its category, tags, title,
// summary, period and the status button, with a link to its detail page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { PromotionCard as Promotion } from '../../../../schemas/generated/promotions.ts';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { formatDate } from '../format-date.ts';
import { detailHref, periodText } from '../promotion-view.ts';
import { PromoImage } from './promo-image.tsx';
import { PromoTags } from './promo-tags.tsx';
import { StatusActionButton } from './status-action.tsx';

interface PromotionCardProps {
  promotion: Promotion;
  pending: boolean;
  busy: boolean;
  onJoin: (id: string) => void;
  onApply: (id: string) => void;
  onClaim: (id: string) => void;
}

export function PromotionCard({ promotion: p, pending, busy, onJoin, onApply, onClaim }: PromotionCardProps) {
  const { t } = useTranslation();
  const zone = useTenant().settings.timeZone;
  const period = periodText(p.startsAt, p.endsAt, (iso) => formatDate(iso, zone));
  const href = detailHref(p.id);
  return (
    <Card data-testid="promo-card" data-id={p.id} data-status={p.status} aria-labelledby={`promo-${p.id}-title`}>
      <Media>
        <PromoImage id={p.id} category={p.category} imageUrl={p.imageUrl} />
        <Category>{t(`promo.category.${p.category}`)}</Category>
      </Media>
      <Body>
        <PromoTags tags={p.tags} />
        <h2 id={`promo-${p.id}-title`}>
          <Link to={href}>{p.title}</Link>
        </h2>
        <p className="summary">{p.summary}</p>
        <p className="period">
          <Icon name="clock" size={14} />
          {t(period.key, period.params)}
        </p>
        <Footer aria-live="polite">
          <StatusActionButton
            status={p.status}
            type={p.type}
            pending={pending}
            busy={busy}
            title={p.title}
            onJoin={() => onJoin(p.id)}
            onApply={() => onApply(p.id)}
            onClaim={() => onClaim(p.id)}
          />
          <Button as={Link} to={href} $variant="outline" aria-label={`${t('promo.details')} — ${p.title}`} data-testid="promo-details">
            {t('promo.details')}
            <Icon name="chevronRight" size={16} />
          </Button>
        </Footer>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: calc(var(--radius, 8px) * 1.5);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.08);
  transition:
    transform 0.15s,
    box-shadow 0.15s;
  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 12px 28px rgb(0 0 0 / 0.14);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const Media = styled.div`
  position: relative;
`;

const Category = styled.span`
  position: absolute;
  inset-block-start: 10px;
  inset-inline-start: 10px;
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  color: #fff;
  background: rgb(0 0 0 / 0.55);
  backdrop-filter: blur(4px);
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  padding: 14px 16px 16px;
  h2 {
    margin: 0;
    font-size: 18px;
    font-weight: 800;
    line-height: 1.3;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover,
  h2 a:focus-visible {
    color: var(--c-primary);
    text-decoration: underline;
  }
  .summary {
    margin: 0;
    color: var(--c-text-muted);
    font-size: 14px;
    line-height: 1.5;
  }
  .period {
    display: flex;
    align-items: center;
    gap: 6px;
    margin: 0;
    font-size: 12px;
    color: var(--c-text-muted);
  }
`;

const Footer = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 10px;
  margin-top: auto;
  padding-top: 4px;
`;
