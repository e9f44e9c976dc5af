// PU announcements (spec §3): right after a sign-in on this page (the login or registration form, not a page
// opened with a session already), each popup announcement of the brand shows once, one after the other.
// "Once" is remembered per browser tab session (sessionStorage) and forgotten at sign-out, so every login
// shows them once again while reloads and navigation do not. Why not server-side per member: the
// announcements live in the brand's config (tenant file or staff's live content), not in rows a member owns,
// and "after login" is about the sign-in, not the person — a player who signs in tomorrow should see
// tonight's maintenance notice again; this needs no write per login and no new table.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { useAnnouncements } from '../api/announcements.api.ts';

const SEEN_KEY = 'popupAnnouncementsSeen';

function readSeen(): number[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

function writeSeen(ids: number[]): void {
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify(ids));
  } catch {
    // Storage off (private mode): the popup may then show again after a reload, which is harmless.
  }
}

export default function PopupAnnouncements() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const [seen, setSeen] = useState<number[]>(readSeen);
  // Whether a sign-in happened while this page was open (a session restored at load is not a login).
  const wasSignedIn = useRef(signedIn);
  const [loggedInHere, setLoggedInHere] = useState(false);
  useEffect(() => {
    if (signedIn && !wasSignedIn.current) setLoggedInHere(true);
    if (!signedIn) {
      writeSeen([]);
      setSeen([]);
      setLoggedInHere(false);
    }
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  const announcements = useAnnouncements('PU', i18n.language, signedIn && loggedInHere);
  const next = signedIn && loggedInHere ? announcements.data?.list.find((a) => !seen.includes(a.id)) : undefined;
  if (!next) return null;
  const close = () => {
    const ids = [...seen, next.id];
    writeSeen(ids);
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
