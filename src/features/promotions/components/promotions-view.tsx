// The promotions page (spec §2 /promotions): the category filter of spec §3 as links (?category=…, so it
// works without JavaScript and each filter has its own server-rendered address) and the promotions as
// cards. Rendered on the server for every visitor; a member's own statuses fill in after hydration.
// `protect` and `onClaim` come from the app, which composes the accounts feature (sign-in, centres).
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../../components/container.tsx';
import { Icon } from '../../../components/icon.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { showAlert } from '../../../lib/alert/alert.store.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { useJoinPromotion } from '../api/promotion-join.api.ts';
import { usePromotionList } from '../api/promotion-list.api.ts';
import { CATEGORY_FILTERS, categoryFilterOf, categoryHref, detailHref, filterByCategory } from '../promotion-view.ts';
import type { ApplyOnArrival } from './promotion-detail-view.tsx';
import { PromotionCard } from './promotion-card.tsx';

/** Runs the action for a signed-in real account, else sends the visitor to sign in (the app's use-protected-action). */
export type Protect = (action: () => void) => Promise<boolean>;

export interface PromotionActions {
  protect: Protect;
  /** A 'claim' status: the reward is taken in the member centre's reward centre. */
  onClaim: (id: string) => void;
}

export function PromotionsView({ protect, onClaim }: PromotionActions) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const language = i18n.language;
  const [params] = useSearchParams();
  const filter = categoryFilterOf(params.get('category'));
  const { query, personalPending } = usePromotionList(language);
  const join = useJoinPromotion(language);
  const all = query.data?.list ?? [];
  const shown = filterByCategory(all, filter);
  const onJoin = (id: string) => void protect(() => join.mutate(id, { onError: (error) => showAlert(errorMessage(t, error)) }));
  // An 'apply' activity's form lives on its own page: go there and open it.
  const navigate = useNavigate();
  const onApply = (id: string) => void protect(() => void navigate(detailHref(id), { state: { apply: true } satisfies ApplyOnArrival }));

  return (
    <Container py={[4, 5]} data-testid="promotions-page">
      <Head>
        <h1>{t('page.promotions')}</h1>
        <p>{t('promo.intro', { brand: tenant.brand.name })}</p>
      </Head>
      <Filters aria-label={t('promo.filterLabel')}>
        <ul>
          {CATEGORY_FILTERS.map((f) => {
            const count = filterByCategory(all, f).length;
            return (
              <li key={f}>
                <Link
                  to={categoryHref(f)}
                  aria-current={f === filter ? 'page' : undefined}
                  data-empty={count === 0 || undefined}
                  data-testid={`promo-filter-${f}`}
                  preventScrollReset
                >
                  {t(`promo.category.${f}`)}
                  {count > 0 ? <span className="count">{count}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </Filters>
      {query.isError && !query.data ? (
        <Message role="alert">{errorMessage(t, query.error)}</Message>
      ) : query.isPending ? (
        <Message role="status">{t('common.loading')}</Message>
      ) : shown.length === 0 ? (
        <Message data-testid="promo-empty">
          <Icon name="gift" size={40} strokeWidth={1.4} />
          <span>{t(filter === 'all' ? 'promo.emptyAll' : 'promo.emptyCategory')}</span>
          {filter !== 'all' ? <Link to={categoryHref('all')}>{t('promo.showAll')}</Link> : null}
        </Message>
      ) : (
        <Grid data-testid="promo-list">
          {shown.map((p) => (
            <li key={p.id}>
              <PromotionCard
                promotion={p}
                pending={personalPending}
                busy={join.isPending && join.variables === p.id}
                onJoin={onJoin}
                onApply={onApply}
                onClaim={onClaim}
              />
            </li>
          ))}
        </Grid>
      )}
    </Container>
  );
}

const Head = styled.header`
  margin-bottom: 18px;
  h1 {
    margin: 0;
    font-size: 26px;
    font-weight: 800;
    line-height: 1.2;
  }
  p {
    margin: 6px 0 0;
    color: var(--c-text-muted);
  }
  ${media.md} {
    h1 {
      font-size: 32px;
    }
  }
`;

const Filters = styled.nav`
  margin: 0 -12px 20px;
  ul {
    display: flex;
    gap: 8px;
    margin: 0;
    padding: 2px 12px 6px;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: thin;
  }
  ${media.md} {
    margin-inline: 0;
    ul {
      flex-wrap: wrap;
      overflow: visible;
      padding-inline: 0;
    }
  }
  li {
    flex-shrink: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 36px;
    padding: 0 14px;
    border-radius: 999px;
    border: 1px solid var(--c-border);
    font-size: 14px;
    font-weight: 600;
    white-space: nowrap;
    text-decoration: none;
    color: var(--c-text);
    background: var(--c-surface);
  }
  a:hover {
    border-color: var(--c-primary);
  }
  a[data-empty] {
    color: var(--c-text-muted);
  }
  a[aria-current='page'] {
    color: var(--c-on-primary);
    background: var(--c-primary);
    border-color: var(--c-primary);
  }
  .count {
    min-width: 20px;
    padding: 0 6px;
    border-radius: 999px;
    font-size: 12px;
    line-height: 20px;
    text-align: center;
    background: color-mix(in srgb, currentColor 14%, transparent);
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 18px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 22px;
  }
  > li {
    display: flex;
  }
  > li > article {
    flex: 1;
  }
`;

const Message = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  margin: 0;
  padding: 48px 20px;
  text-align: center;
  color: var(--c-text-muted);
  border: 1px dashed var(--c-border);
  border-radius: calc(var(--radius, 8px) * 1.5);
  background: var(--c-surface);
  svg {
    color: var(--c-primary);
  }
  a {
    color: var(--c-primary);
    font-weight: 700;
  }
`;
