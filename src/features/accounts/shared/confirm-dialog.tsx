import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useConfirmStore } from './confirm-dialog.store.ts';

/** The question dialog (width 400, spec §9); Enter on the focused confirm button confirms. */
export default function ConfirmDialog() {
  const { t } = useTranslation();
  const request = useConfirmStore((s) => s.request);
  const answer = useConfirmStore((s) => s.answer);
  const confirmRef = useRef<HTMLButtonElement>(null);
  if (!request) return null;
  return (
    <Modal
      open
      title={request.title ?? t('common.attention')}
      onClose={() => answer(false)}
      closeLabel={t('common.close')}
      width={400}
      initialFocusRef={confirmRef}
      footer={
        <>
          <Button type="button" $variant="subtle" onClick={() => answer(false)} data-testid="confirm-cancel">
            {request.cancelLabel ?? t('common.cancel')}
          </Button>
          <Button ref={confirmRef} type="button" onClick={() => answer(true)} data-testid="confirm-ok">
            {request.confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      <p role="alert" data-testid="confirm-message">
        {request.message}
      </p>
    </Modal>
  );
}
