// Header clock (spec §2, §9): server time (offset taken at boot), YYYY/MM/DD HH:mm:ss, ticking on the second.
// The time is only known after mount: the server and the first client render show a placeholder of the
// same width (tabular figures), so hydration matches and nothing shifts when the clock starts.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { CLOCK_PLACEHOLDER, formatClock } from '../../../lib/format/clock-format.ts';
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
      <time dateTime={now === null ? undefined : new Date(now).toISOString()} aria-label={t('header.clock')} data-pending={now === null || undefined}>
        {now === null ? CLOCK_PLACEHOLDER : formatClock(now)}
      </time>
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
  time[data-pending] {
    visibility: hidden;
  }
`;
