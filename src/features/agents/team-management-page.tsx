// Agent centre "team management" (spec §2, downline management): the downline with search and level filter —
// level, type, balance, last login, status and contract state — a contract offer to a direct downline (its button
// beside the account, so it is never scrolled off on a laptop or a phone), and the contracts the agent gave
// (terminate or withdraw).
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { PageTitle } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { useMoney } from '../../lib/format/use-money.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { Card, Pager, Quiet, Row, Scroll, Table } from './agent-parts.tsx';
import { dateTime, rateText } from './agents-view.ts';
import { useDecideContract } from './api/contract-decide.api.ts';
import { useContracts } from './api/contracts.api.ts';
import { TEAM_PAGE_SIZE, useTeamMembers } from './api/team-members.api.ts';
import { OfferForm } from './offer-form.tsx';

export default function TeamManagementPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const zone = useTenant().settings.timeZone;
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState(0);
  const [page, setPage] = useState(1);
  const [downline, setDownline] = useState('');
  const team = useTeamMembers(search.trim(), level, page);
  const contracts = useContracts();
  const decide = useDecideContract();
  const d = team.data;
  const offerRef = useRef<HTMLDivElement>(null);
  // The offer button sits with the account (the first column, never scrolled away); the form it fills is below the
  // table, so bring it into view.
  const offerTo = (account: string) => {
    setDownline(account);
    offerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  return (
    <div data-testid="agent-team-page">
      <PageTitle>{t('centre.agent.teamManagement')}</PageTitle>
      <Row>
        <label>
          {t('agents.search')}
          <input
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            maxLength={32}
            data-testid="agent-team-search"
          />
        </label>
        <label>
          {t('agents.level')}
          <select
            value={level}
            onChange={(e) => {
              setLevel(Number(e.target.value));
              setPage(1);
            }}
            data-testid="agent-team-level"
          >
            <option value={0}>{t('agents.allLevels')}</option>
            {[1, 2, 3, 4, 5, 6, 7, 8].map((l) => (
              <option key={l} value={l}>
                {t('agents.levelN', { level: l })}
              </option>
            ))}
          </select>
        </label>
      </Row>
      {team.isError ? (
        <Notice role="alert">{errorMessage(t, team.error)}</Notice>
      ) : !d ? (
        <Quiet role="status">{t('common.loading')}</Quiet>
      ) : d.list.length === 0 ? (
        <Quiet data-testid="agent-team-empty">{t('agents.noDownlines')}</Quiet>
      ) : (
        <>
          <Scroll>
            <Table data-testid="agent-team-table">
              <thead>
                <tr>
                  <th scope="col">{t('agents.account')}</th>
                  <th scope="col">{t('agents.level')}</th>
                  <th scope="col">{t('agents.accountType')}</th>
                  <th scope="col">{t('agents.col.balance')}</th>
                  <th scope="col">{t('agents.col.lastLogin')}</th>
                  <th scope="col">{t('agents.col.status')}</th>
                  <th scope="col">{t('agents.col.contracts')}</th>
                </tr>
              </thead>
              <tbody>
                {d.list.map((m) => (
                  <tr key={m.account} data-testid="agent-team-row">
                    <th scope="row">
                      <AccountCell>
                        <span>{m.account}</span>
                        {m.level === 1 && m.type !== 0 ? (
                          <Button type="button" $size="sm" $variant="outline" onClick={() => offerTo(m.account)} data-testid="agent-team-offer">
                            {t('agents.offer')}
                          </Button>
                        ) : null}
                      </AccountCell>
                    </th>
                    <td>{m.level}</td>
                    <td>{t(m.type === 0 ? 'agents.type.player' : 'agents.type.agent')}</td>
                    <td>{money.format(m.balance)}</td>
                    <td>{dateTime(m.lastLoginAt, zone)}</td>
                    <td>{t(`agents.status.${m.status}`)}</td>
                    <Wrapping>
                      {m.contracts.length === 0
                        ? '—'
                        : m.contracts.map((c) => `${t(`agents.kind.${c.kind}`)} (${t(`agents.contractStatus.${c.status}`)})`).join(', ')}
                    </Wrapping>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
          <Pager page={page} total={d.total} size={TEAM_PAGE_SIZE} go={setPage} testId="agent-team-pager" />
        </>
      )}
      <div ref={offerRef}>{contracts.data ? <OfferForm contracts={contracts.data} downline={downline} onDownline={setDownline} /> : null}</div>
      {contracts.data && contracts.data.given.length > 0 ? (
        <Card aria-labelledby="agent-given-title">
          <h4 id="agent-given-title">{t('agents.givenTitle')}</h4>
          {decide.isError ? <Notice role="alert">{errorMessage(t, decide.error)}</Notice> : null}
          <Scroll>
            <Table data-testid="agent-given-table">
              <thead>
                <tr>
                  <th scope="col">{t('agents.col.downline')}</th>
                  <th scope="col">{t('agents.col.kind')}</th>
                  <th scope="col">{t('agents.col.rate')}</th>
                  <th scope="col">{t('agents.col.status')}</th>
                  <th scope="col">{t('agents.col.starts')}</th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {contracts.data.given.map((c) => (
                  <tr key={c.id} data-testid="agent-given-row">
                    <th scope="row">{c.member}</th>
                    <td>{t(`agents.kind.${c.kind}`)}</td>
                    <td>{c.tiers.map((x) => rateText(x.rateBp)).join(' / ')}</td>
                    <td>{t(`agents.contractStatus.${c.status}`)}</td>
                    <td>{dateTime(c.startsAt, zone)}</td>
                    <td>
                      {c.status === 'active' || c.status === 'offered' ? (
                        <Button
                          type="button"
                          $variant="outline"
                          disabled={decide.isPending}
                          onClick={() => decide.mutate({ contractId: c.id, action: 'terminate' })}
                        >
                          {t(c.status === 'active' ? 'agents.terminate' : 'agents.withdraw')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        </Card>
      ) : null}
    </div>
  );
}

/** The account with its offer action: a direct agent downline's button stays in view however wide the table is. */
const AccountCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/** The contracts may be several: they wrap instead of widening the table. */
const Wrapping = styled.td`
  && {
    white-space: normal;
    min-width: 140px;
    max-width: 260px;
  }
`;
