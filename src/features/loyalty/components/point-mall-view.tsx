// The points mall (/pointMall, issue 20): the member's points and how they are earned (never expiring), the
// catalogue (cash, bonus with wagering, items with stock and per-member limits), redeeming with the payment
// password, converting points to cash at the brand's rate, the redeem history with its statuses and every
// movement of the points. Signed out: the catalogue and the rules, with an invitation to sign in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RewardView } from '../../../../schemas/generated/loyalty.ts';
import { Button } from '../../../components/button.tsx';
import { Container } from '../../../components/container.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useMoney } from '../../../lib/format/use-money.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { media } from '../../../lib/theme/styled-theme.ts';
import { useConvertPoints } from '../api/point-convert.api.ts';
import { usePointBalance } from '../api/point-balance.api.ts';
import { usePointConfig } from '../api/point-config.api.ts';
import { useRedeemPointReward } from '../api/point-redeem.api.ts';
import { usePointRewards } from '../api/point-rewards.api.ts';
import { usePointTransactions } from '../api/point-transactions.api.ts';
import { useRedeemHistory } from '../api/redeem-history.api.ts';

const newRequestId = () => crypto.randomUUID();
const points = (n: number, language: string) => new Intl.NumberFormat(language === 'cn' ? 'zh-CN' : 'en-US').format(n);

export interface PointMallProps {
  /** Runs `action` for a signed-in real member; a visitor is sent to sign in (accounts feature, composed in src/app). */
  protect: (action: () => void) => unknown;
}

export function PointMallView({ protect }: PointMallProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = useMoney();
  const signedIn = useSignedIn();
  const balance = usePointBalance();
  const config = usePointConfig();
  const rewards = usePointRewards(lang);
  const [chosen, setChosen] = useState<RewardView | null>(null);
  const [tab, setTab] = useState<'redeems' | 'movements'>('redeems');

  const earn = config.data?.earn ?? [];
  return (
    <Container as="main" data-testid="point-mall">
      <Head>
        <h1>
          <Icon name="store" size={26} />
          {t('loyalty.title')}
        </h1>
        <Balance data-testid="point-balance">
          <span className="label">{t('loyalty.myPoints')}</span>
          <strong>{signedIn ? (balance.data ? points(balance.data.points, lang) : '…') : '—'}</strong>
          <span className="muted">{t('loyalty.neverExpire')}</span>
        </Balance>
      </Head>
      {!signedIn ? (
        <Invite>
          <p>{t('loyalty.signInText')}</p>
          <Button $variant="primary" onClick={() => void protect(() => undefined)} data-testid="point-mall-sign-in">
            <Icon name="login" size={18} />
            {t('loyalty.signIn')}
          </Button>
        </Invite>
      ) : null}
      {earn.length > 0 ? (
        <Rules aria-label={t('loyalty.howToEarn')}>
          <h2>{t('loyalty.howToEarn')}</h2>
          <ul>
            {earn.map((e) => (
              <li key={e.category}>
                {t('loyalty.earnRule', {
                  amount: money.format(e.turnoverPerPoint),
                  category: e.category === '*' ? t('loyalty.otherGames') : t(`category.${e.category}`, { defaultValue: e.category }),
                })}
              </li>
            ))}
          </ul>
        </Rules>
      ) : null}
      <h2>{t('loyalty.rewards')}</h2>
      {rewards.isError ? <p role="alert">{errorMessage(t, rewards.error)}</p> : null}
      <Grid data-testid="point-rewards">
        {(rewards.data?.list ?? []).map((r) => {
          const soldOut = r.stockLeft === 0;
          const limitReached = r.perMember !== null && r.redeemedByMe >= r.perMember;
          return (
            <Card key={r.id} data-testid={`reward-${r.id}`} data-kind={r.kind}>
              <div className="art" aria-hidden="true">
                {r.image ? (
                  <img src={r.image} alt="" loading="lazy" />
                ) : (
                  <Icon name={r.kind === 'item' ? 'gift' : r.kind === 'bonus' ? 'sparkles' : 'ticket'} size={40} />
                )}
              </div>
              <h3>{r.name}</h3>
              <p className="kind">
                {t(`loyalty.kind.${r.kind}`)}
                {r.amount !== null ? ` · ${money.format(r.amount)}` : ''}
                {r.kind === 'bonus' && r.wageringMultiplier ? ` · ${t('loyalty.wagering', { n: r.wageringMultiplier })}` : ''}
              </p>
              <p className="cost">{t('loyalty.cost', { points: points(r.points, lang) })}</p>
              <p className="muted">
                {r.stockLeft === null ? t('loyalty.unlimited') : t('loyalty.stockLeft', { n: r.stockLeft })}
                {r.perMember !== null ? ` · ${t('loyalty.perMember', { n: r.perMember })}` : ''}
              </p>
              <Button
                $variant="primary"
                $block
                disabled={soldOut || limitReached}
                onClick={() => void protect(() => setChosen(r))}
                data-testid={`redeem-${r.id}`}
              >
                {soldOut ? t('loyalty.soldOut') : limitReached ? t('loyalty.limitReached') : t('loyalty.redeem')}
              </Button>
            </Card>
          );
        })}
      </Grid>
      {signedIn && config.data?.convert ? <ConvertForm cashPerPoint={config.data.convert.cashPerPoint} minPoints={config.data.convert.minPoints} /> : null}
      {signedIn ? (
        <Records>
          <div role="tablist" className="tabs">
            <button role="tab" aria-selected={tab === 'redeems'} onClick={() => setTab('redeems')} data-testid="tab-redeems">
              {t('loyalty.history')}
            </button>
            <button role="tab" aria-selected={tab === 'movements'} onClick={() => setTab('movements')} data-testid="tab-movements">
              {t('loyalty.movements')}
            </button>
          </div>
          {tab === 'redeems' ? <RedeemHistory /> : <Movements />}
        </Records>
      ) : null}
      {chosen ? <RedeemDialog reward={chosen} onClose={() => setChosen(null)} /> : null}
    </Container>
  );
}

function RedeemDialog({ reward, onClose }: { reward: RewardView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const redeem = useRedeemPointReward();
  const [pw, setPw] = useState('');
  const [requestId] = useState(newRequestId);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = () => {
    if (!pw) return setError(t('validation.required', { field: t('register.field.paymentPassword') }));
    setError(null);
    redeem.mutate(
      { rewardId: reward.id, paymentPassword: pw, requestId },
      {
        onSuccess: (value) => setDone(value.status === 'inProcess' ? t('loyalty.redeemedItem') : t('loyalty.redeemedNow')),
        onError: (e) => setError(errorMessage(t, e)),
      },
    );
  };
  return (
    <Modal
      open
      title={t('loyalty.confirmTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      width={400}
      footer={
        done ? (
          <Button $variant="primary" onClick={onClose} data-testid="redeem-done">
            {t('loyalty.ok')}
          </Button>
        ) : (
          <Button $variant="primary" onClick={submit} disabled={redeem.isPending} aria-busy={redeem.isPending} data-testid="redeem-confirm">
            {t('loyalty.redeem')}
          </Button>
        )
      }
    >
      <Dialog>
        <p>{t('loyalty.confirmText', { name: reward.name, points: points(reward.points, i18n.language) })}</p>
        {done ? (
          <p role="status" className="ok" data-testid="redeem-result">
            {done}
          </p>
        ) : (
          <FormField
            name="paymentPassword"
            label={t('register.field.paymentPassword')}
            value={pw}
            onValue={setPw}
            secret
            autoComplete="off"
            inputMode="numeric"
          />
        )}
        {error ? (
          <p role="alert" className="error" data-testid="redeem-error">
            {error}
          </p>
        ) : null}
      </Dialog>
    </Modal>
  );
}

function ConvertForm({ cashPerPoint, minPoints }: { cashPerPoint: number; minPoints: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const convert = useConvertPoints();
  const [text, setText] = useState('');
  const [pw, setPw] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const n = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
  const submit = () => {
    if (n === null || n < minPoints) return setMessage({ ok: false, text: t('errors.pointsBelowMinimum', { min: minPoints }) });
    if (!pw) return setMessage({ ok: false, text: t('validation.required', { field: t('register.field.paymentPassword') }) });
    convert.mutate(
      { points: n, paymentPassword: pw, requestId },
      {
        onSuccess: (value) => {
          setMessage({ ok: true, text: t('loyalty.converted', { points: value.points, amount: money.format(value.amount) }) });
          setText('');
          setPw('');
          setRequestId(newRequestId());
        },
        onError: (e) => setMessage({ ok: false, text: errorMessage(t, e) }),
      },
    );
  };
  return (
    <Convert aria-labelledby="convert-title" data-testid="point-convert">
      <h2 id="convert-title">{t('loyalty.convertTitle')}</h2>
      <p className="muted">{t('loyalty.convertRate', { amount: money.format(cashPerPoint), min: minPoints })}</p>
      <div className="row">
        <FormField name="convertPoints" label={t('loyalty.pointsToConvert')} value={text} onValue={setText} inputMode="numeric" />
        <FormField name="convertPaymentPassword" label={t('register.field.paymentPassword')} value={pw} onValue={setPw} secret autoComplete="off" />
      </div>
      <p className="muted">{n !== null ? t('loyalty.youGet', { amount: money.format(n * cashPerPoint) }) : '\u00a0'}</p>
      <Button $variant="secondary" onClick={submit} disabled={convert.isPending} data-testid="convert-submit">
        {t('loyalty.convert')}
      </Button>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'ok' : 'error'} data-testid="convert-message">
          {message.text}
        </p>
      ) : null}
    </Convert>
  );
}

function RedeemHistory() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const query = useRedeemHistory(page, i18n.language);
  const list = query.data?.list ?? [];
  if (query.data && list.length === 0) return <p className="muted">{t('loyalty.noHistory')}</p>;
  return (
    <>
      <Table data-testid="redeem-history">
        <thead>
          <tr>
            <th scope="col">{t('loyalty.col.time')}</th>
            <th scope="col">{t('loyalty.col.reward')}</th>
            <th scope="col">{t('loyalty.col.points')}</th>
            <th scope="col">{t('loyalty.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.id} data-status={r.status}>
              <td>{new Date(r.createdAt).toLocaleString()}</td>
              <td>
                {r.action === 'convert' ? t('loyalty.convert') : r.name}
                {r.amount > 0 ? <span className="sub">{money.format(r.amount)}</span> : null}
              </td>
              <td>{`−${points(r.points, i18n.language)}`}</td>
              <td>
                <Status $status={r.status}>{t(`loyalty.status.${r.status}`)}</Status>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager page={page} total={query.data?.totalPages ?? 0} onPage={setPage} />
    </>
  );
}

function Movements() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = usePointTransactions(page);
  const list = query.data?.list ?? [];
  if (query.data && list.length === 0) return <p className="muted">{t('loyalty.noHistory')}</p>;
  return (
    <>
      <Table data-testid="point-movements">
        <thead>
          <tr>
            <th scope="col">{t('loyalty.col.time')}</th>
            <th scope="col">{t('loyalty.col.type')}</th>
            <th scope="col">{t('loyalty.col.points')}</th>
            <th scope="col">{t('loyalty.col.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((m) => (
            <tr key={m.id}>
              <td>{new Date(m.createdAt).toLocaleString()}</td>
              <td>{t(`loyalty.type.${m.type}`, { defaultValue: m.type })}</td>
              <td>{m.points > 0 ? `+${points(m.points, i18n.language)}` : `−${points(-m.points, i18n.language)}`}</td>
              <td>{points(m.balanceAfter, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager page={page} total={query.data?.totalPages ?? 0} onPage={setPage} />
    </>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <PagerRow>
      <Button $variant="ghost" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('loyalty.previous')}
      </Button>
      <span>{`${page} / ${total}`}</span>
      <Button $variant="ghost" $size="sm" disabled={page >= total} onClick={() => onPage(page + 1)}>
        {t('loyalty.next')}
      </Button>
    </PagerRow>
  );
}

const Head = styled.div`
  display: grid;
  gap: 16px;
  align-items: center;
  margin: 24px 0 8px;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
  h1 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0;
    font-size: 26px;
    font-weight: 800;
  }
`;

const Balance = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 14px 22px;
  border-radius: calc(var(--radius, 8px) * 1.5);
  background: linear-gradient(135deg, var(--c-primary), var(--c-accent));
  color: var(--c-on-primary, #fff);
  .label {
    font-size: 13px;
    opacity: 0.9;
  }
  strong {
    font-size: 30px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .muted {
    font-size: 12px;
    opacity: 0.85;
  }
`;

const Invite = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin: 12px 0;
  padding: 14px 18px;
  border: 1px dashed var(--c-border);
  border-radius: var(--radius, 8px);
  p {
    margin: 0;
  }
`;

const Rules = styled.section`
  margin: 16px 0 8px;
  h2 {
    margin: 0 0 8px;
    font-size: 16px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 6px 12px;
    border-radius: 999px;
    background: var(--c-surface);
    border: 1px solid var(--c-border);
    font-size: 13px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 8px 0 24px;
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 16px;
  border-radius: calc(var(--radius, 8px) * 1.5);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  .art {
    display: grid;
    place-items: center;
    height: 96px;
    border-radius: var(--radius, 8px);
    background: var(--c-surface-2, rgba(127, 127, 127, 0.12));
    color: var(--c-primary);
    img {
      max-height: 96px;
      max-width: 100%;
      object-fit: contain;
    }
  }
  h3 {
    margin: 4px 0 0;
    font-size: 16px;
  }
  p {
    margin: 0;
    font-size: 13px;
  }
  .cost {
    font-size: 16px;
    font-weight: 800;
    color: var(--c-primary);
  }
  .muted,
  .kind {
    color: var(--c-text-muted);
  }
  button {
    margin-top: auto;
  }
`;

const Convert = styled.section`
  margin: 0 0 24px;
  padding: 18px;
  border-radius: calc(var(--radius, 8px) * 1.5);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  h2 {
    margin: 0 0 6px;
    font-size: 17px;
  }
  .row {
    display: grid;
    gap: 12px;
    ${media.md} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .muted {
    color: var(--c-text-muted);
    font-size: 13px;
  }
  .ok {
    color: var(--c-success, #1a7f37);
  }
  .error {
    color: var(--c-danger, #c62828);
  }
`;

const Dialog = styled.div`
  display: grid;
  gap: 12px;
  p {
    margin: 0;
  }
  .ok {
    color: var(--c-success, #1a7f37);
    font-weight: 700;
  }
  .error {
    color: var(--c-danger, #c62828);
  }
`;

const Records = styled.section`
  margin: 0 0 32px;
  .tabs {
    display: flex;
    gap: 8px;
    margin-bottom: 10px;
  }
  .tabs button {
    padding: 8px 14px;
    border: 1px solid var(--c-border);
    border-radius: 999px;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .tabs button[aria-selected='true'] {
    background: var(--c-primary);
    border-color: var(--c-primary);
    color: var(--c-on-primary, #fff);
  }
  .muted {
    color: var(--c-text-muted);
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid var(--c-border);
    text-align: start;
  }
  th {
    color: var(--c-text-muted);
    font-weight: 600;
  }
  .sub {
    display: block;
    color: var(--c-text-muted);
    font-size: 12px;
  }
`;

const Status = styled.span<{ $status: string }>`
  white-space: nowrap;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  background: ${({ $status }) =>
    $status === 'rejected' ? 'rgba(198, 40, 40, 0.15)' : $status === 'inProcess' ? 'rgba(237, 108, 2, 0.15)' : 'rgba(26, 127, 55, 0.15)'};
`;

const PagerRow = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: center;
  margin-top: 10px;
`;
