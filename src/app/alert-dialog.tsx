import { useTranslation } from 'react-i18next';
import { Button } from '../components/button.tsx';
import { Modal } from '../components/modal.tsx';
import { useAlertStore } from '../lib/alert/alert.store.ts';

/** The warning dialog (width 400, spec §9): its own chunk, loaded when the first alert shows. */
export default function AlertDialog() {
  const { t } = useTranslation();
  const message = useAlertStore((s) => s.message);
  const dismiss = useAlertStore((s) => s.dismiss);
  return (
    <Modal
      open={message !== null}
      title={t('common.attention')}
      onClose={dismiss}
      closeLabel={t('common.close')}
      width={400}
      footer={
        <Button type="button" data-testid="alert-ok" onClick={dismiss}>
          {t('common.ok')}
        </Button>
      }
    >
      <p role="alert">{message}</p>
    </Modal>
  );
}
