// Header clock (spec §2, §9): server time (offset taken at boot), YYYY/MM/DD HH:mm:ss, ticking on the second.
// A server-rendered page is cached, so its time would be stale: the server and the hydrating browser
// render a blank of the same width, and the time appears once the page is live.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { formatClock } from '../../../lib/format/date-time.ts';
import { useTenantContext } from '../../../lib/tenant/tenant-context.tsx';

export function LiveClock() {
  const { t } = useTranslation();
  const { clockOffsetMs } = useTenantContext();
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    let timer: number;
    setNow(Date.now() + clockOffsetMs);
    const schedule = () => {
      const current = Date.now() + clockOffsetMs;
      timer = window.setTimeout(
        () => {
          setNow(Date.now() + clockOffsetMs);
          schedule();
        },
        1000 - (current % 1000) + 5,
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [clockOffsetMs]);

  return (
    <Clock title={t('header.clock')}>
      <Icon name="clock" size={15} />
      {now === null ? (
        <Blank aria-hidden="true">0000/00/00 00:00:00</Blank>
      ) : (
        <time dateTime={new Date(now).toISOString()} aria-label={t('header.clock')}>
          {formatClock(now)}
        </time>
      )}
    </Clock>
  );
}

const Clock = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
  opacity: 0.85;
  white-space: nowrap;
`;

const Blank = styled.span`
  visibility: hidden;
`;
