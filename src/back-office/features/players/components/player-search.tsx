// Find a player of the chosen brand by username, mobile number, e-mail or id; with no text, the newest
// players. The search lives in the address (?q=&field=&page=), so coming back from a player keeps it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { SearchField } from '../../../../../schemas/generated/player-admin.ts';
import { Button } from '../../../../components/button.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { ErrorLine, Muted, PageFrame, TableScroll, Toolbar } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { useSearchPlayers } from '../api/search-players.api.ts';
import { Pager } from '../../../components/pager.tsx';
import { TRIAL_TYPE } from './player-detail.tsx';
import { Empty, PlayerLink } from './player-ui.tsx';
import { StatusPill } from './status-pill.tsx';

const FIELDS: readonly SearchField[] = ['all', 'username', 'mobile', 'email', 'id'];
const isField = (value: string | null): value is SearchField => FIELDS.includes(value as SearchField);

export function PlayerSearch({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const field = isField(params.get('field')) ? (params.get('field') as SearchField) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const [draftField, setDraftField] = useState<SearchField>(field);
  const search = useSearchPlayers(brandId, q, field, page);
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;

  const go = (next: { q?: string; field?: SearchField; page?: number }) => {
    const merged = { q, field, page, ...next };
    setParams({
      ...(merged.q ? { q: merged.q } : {}),
      ...(merged.field !== 'all' ? { field: merged.field } : {}),
      ...(merged.page > 1 ? { page: String(merged.page) } : {}),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), field: draftField, page: 1 });
  };

  return (
    <PageFrame title={t('players.title', { brand: brandName })}>
      <Toolbar as="form" role="search" onSubmit={submit}>
        <label>
          <span>{t('players.search.field')}</span>
          <select value={draftField} onChange={(e) => setDraftField(e.target.value as SearchField)} data-testid="bo-players-field">
            {FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`players.search.by.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <SearchBox
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={100}
          aria-label={t('players.search.label')}
          placeholder={t('players.search.placeholder')}
          data-testid="bo-players-q"
        />
        <Button type="submit" $size="sm" $variant="primary" data-testid="bo-players-search">
          {t('players.search.submit')}
        </Button>
      </Toolbar>
      <ErrorLine error={search.error} />
      <TableScroll>
        <table>
          <thead>
            <tr>
              <th data-num="true">{t('players.col.id')}</th>
              <th>{t('players.col.account')}</th>
              <th>{t('players.col.nickname')}</th>
              <th>{t('players.col.mobile')}</th>
              <th>{t('players.col.email')}</th>
              <th>{t('players.col.status')}</th>
              <th>{t('players.col.registered')}</th>
              <th>{t('players.col.lastLogin')}</th>
            </tr>
          </thead>
          <tbody>
            {search.data?.players.map((p) => (
              <tr key={p.id} data-testid={`bo-player-row-${p.id}`}>
                <td data-num="true">{p.id}</td>
                <td>
                  <PlayerLink to={`/players/${p.id}`}>{p.account}</PlayerLink>
                  {p.type === TRIAL_TYPE ? <Muted> · {t('players.trial')}</Muted> : null}
                </td>
                <td>{p.nickname}</td>
                <NoWrap>{p.mobile ? `${p.mobile.e164}${p.mobile.verified ? ' ✓' : ''}` : <Muted>—</Muted>}</NoWrap>
                <td>{p.email ?? <Muted>—</Muted>}</td>
                <td>
                  <StatusPill status={p.status} />
                </td>
                <td>{time(p.createdAt)}</td>
                <td>{p.lastLoginAt ? time(p.lastLoginAt) : <Muted>{t('players.never')}</Muted>}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {search.data && search.data.players.length === 0 ? <Empty>{t('players.search.none')}</Empty> : null}
      </TableScroll>
      <Pager page={page} totalPages={search.data?.totalPages ?? 1} onPage={(next) => go({ page: next })} label={t('players.search.pages')} />
    </PageFrame>
  );
}

const NoWrap = styled.td`
  white-space: nowrap;
`;

const SearchBox = styled.input`
  flex: 1 1 220px;
  min-width: 0;
`;
