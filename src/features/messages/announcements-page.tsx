// Agent centre "announcement" (spec §2; issue 17): the brand's announcements (tenant notices, type B) in the
// reader's language, from the same endpoint as the notice bar, until the back office authors agent-only ones.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageTitle } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { useAnnouncements } from './api/announcements.api.ts';

export default function AnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const list = useAnnouncements('B', i18n.language);
  return (
    <div data-testid="agent-announcement-page">
      <PageTitle>{t('centre.agent.announcement')}</PageTitle>
      {list.isError ? (
        <Notice role="alert">{errorMessage(t, list.error)}</Notice>
      ) : !list.data ? (
        <Quiet role="status">{t('common.loading')}</Quiet>
      ) : list.data.list.length === 0 ? (
        <Quiet>{t('agents.noAnnouncements')}</Quiet>
      ) : (
        list.data.list.map((a) => (
          <Card key={a.id} data-testid="agent-announcement">
            <h4>{a.title}</h4>
            <p>{a.content}</p>
          </Card>
        ))
      )}
    </div>
  );
}

const Quiet = styled.p`
  margin: 12px 0;
  color: var(--c-text-muted);
`;

const Card = styled.section`
  margin: 0 0 12px;
  padding: 16px;
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  background: var(--c-surface);
  h4 {
    margin: 0 0 8px;
    font-size: 15px;
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
`;
