// Scrolling notice bar (spec §2): the titles move as a CSS marquee, pause on hover or keyboard focus,
// and stand still (scrollable) for reduced motion. The marquee only runs once the page is idle after its
// first paint and while the bar is on screen (it kept the main thread busy for nothing otherwise).
// A title opens the notice modal at its index.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useAnimateWhenVisible } from '../../../lib/idle/after-first-paint.ts';
import { useModules, useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';

const NoticeModal = lazy(() => import('./notice-modal.tsx'));

/** Seconds per character so long and short bars scroll at the same speed, within sane bounds. */
export function marqueeSeconds(characters: number): number {
  return Math.min(120, Math.max(18, Math.round(characters * 0.22)));
}

export function NoticeBar() {
  const tenant = useTenant();
  const modules = useModules();
  const localized = useLocalized();
  const { t } = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const running = useAnimateWhenVisible(viewportRef);
  const notices = tenant.notices;
  if (!modules.has('NOTICE') || notices.length === 0) return null;

  const titles = notices.map((n) => localized(n.title));
  const duration = marqueeSeconds(titles.join('').length + titles.length * 12);

  const items = (copy: boolean) =>
    titles.map((title, index) => (
      <li key={`${copy ? 'b' : 'a'}-${notices[index].id}`}>
        <Title type="button" tabIndex={copy ? -1 : undefined} aria-label={copy ? undefined : t('notice.open', { title })} onClick={() => setOpenIndex(index)}>
          <Dot aria-hidden="true" />
          {title}
        </Title>
      </li>
    ));

  return (
    <Bar aria-label={t('notice.barLabel')}>
      <Label>
        <Icon name="megaphone" size={18} />
        <span>{t('notice.barLabel')}</span>
      </Label>
      <Viewport ref={viewportRef}>
        <Track $duration={duration} data-running={running || undefined}>
          <Items>{items(false)}</Items>
          <Items aria-hidden="true" data-copy="true">
            {items(true)}
          </Items>
        </Track>
      </Viewport>
      {openIndex !== null ? (
        <Suspense fallback={null}>
          <NoticeModal notices={notices} index={openIndex} onClose={() => setOpenIndex(null)} />
        </Suspense>
      ) : null}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 44px;
  padding: 0 6px 0 0;
  border: 1px solid var(--c-border);
  border-radius: 999px;
  background: var(--c-surface);
  box-shadow: 0 2px 10px rgb(0 0 0 / 0.06);
  overflow: hidden;
`;

const Label = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 100%;
  padding: 0 14px 0 16px;
  flex-shrink: 0;
  color: var(--c-on-primary);
  background: linear-gradient(90deg, var(--c-primary), color-mix(in srgb, var(--c-primary) 75%, var(--c-accent)));
  font-weight: 800;
  font-size: 13px;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  span {
    display: none;
  }
  ${media.md} {
    span {
      display: inline;
    }
  }
`;

const Viewport = styled.div`
  position: relative;
  flex: 1;
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent 0, #000 24px, #000 calc(100% - 24px), transparent 100%);
`;

const marquee = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

const Track = styled.div<{ $duration: number }>`
  --marquee-duration: ${({ $duration }) => $duration}s;
  display: flex;
  width: max-content;
  animation: ${marquee} var(--marquee-duration, 40s) linear infinite;
  &:not([data-running]),
  &:hover,
  &:focus-within {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    width: auto;
    overflow-x: auto;
    [data-copy] {
      display: none;
    }
  }
`;

const Items = styled.ul`
  display: flex;
  align-items: center;
  gap: 36px;
  padding-right: 36px;
`;

const Title = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  height: 34px;
  padding: 0 4px;
  border: 0;
  background: none;
  white-space: nowrap;
  font-size: 14px;
  color: var(--c-text);
  &:hover {
    color: var(--c-primary);
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Dot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: var(--c-accent);
  box-shadow: 0 0 0 3px color-mix(in srgb, var(--c-accent) 25%, transparent);
`;
