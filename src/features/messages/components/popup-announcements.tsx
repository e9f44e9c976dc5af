// PU announcements (spec §3, §4 "after login"): right after a sign-in on this page (the login or registration
// form — the host in src/app decides that and mounts this), each popup announcement of the brand that this
// member has not closed yet shows, one after the other. "Seen" is remembered per member in this browser's
// storage (per brand host), so a member sees each announcement once, not again at every login; pages opened
// with a session already (a reload, API-made sessions) show nothing. Announcement texts are plain text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useAnnouncements } from '../api/announcements.api.ts';

const seenKey = (memberKey: string) => `popupAnnouncementsSeen:${memberKey}`;

export function readSeen(memberKey: string): number[] {
  try {
    const value = JSON.parse(localStorage.getItem(seenKey(memberKey)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

function writeSeen(memberKey: string, ids: number[]): void {
  try {
    localStorage.setItem(seenKey(memberKey), JSON.stringify(ids));
  } catch {
    // Storage off (private mode): the popup may show again at the next sign-in, which is harmless.
  }
}

export default function PopupAnnouncements({ memberKey }: { memberKey: string }) {
  const { t, i18n } = useTranslation();
  const [seen, setSeen] = useState<number[]>(() => readSeen(memberKey));
  const announcements = useAnnouncements('PU', i18n.language);
  const list = announcements.data?.list ?? [];
  const next = list.find((a) => !seen.includes(a.id));
  if (!next) return null;
  const close = () => {
    // Only ids still announced are kept, so the list never grows past the brand's live popups.
    const live = new Set(list.map((a) => a.id));
    const ids = [...seen.filter((id) => live.has(id)), next.id];
    writeSeen(memberKey, ids);
    setSeen(ids);
  };
  return (
    <Modal
      open
      title={next.title}
      onClose={close}
      closeLabel={t('common.close')}
      width={520}
      footer={
        <Button type="button" $variant="primary" onClick={close} data-testid="popup-announcement-close">
          {t('common.close')}
        </Button>
      }
    >
      <Text data-testid="popup-announcement">{next.content}</Text>
    </Modal>
  );
}

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.55;
`;
