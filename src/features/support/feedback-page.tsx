// Member centre "feedback" (spec §2 feedback, §5 length bounds, issue 21 item 4): the player tells the operator
// what they think; the words must lie between the brand's bounds, said before sending and checked again by the
// server. Staff read it in the back office's Support page.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contentWithinBounds, contentWordBounds, countWords } from '../../../schemas/rules/support-content.ts';
import { Button } from '../../components/button.tsx';
import { PageTitle, Panel } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Actions, FieldMessage, Notice } from '../../components/form/form-parts.tsx';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { useSendFeedback } from './api/feedback.api.ts';

export default function FeedbackPage() {
  const { t } = useTranslation();
  const bounds = contentWordBounds(useTenant().support);
  const send = useSendFeedback();
  const [content, setContent] = useState('');
  const [shown, setShown] = useState(false);
  const [thanks, setThanks] = useState(false);
  const valid = contentWithinBounds(content, bounds);
  const bad = shown && !valid;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setThanks(false);
    if (!valid) return;
    send.mutate(
      { content: content.trim() },
      {
        onSuccess: () => {
          setContent('');
          setShown(false);
          setThanks(true);
        },
      },
    );
  };

  return (
    <div data-testid="feedback-page">
      <PageTitle>{t('centre.member.feedback')}</PageTitle>
      <Panel as="form" onSubmit={submit} noValidate>
        <Intro>{t('support.feedback.intro')}</Intro>
        <Field>
          <label htmlFor="feedback-content">{t('support.feedback.label')}</label>
          <textarea
            id="feedback-content"
            rows={6}
            maxLength={4000}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={bad}
            aria-describedby="feedback-note"
            data-testid="feedback-content"
          />
          <FieldMessage id="feedback-note" role={bad ? 'alert' : undefined} data-hint={bad ? undefined : 'true'}>
            {bad ? t('errors.supportContentLength', bounds) : t('support.ask.words', { count: countWords(content.trim()), min: bounds.min, max: bounds.max })}
          </FieldMessage>
        </Field>
        {send.error ? <Notice role="alert">{errorMessage(t, send.error)}</Notice> : null}
        {thanks ? (
          <Notice role="status" data-tone="success" data-testid="feedback-thanks">
            {t('support.feedback.thanks')}
          </Notice>
        ) : null}
        <Actions>
          <Button type="submit" disabled={send.isPending} data-testid="feedback-submit">
            {t('support.feedback.submit')}
          </Button>
        </Actions>
      </Panel>
    </div>
  );
}

const Intro = styled.p`
  margin: 0 0 12px;
  line-height: 1.5;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 12px;
  label {
    font-size: 13px;
  }
  textarea {
    padding: 8px;
    border-radius: 8px;
    border: 1px solid var(--c-border);
    background: var(--c-background);
    color: var(--c-text);
    font: inherit;
    resize: vertical;
  }
  [data-hint='true'] {
    color: var(--c-text-muted);
  }
`;
