// A promotion's own page (spec §2 /promoDetail?id=…): picture, tags, title, summary, period and the action
// button that follows the viewer's status; the rules in the visitor's language and a table of the figures
// (award, cap, minimum and which deposit, wagering and what each game counts, expiry, limits). Rendered on
// the server for every visitor; a member's own status fills in after hydration. An 'apply' activity's
// button opens its application form (also on arrival from the promotions page's Apply button) and the
// member's latest application is shown with its state; once issued the button leads to the reward centre.
// A raffle shows its draw panel, a ranking its leaderboard (raffle-panel.tsx, leaderboard-panel.tsx).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { PromotionDetail } from '../../../../schemas/generated/promotions.ts';
import { ApiError } from '../../../lib/api/api-client.ts';
import { Container } from '../../../components/container.tsx';
import { Icon } from '../../../components/icon.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { showAlert } from '../../../lib/alert/alert.store.ts';
import { useMoney } from '../../../lib/format/use-money.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { usePromotionDetail } from '../api/promotion-detail.api.ts';
import { useJoinPromotion } from '../api/promotion-join.api.ts';
import { formatDate } from '../format-date.ts';
import { categoryHref, periodText, statusAction, termRows } from '../promotion-view.ts';
import { ApplicationState } from './application-state.tsx';
import { LeaderboardPanel } from './leaderboard-panel.tsx';
import { PromoImage } from './promo-image.tsx';
import { PromoTags } from './promo-tags.tsx';
import type { PromotionActions } from './promotions-view.tsx';
import { RafflePanel } from './raffle-panel.tsx';
import { StatusActionButton } from './status-action.tsx';

const ApplicationForm = lazy(() => import('./application-form.tsx'));

/** The navigation state the promotions page's Apply button sends: open the form on arrival. */
export interface ApplyOnArrival {
  apply?: boolean;
}

export function PromotionDetailView({ protect, onClaim }: PromotionActions) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = params.get('id')?.trim() ?? '';
  const { query, personalPending } = usePromotionDetail(id, language);
  const join = useJoinPromotion(language);
  const [applying, setApplying] = useState(false);
  const [sent, setSent] = useState(false);
  const onJoin = () => void protect(() => join.mutate(id, { onError: (error) => showAlert(errorMessage(t, error)) }));
  const onApply = () =>
    void protect(() => {
      setSent(false);
      setApplying(true);
    });
  const data = query.data;
  const canApply = !!data && !personalPending && statusAction(data.status, data.type).act === 'apply';
  const applyOnArrival = (location.state as ApplyOnArrival | null)?.apply === true;
  useEffect(() => {
    if (!applyOnArrival || !data || personalPending) return;
    // Once: a reload or going back to this entry does not open it again.
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    if (canApply) setApplying(true);
  }, [applyOnArrival, data, personalPending, canApply, navigate, location.pathname, location.search]);
  const notFound = id === '' || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));

  return (
    <Container py={[4, 5]} data-testid="promo-detail-page">
      <Back to={categoryHref('all')}>
        <Icon name="chevronLeft" size={16} />
        {t('promo.backToList')}
      </Back>
      {notFound ? (
        <Missing data-testid="promo-detail-missing">
          <Icon name="gift" size={44} strokeWidth={1.4} />
          <h1>{t('promo.notFoundTitle')}</h1>
          <p>{t('promo.notFoundText')}</p>
        </Missing>
      ) : query.data ? (
        <>
          <Detail promotion={query.data} pending={personalPending} busy={join.isPending} onJoin={onJoin} onApply={onApply} onClaim={() => onClaim(id)}>
            {sent ? (
              <Sent role="status" data-testid="apply-sent">
                <Icon name="shield" size={18} />
                <span>
                  <strong>{t('success.applied')}</strong> {t('promo.apply.sent')}
                </span>
              </Sent>
            ) : null}
            {query.data.application && !personalPending ? <ApplicationState application={query.data.application} /> : null}
            {query.data.type === 'raffle' ? (
              <RafflePanel promotionId={query.data.id} open={query.data.status !== 'closed' && query.data.status !== 'coming'} protect={protect} />
            ) : null}
            {query.data.type === 'ranking' ? <LeaderboardPanel promotionId={query.data.id} /> : null}
          </Detail>
          {applying ? (
            <Suspense fallback={null}>
              <ApplicationForm
                promotionId={query.data.id}
                title={query.data.title}
                onClose={() => setApplying(false)}
                onSent={() => {
                  setApplying(false);
                  setSent(true);
                }}
              />
            </Suspense>
          ) : null}
        </>
      ) : query.isError ? (
        <Missing role="alert">{errorMessage(t, query.error)}</Missing>
      ) : (
        <Missing role="status">{t('common.loading')}</Missing>
      )}
    </Container>
  );
}

interface DetailProps {
  promotion: PromotionDetail;
  pending: boolean;
  busy: boolean;
  onJoin: () => void;
  onApply: () => void;
  onClaim: () => void;
  /** Between the hero and the rules: the member's application and the note that it was sent. */
  children?: ReactNode;
}

function Detail({ promotion: p, pending, busy, onJoin, onApply, onClaim, children }: DetailProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const zone = useTenant().settings.timeZone;
  const period = periodText(p.startsAt, p.endsAt, (iso) => formatDate(iso, zone));
  // A raffle's prizes and a ranking's prizes by rank are in their own panels: the award terms would mislead there.
  const prizesElsewhere = p.type === 'raffle' || p.type === 'ranking';
  const rows = prizesElsewhere ? [] : termRows(p.terms, { money: money.format, category: (c) => t(`category.${c}`, { defaultValue: c }) });
  return (
    <article data-testid="promo-detail" data-id={p.id} data-status={p.status} aria-labelledby="promo-detail-title">
      <Hero>
        <Picture>
          <PromoImage id={p.id} category={p.category} imageUrl={p.imageUrl} eager />
        </Picture>
        <Intro>
          <p className="category">{t(`promo.category.${p.category}`)}</p>
          <h1 id="promo-detail-title">{p.title}</h1>
          <PromoTags tags={p.tags} />
          <p className="summary">{p.summary}</p>
          <p className="period">
            <Icon name="clock" size={16} />
            {t(period.key, period.params)}
          </p>
          <Action aria-live="polite">
            <StatusActionButton
              status={p.status}
              type={p.type}
              pending={pending}
              busy={busy}
              size="lg"
              title={p.title}
              onJoin={onJoin}
              onApply={onApply}
              onClaim={onClaim}
            />
          </Action>
        </Intro>
      </Hero>
      {children}
      <Columns $single={rows.length === 0}>
        <Section aria-labelledby="promo-rules">
          <h2 id="promo-rules">{t('promo.rules')}</h2>
          <ol data-testid="promo-rules">
            {p.rules.map((rule, i) => (
              <li key={i}>{rule}</li>
            ))}
          </ol>
        </Section>
        {rows.length > 0 ? (
          <Section aria-labelledby="promo-terms">
            <h2 id="promo-terms">{t('promo.terms.title')}</h2>
            <Terms data-testid="promo-terms">
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-row={row.id}>
                    <th scope="row">{t(row.label.key)}</th>
                    <td>
                      {row.values.map((v, i) => (
                        <span key={i}>{t(v.key, v.params)}</span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Terms>
          </Section>
        ) : null}
      </Columns>
    </article>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-bottom: 14px;
  font-size: 14px;
  font-weight: 600;
  color: var(--c-primary);
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Hero = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow: hidden;
  border-radius: calc(var(--radius, 8px) * 1.5);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  box-shadow: 0 8px 26px rgb(0 0 0 / 0.08);
  ${media.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  }
`;

const Picture = styled.div`
  ${media.lg} {
    align-self: stretch;
    > div {
      height: 100%;
      aspect-ratio: auto;
      min-height: 280px;
    }
  }
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  ${media.md} {
    padding: 28px 32px;
  }
  .category {
    margin: 0;
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: var(--c-primary);
  }
  h1 {
    margin: 0;
    font-size: 26px;
    font-weight: 800;
    line-height: 1.2;
    ${media.md} {
      font-size: 32px;
    }
  }
  .summary {
    margin: 0;
    font-size: 16px;
    line-height: 1.55;
    color: var(--c-text-muted);
  }
  .period {
    display: flex;
    align-items: center;
    gap: 6px;
    margin: 0;
    font-size: 13px;
    color: var(--c-text-muted);
  }
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: 8px;
  max-width: 360px;
`;

const Columns = styled.div<{ $single: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 18px;
  margin-top: 22px;
  ${media.lg} {
    grid-template-columns: ${(p) => (p.$single ? 'minmax(0, 1fr)' : 'minmax(0, 1.15fr) minmax(0, 1fr)')};
    gap: 22px;
  }
`;

const Section = styled.section`
  padding: 20px;
  border-radius: calc(var(--radius, 8px) * 1.5);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0 0 14px;
    font-size: 19px;
    font-weight: 800;
    &::before {
      content: '';
      width: 4px;
      height: 18px;
      border-radius: 2px;
      background: linear-gradient(180deg, var(--c-primary), var(--c-accent));
    }
  }
  ol {
    display: grid;
    gap: 10px;
    margin: 0;
    padding-inline-start: 22px;
    list-style: decimal;
    line-height: 1.6;
  }
  li::marker {
    color: var(--c-primary);
    font-weight: 800;
  }
`;

const Terms = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 10px 0;
    vertical-align: top;
    text-align: start;
    border-bottom: 1px solid var(--c-border);
  }
  tr:last-child th,
  tr:last-child td {
    border-bottom: 0;
  }
  th {
    width: 42%;
    padding-inline-end: 14px;
    font-weight: 600;
    color: var(--c-text-muted);
  }
  td {
    font-weight: 600;
  }
  td span {
    display: block;
  }
  td span + span {
    margin-top: 4px;
  }
`;

const Sent = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 16px 0 0;
  padding: 12px 14px;
  border-radius: var(--radius, 8px);
  font-weight: 600;
  border: 1px solid color-mix(in srgb, var(--c-success, #1a7f37) 55%, transparent);
  background: color-mix(in srgb, var(--c-success, #1a7f37) 10%, var(--c-surface));
  svg {
    flex-shrink: 0;
    color: var(--c-success, #1a7f37);
  }
`;

const Missing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 48px 20px;
  text-align: center;
  color: var(--c-text-muted);
  border: 1px dashed var(--c-border);
  border-radius: calc(var(--radius, 8px) * 1.5);
  background: var(--c-surface);
  svg {
    color: var(--c-primary);
  }
  h1 {
    margin: 0;
    font-size: 22px;
    color: var(--c-text);
  }
  p {
    margin: 0;
    max-width: 420px;
  }
`;
