// Member centre "referral" (spec §2: invite friends, shown when the REFERRAL module is on; issue 19): the member's
// invite link (the register page with ?referralCode=) with a copy button and its QR code, what each milestone of
// the running referral promotions pays, the friends invited (masked account, joined date, milestones reached,
// what each earned the member) and the totals. The rewards engine pays; this page only shows.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReferralOverview, ReferralProgramme } from '../../../schemas/generated/promotions.ts';
import { Button } from '../../components/button.tsx';
import { PageTitle } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { Icon } from '../../components/icon.tsx';
import { useMoney } from '../../lib/format/use-money.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { media } from '../../lib/theme/styled-theme.ts';
import { useReferralOverview } from './api/referral-overview.api.ts';
import { formatDate } from './format-date.ts';
import { inviteLink, milestoneLines, qrPath } from './referral-view.ts';

export default function ReferralPage() {
  const { t, i18n } = useTranslation();
  const overview = useReferralOverview(i18n.language);
  const data = overview.data;
  return (
    <div data-testid="referral-page">
      <PageTitle>{t('centre.member.referral')}</PageTitle>
      <Lead>{t('referral.intro')}</Lead>
      {overview.isError && !data ? (
        <Notice role="alert">{errorMessage(t, overview.error)}</Notice>
      ) : !data ? (
        <Quiet role="status">{t('common.loading')}</Quiet>
      ) : (
        <Stack>
          <InviteCard code={data.code} />
          <Totals data={data} />
          {data.programmes.length === 0 ? (
            <Quiet data-testid="referral-no-programme">{t('referral.noProgramme')}</Quiet>
          ) : (
            data.programmes.map((p) => <ProgrammeCard key={p.promotionId} programme={p} />)
          )}
          <Friends data={data} />
        </Stack>
      )}
    </div>
  );
}

function InviteCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = inviteLink(window.location.origin, code);
  const qr = useMemo(() => qrPath(link), [link]);
  const [copied, setCopied] = useState<'link' | 'code' | 'failed' | null>(null);
  const copy = (what: 'link' | 'code') => {
    const text = what === 'link' ? link : code;
    const done = navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));
    done.then(
      () => setCopied(what),
      () => setCopied('failed'),
    );
  };
  return (
    <Card aria-labelledby="referral-invite-title">
      <Invite>
        <div className="text">
          <h4 id="referral-invite-title">{t('referral.yourLink')}</h4>
          <LinkBox data-testid="referral-link" tabIndex={0}>
            {link}
          </LinkBox>
          <CodeLine>
            <span>{t('referral.yourCode')}</span>
            <strong data-testid="referral-code">{code}</strong>
          </CodeLine>
          <Actions>
            <Button type="button" onClick={() => copy('link')} data-testid="referral-copy-link">
              {t('referral.copyLink')}
            </Button>
            <Button type="button" $variant="outline" onClick={() => copy('code')} data-testid="referral-copy-code">
              {t('referral.copyCode')}
            </Button>
          </Actions>
          <p role="status" aria-live="polite" className="copied" data-testid="referral-copied">
            {copied === 'failed' ? t('referral.copyFailed') : copied ? t('success.copied') : ''}
          </p>
        </div>
        <Qr>
          <svg viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`} role="img" aria-label={t('referral.qr')} data-testid="referral-qr" shapeRendering="crispEdges">
            <rect x={-2} y={-2} width={qr.size + 4} height={qr.size + 4} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <small>{t('referral.qrHint')}</small>
        </Qr>
      </Invite>
    </Card>
  );
}

function Totals({ data }: { data: ReferralOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <TotalsRow data-testid="referral-totals">
      <div>
        <dt>{t('referral.total.friends')}</dt>
        <dd data-testid="referral-total-friends">{data.totals.friends}</dd>
      </div>
      <div>
        <dt>{t('referral.total.rewarded')}</dt>
        <dd>{data.totals.rewardedFriends}</dd>
      </div>
      <div>
        <dt>{t('referral.total.earned')}</dt>
        <dd data-testid="referral-total-earned">{money.format(data.totals.earned)}</dd>
      </div>
    </TotalsRow>
  );
}

function ProgrammeCard({ programme: p }: { programme: ReferralProgramme }) {
  const { t } = useTranslation();
  const money = useMoney();
  const zone = useTenant().settings.timeZone;
  const titleId = `referral-${p.promotionId}-title`;
  return (
    <Card aria-labelledby={titleId} data-testid={`referral-programme-${p.promotionId}`}>
      <header>
        <h4 id={titleId}>{p.title}</h4>
        {p.endsAt ? <Chip>{formatDate(p.endsAt, zone)}</Chip> : null}
      </header>
      {p.summary ? <Summary>{p.summary}</Summary> : null}
      <h5>{t('referral.rewardsTitle')}</h5>
      <Milestones>
        {milestoneLines(p, money.format).map((line) => (
          <li key={line.key}>
            <Icon name="gift" size={16} />
            <span className="what">{t(line.key, line.params)}</span>
            <span className="pay">
              {t('referral.youGet', { amount: line.you })}
              {line.friend ? ` · ${t('referral.friendGets', { amount: line.friend })}` : ''}
            </span>
          </li>
        ))}
      </Milestones>
      <Notes>
        <li>{t(`referral.kind.${p.awardKind}`)}</li>
        {p.maxFriends !== undefined ? <li>{t('referral.maxFriends', { count: p.maxFriends })}</li> : null}
      </Notes>
    </Card>
  );
}

function Friends({ data }: { data: ReferralOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const zone = useTenant().settings.timeZone;
  return (
    <Card aria-labelledby="referral-friends-title">
      <header>
        <h4 id="referral-friends-title">{t('referral.friendsTitle')}</h4>
        <Icon name="users" size={18} />
      </header>
      {data.friends.length === 0 ? (
        <Quiet data-testid="referral-no-friends">{t('referral.noFriends')}</Quiet>
      ) : (
        <Scroll>
          <Table data-testid="referral-friends">
            <caption>{t('referral.friendsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('referral.col.friend')}</th>
                <th scope="col">{t('referral.col.joined')}</th>
                <th scope="col">{t('referral.col.milestones')}</th>
                <th scope="col">{t('referral.col.earned')}</th>
              </tr>
            </thead>
            <tbody>
              {data.friends.map((f, i) => (
                <tr key={`${f.account}-${f.joinedAt}-${i}`} data-testid="referral-friend">
                  <th scope="row">{f.account}</th>
                  <td>{formatDate(f.joinedAt, zone)}</td>
                  <td>
                    {f.milestones.length === 0 ? (
                      <span className="none">{t('referral.reachedNone')}</span>
                    ) : (
                      <Badges>
                        {f.milestones.map((m) => (
                          <span key={m} data-milestone={m}>
                            {t(`referral.reached.${m}`)}
                          </span>
                        ))}
                      </Badges>
                    )}
                  </td>
                  <td data-testid="referral-friend-earned">{money.format(f.earned)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
      {data.totals.friends > data.friends.length ? (
        <Summary>{t('referral.listLimited', { shown: data.friends.length, total: data.totals.friends })}</Summary>
      ) : null}
    </Card>
  );
}

const Lead = styled.p`
  margin: -6px 0 14px;
  font-size: 14px;
  color: var(--c-text-muted);
`;

const Quiet = styled.p`
  padding: 20px 0;
  margin: 0;
  text-align: center;
  color: var(--c-text-muted);
`;

const Stack = styled.div`
  display: grid;
  gap: 14px;
`;

const Card = styled.section`
  display: grid;
  gap: 10px;
  padding: 12px;
  ${media.md} {
    padding: 16px;
  }
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  background: var(--c-background);
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 10px;
  }
  h4 {
    margin: 0;
    font-size: 16px;
    line-height: 1.35;
  }
  h5 {
    margin: 4px 0 0;
    font-size: 13px;
    color: var(--c-text-muted);
  }
`;

const Invite = styled.div`
  display: grid;
  gap: 14px;
  ${media.md} {
    grid-template-columns: 1fr auto;
    align-items: start;
  }
  .text {
    display: grid;
    gap: 10px;
    min-width: 0;
  }
  .copied {
    min-height: 1.2em;
    margin: 0;
    font-size: 13px;
    color: var(--c-success, var(--c-primary));
  }
`;

const LinkBox = styled.div`
  padding: 10px 12px;
  border-radius: var(--radius, 8px);
  border: 1px dashed var(--c-border);
  background: var(--c-surface);
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 13px;
  overflow-wrap: anywhere;
  user-select: all;
`;

const CodeLine = styled.p`
  display: flex;
  align-items: baseline;
  gap: 8px;
  margin: 0;
  font-size: 14px;
  color: var(--c-text-muted);
  strong {
    color: var(--c-text);
    letter-spacing: 0.08em;
    font-size: 16px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Qr = styled.figure`
  display: grid;
  justify-items: center;
  gap: 6px;
  margin: 0;
  svg {
    width: 168px;
    height: 168px;
    border-radius: 6px;
  }
  small {
    max-width: 180px;
    text-align: center;
    font-size: 12px;
    color: var(--c-text-muted);
  }
`;

const TotalsRow = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  margin: 0;
  > div {
    padding: 10px 8px;
    border-radius: var(--radius, 8px);
    border: 1px solid var(--c-border);
    background: var(--c-background);
    text-align: center;
  }
  dt {
    font-size: 12px;
    color: var(--c-text-muted);
  }
  dd {
    margin: 4px 0 0;
    font-size: 18px;
    font-weight: 800;
    color: var(--c-primary);
    font-variant-numeric: tabular-nums;
  }
`;

const Chip = styled.span`
  flex-shrink: 0;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  border: 1px solid color-mix(in srgb, var(--c-primary) 50%, transparent);
  background: color-mix(in srgb, var(--c-primary) 10%, var(--c-surface));
`;

const Summary = styled.p`
  margin: 0;
  font-size: 13px;
  color: var(--c-text-muted);
`;

const Milestones = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 8px;
    align-items: center;
    padding: 8px 10px;
    border-radius: var(--radius, 8px);
    background: var(--c-surface);
    font-size: 14px;
  }
  ${media.md} {
    li {
      grid-template-columns: auto 1fr auto;
    }
  }
  .pay {
    grid-column: 2;
    font-weight: 700;
    color: var(--c-primary);
    ${media.md} {
      grid-column: 3;
      text-align: end;
    }
  }
`;

const Notes = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0 0 0 18px;
  font-size: 13px;
  color: var(--c-text-muted);
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  ${media.md} {
    font-size: 14px;
  }
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  th,
  td {
    padding: 8px 4px;
    text-align: start;
    border-bottom: 1px solid var(--c-border);
    font-variant-numeric: tabular-nums;
  }
  th:last-child,
  td:last-child {
    text-align: end;
  }
  thead th {
    font-size: 12px;
    font-weight: 700;
    color: var(--c-text-muted);
  }
  tbody th {
    font-weight: 600;
  }
  .none {
    color: var(--c-text-muted);
  }
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  span {
    padding: 1px 8px;
    border-radius: 999px;
    font-size: 12px;
    white-space: nowrap;
    border: 1px solid color-mix(in srgb, var(--c-primary) 50%, transparent);
    background: color-mix(in srgb, var(--c-primary) 10%, var(--c-surface));
  }
`;
