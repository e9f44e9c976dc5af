// The member's sign-ins, newest first (time, address, device, way of signing in), and "sign out other
// sessions": every other browser and device loses its session at once; this one stays.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Empty } from '../../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { Actions, Hint, Notice } from '../../../components/form/form-parts.tsx';
import { formatDateTime } from '../../../lib/format/date-time.ts';
import { accountsKeys } from '../api/accounts-keys.ts';
import { useLoginHistory } from '../api/login-history.api.ts';
import { endOtherSessions } from '../api/other-sessions-end.api.ts';
import { askConfirm } from '../shared/confirm-dialog.store.ts';
import { deviceLabel } from './device-label.ts';

const PAGE = 10;
const MAX = 50;

export function LoginHistory() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [size, setSize] = useState(PAGE);
  const history = useLoginHistory(size);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const signOutOthers = async () => {
    setNote(null);
    setError(null);
    if (!(await askConfirm({ message: t('profile.signOutOthersConfirm'), confirmLabel: t('profile.signOutOthers') }))) return;
    try {
      await endOtherSessions();
      setNote(t('profile.signOutOthersDone'));
      void queryClient.invalidateQueries({ queryKey: accountsKeys.logins(size) });
    } catch (e) {
      setError(errorMessage(t, e));
    }
  };
  const rows = history.data?.list ?? [];
  return (
    <div data-testid="login-history">
      {history.isPending ? <Hint role="status">{t('common.loading')}</Hint> : null}
      {history.isError ? <Notice role="alert">{errorMessage(t, history.error)}</Notice> : null}
      {history.isSuccess && !rows.length ? <Empty>{t('profile.loginsEmpty')}</Empty> : null}
      {rows.length ? (
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('profile.loginsTime')}</th>
                <th scope="col">{t('profile.loginsAddress')}</th>
                <th scope="col">{t('profile.loginsDevice')}</th>
                <th scope="col">{t('profile.loginsMethod')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={`${row.at}-${i}`} data-testid="login-history-row">
                  <td>{formatDateTime(row.at)}</td>
                  <td>{row.ip}</td>
                  <td title={row.device}>{deviceLabel(row.device) || t('profile.unknownDevice')}</td>
                  <td>{t(`profile.method.${row.method}`, { defaultValue: row.method })}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      ) : null}
      {note ? (
        <Notice role="status" data-testid="sign-out-others-done">
          {note}
        </Notice>
      ) : null}
      {error ? <Notice role="alert">{error}</Notice> : null}
      <Actions>
        {history.data && history.data.total > rows.length && size < MAX ? (
          <Button type="button" $variant="ghost" onClick={() => setSize((s) => Math.min(MAX, s + PAGE))} data-testid="login-history-more">
            {t('profile.loginsMore')}
          </Button>
        ) : null}
        <Button type="button" $variant="outline" onClick={() => void signOutOthers()} data-testid="sign-out-others">
          {t('profile.signOutOthers')}
        </Button>
      </Actions>
    </div>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 8px 10px;
    text-align: start;
    border-bottom: 1px solid var(--c-border);
    white-space: nowrap;
  }
  th {
    font-size: 12px;
    font-weight: 700;
    color: var(--c-text-muted);
  }
  td[title] {
    max-width: 220px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
