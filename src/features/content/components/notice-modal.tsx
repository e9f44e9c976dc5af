import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../../schemas/generated/tenant.ts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { NoticeList } from './notice-list.tsx';

interface NoticeModalProps {
  notices: readonly Notice[];
  index: number;
  onClose: () => void;
}

/** The notice modal (spec §2): titled "news", every notice, the chosen one open and in view. */
export default function NoticeModal({ notices, index, onClose }: NoticeModalProps) {
  const { t } = useTranslation();
  const selectedRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      initialFocusRef={selectedRef}
      title={t('notice.modalTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      width={720}
      footer={
        <Button type="button" $variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <NoticeList notices={notices} initialIndex={index} initialToggleRef={selectedRef} />
    </Modal>
  );
}
