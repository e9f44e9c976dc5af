// The clickable captcha image (spec §2, §4): a new picture on mount, whenever `refreshKey` changes (tab
// switch, failed attempt: every captcha is single use) and on click, at most once a second (§9).
// `onRefresh` tells the form a new picture is coming, so it can clear the typed answer.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchCaptcha } from '../api/captcha.api.ts';
import { createThrottle } from './throttle.ts';

export const CAPTCHA_REFRESH_MS = 1000;

interface CaptchaImageProps {
  /** Change it to force a new picture. */
  refreshKey?: number | string;
  /** Called each time a new picture is requested (mount excluded). */
  onRefresh?: () => void;
  /** Accessible name of the button (default: "Captcha — click to refresh"). */
  label?: string;
}

export function CaptchaImage({ refreshKey = 0, onRefresh, label }: CaptchaImageProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [clicks, setClicks] = useState(0);
  const throttle = useMemo(() => createThrottle(CAPTCHA_REFRESH_MS), []);
  const onRefreshRef = useRef(onRefresh);
  onRefreshRef.current = onRefresh;
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    const key = `${refreshKey}|${clicks}`;
    if (shownKey.current !== null && shownKey.current !== key) onRefreshRef.current?.();
    shownKey.current = key;
    const controller = new AbortController();
    setFailed(false);
    fetchCaptcha(controller.signal).then(
      (value) => setImage(value),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [refreshKey, clicks]);

  const name = label ?? t('captcha.refresh');
  return (
    <Frame
      type="button"
      onClick={() => {
        if (throttle.tryAcquire()) setClicks((n) => n + 1);
      }}
      aria-label={name}
      title={name}
      data-testid="captcha-image"
    >
      {image ? <img src={image} alt="" width={120} height={40} /> : <span>{failed ? t('captcha.failed') : t('common.loading')}</span>}
    </Frame>
  );
}

const Frame = styled.button`
  flex-shrink: 0;
  display: grid;
  place-items: center;
  width: 120px;
  height: 44px;
  padding: 2px;
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  background: #f4f6f8;
  color: #4a5568;
  font-size: 12px;
  cursor: pointer;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  &:hover {
    border-color: var(--c-primary);
  }
`;
