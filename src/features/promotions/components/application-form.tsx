// The application form of an 'apply' activity (spec §3, §8), in a dialog: an optional comment with a live
// count against its 140 characters, up to 3 PNG/JPEG images of at most 5 MB with previews (checked here
// with the spec's messages before anything is sent; the server checks again, bytes included). Sending
// creates the application ('applying'), then uploads the images one request each. When an upload fails
// the application already exists: the images sent leave the picker, and sending again uploads only the
// rest to the same application. Its own chunk, loaded when the form first opens.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { ApplicationView } from '../../../../schemas/generated/promotions.ts';
import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX, commentLength, commentTooLong } from '../../../../schemas/rules/application-limits.ts';
import { Button } from '../../../components/button.tsx';
import { ImagePicker } from '../../../components/cashier/image-picker.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { FieldMessage, Hint, Notice } from '../../../components/form/form-parts.tsx';
import { Modal } from '../../../components/modal.tsx';
import { createApplication, applicationSaved } from '../api/application-create.api.ts';
import { uploadApplicationImage } from '../api/application-image-upload.api.ts';
import { imagesLeft } from '../reward-view.ts';

interface ApplicationFormProps {
  promotionId: string;
  title: string;
  onClose: () => void;
  /** The application is in with all its images. */
  onSent: (application: ApplicationView) => void;
}

export default function ApplicationForm({ promotionId, title, onClose, onSent }: ApplicationFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [application, setApplication] = useState<ApplicationView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = commentLength(comment);
  const tooLong = commentTooLong(comment);
  const room = imagesLeft(application, APPLICATION_IMAGES_MAX);

  const saved = (view: ApplicationView) => {
    setApplication(view);
    applicationSaved(queryClient, i18n.language, view);
  };

  const submit = async () => {
    setError(null);
    if (!application && tooLong) return setError(t('errors.contentTooLong'));
    setBusy(true);
    try {
      let current = application ?? (await createApplication(promotionId, comment.trim()));
      saved(current);
      for (const file of files.slice(0, imagesLeft(current, APPLICATION_IMAGES_MAX))) {
        current = await uploadApplicationImage(current.id, file);
        saved(current);
        setFiles((list) => list.filter((f) => f !== file));
      }
      onSent(current);
    } catch (e) {
      setError(errorMessage(t, e));
    } finally {
      setBusy(false);
    }
  };

  const formId = `${id}-form`;
  const commentId = `${id}-comment`;
  const counterId = `${id}-counter`;
  return (
    <Modal
      open
      title={t('promo.apply.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      width={520}
      footer={
        <Footer>
          <Button type="button" $variant="outline" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy || (!application && tooLong)} aria-busy={busy || undefined} data-testid="apply-submit">
            {t(application ? 'promo.apply.sendRest' : 'promo.apply.send')}
          </Button>
        </Footer>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-testid="apply-form"
      >
        <Hint>{t('promo.apply.intro', { title })}</Hint>
        <Field>
          <label htmlFor={commentId}>
            {t('promo.apply.comment')} <small>({t('register.optional')})</small>
          </label>
          <textarea
            id={commentId}
            name="comment"
            rows={4}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            disabled={application !== null}
            aria-invalid={tooLong || undefined}
            aria-describedby={counterId}
            placeholder={t('promo.apply.commentPlaceholder')}
            data-testid="apply-comment"
          />
          <Counter id={counterId} data-over={tooLong || undefined} data-testid="apply-counter">
            <span>{tooLong ? t('errors.contentTooLong') : ''}</span>
            <span>
              {length}/{APPLICATION_COMMENT_MAX}
            </span>
          </Counter>
        </Field>
        {application && application.imageCount > 0 ? (
          <Hint data-testid="apply-sent-images">{t('promo.apply.imagesSent', { count: application.imageCount })}</Hint>
        ) : null}
        {room > 0 ? <ImagePicker label={t('promo.apply.images', { max: room })} files={files} onFiles={setFiles} max={room} testId="apply-images" /> : null}
        {application && error ? <Notice data-testid="apply-partial">{t('promo.apply.partial')}</Notice> : null}
        {error ? (
          <Notice role="alert" data-testid="apply-error">
            {error}
          </Notice>
        ) : null}
      </form>
    </Modal>
  );
}

const Field = styled.div`
  margin-bottom: 10px;
  label {
    display: block;
    margin: 0 2px 6px;
    font-size: 13px;
    font-weight: 700;
  }
  small {
    font-weight: 400;
    color: var(--c-text-muted);
  }
  textarea {
    display: block;
    width: 100%;
    min-height: 96px;
    padding: 10px 12px;
    resize: vertical;
    font: inherit;
    font-size: 15px;
    line-height: 1.45;
    color: var(--c-text);
    border-radius: var(--radius, 8px);
    border: 1px solid var(--c-border);
    background: var(--c-surface-alt);
    outline: none;
  }
  textarea:focus {
    border-color: var(--c-primary);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--c-primary) 22%, transparent);
  }
  textarea[aria-invalid='true'] {
    border-color: var(--c-danger);
  }
  textarea:disabled {
    opacity: 0.7;
  }
`;

const Counter = styled(FieldMessage)`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  span:last-child {
    flex-shrink: 0;
    color: var(--c-text-muted);
    font-variant-numeric: tabular-nums;
  }
  &[data-over='true'] span:last-child {
    color: var(--c-danger);
    font-weight: 700;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
`;
