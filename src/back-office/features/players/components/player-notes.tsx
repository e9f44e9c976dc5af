// Staff notes on the player: newest first with author and time; a note is added, never edited.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../../components/button.tsx';
import { ErrorLine, Muted } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { useAddNote } from '../api/add-note.api.ts';
import { usePlayerNotes } from '../api/player-notes.api.ts';
import { Pager } from '../../../components/pager.tsx';
import { NOTE_MAX } from './player-form-rules.ts';
import { ActionForm, Buttons, Empty } from './player-ui.tsx';

export function PlayerNotes({ brandId, playerId, canWrite }: { brandId: string; playerId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const [page, setPage] = useState(1);
  const [body, setBody] = useState('');
  const notes = usePlayerNotes(brandId, playerId, page);
  const add = useAddNote(brandId, playerId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || add.isPending) return;
    add.mutate(
      { body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          setPage(1);
        },
      },
    );
  };
  return (
    <Wrap>
      {canWrite ? (
        <ActionForm onSubmit={submit} aria-label={t('players.notes.add')}>
          <label>
            <span>{t('players.notes.new')}</span>
            <textarea value={body} onChange={(e) => setBody(e.target.value)} maxLength={NOTE_MAX} required data-testid="bo-player-note" />
          </label>
          <ErrorLine error={add.error} />
          <Buttons>
            <Button type="submit" $size="sm" $variant="primary" disabled={!body.trim() || add.isPending} data-testid="bo-player-note-add">
              {t('players.notes.add')}
            </Button>
          </Buttons>
        </ActionForm>
      ) : null}
      <ErrorLine error={notes.error} />
      <Notes>
        {notes.data?.notes.map((n) => (
          <li key={n.id}>
            <Muted>
              {n.author} · {time(n.at)}
            </Muted>
            <p>{n.body}</p>
          </li>
        ))}
      </Notes>
      {notes.data && notes.data.notes.length === 0 ? <Empty>{t('players.notes.none')}</Empty> : null}
      <Pager page={page} totalPages={notes.data?.totalPages ?? 1} onPage={setPage} label={t('players.listPages')} />
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: 12px;
  padding-top: 12px;
`;

const Notes = styled.ul`
  display: grid;
  gap: 8px;
  li {
    background: var(--c-surface);
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    padding: 10px 12px;
  }
  p {
    margin: 4px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
