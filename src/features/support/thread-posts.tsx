// The posts of a ticket or chat as bubbles: the player's on the end side, staff's and the system's on the
// start side, each with its time, an image when it has one, and "read" under the player's last post staff
// have read. Texts are rendered by React as text: HTML in a post is shown, never run.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SupportPost } from '../../../schemas/generated/support.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { formatPostTime } from './support-time.ts';

export function ThreadPosts({ posts, otherReadUpTo, testId, short = false }: { posts: SupportPost[]; otherReadUpTo: number; testId: string; short?: boolean }) {
  const { t } = useTranslation();
  const zone = useTenant().settings.timeZone;
  const lastReadMine = [...posts].reverse().find((p) => p.author === 'member' && p.id <= otherReadUpTo)?.id;
  return (
    <List data-testid={testId}>
      {posts.map((p) => (
        <Bubble key={p.id} data-author={p.author} data-testid={`support-post-${p.author}`}>
          <span className="who">{p.author === 'member' ? t('support.you') : t('support.staff')}</span>
          {p.text ? <p className="text">{p.text}</p> : null}
          {p.image ? (
            <a href={p.image} target="_blank" rel="noopener noreferrer">
              <img src={p.image} alt={t('support.image')} loading="lazy" />
            </a>
          ) : null}
          <time dateTime={p.createdAt}>
            {formatPostTime(p.createdAt, zone, short)}
            {p.id === lastReadMine ? <span data-testid="support-read-mark"> · {t('support.read')}</span> : null}
          </time>
        </Bubble>
      ))}
    </List>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Bubble = styled.li`
  max-width: 85%;
  align-self: flex-start;
  padding: 8px 10px;
  border-radius: 10px;
  background: var(--c-surface, var(--c-background));
  border: 1px solid var(--c-border);
  color: var(--c-text);
  &[data-author='member'] {
    align-self: flex-end;
    background: color-mix(in srgb, var(--c-primary) 14%, var(--c-background));
    border-color: color-mix(in srgb, var(--c-primary) 40%, var(--c-border));
  }
  .who {
    display: block;
    font-size: 11px;
    font-weight: 600;
    color: var(--c-text-muted, var(--c-text));
  }
  .text {
    margin: 2px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    line-height: 1.5;
  }
  img {
    display: block;
    margin-top: 4px;
    max-width: 180px;
    max-height: 180px;
    border-radius: 6px;
  }
  time {
    display: block;
    margin-top: 2px;
    font-size: 11px;
    color: var(--c-text-muted, var(--c-text));
    text-align: end;
  }
`;
