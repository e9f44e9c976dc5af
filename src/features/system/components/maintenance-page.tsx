// Status 1 (spec §2, §4): title, optional end time, info text (server message, else the brand's text
// in the current language, else the default), customer service and refresh.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatDateTime } from '../../../lib/format/date-time.ts';
import { toParagraphs } from '../../../lib/i18n/localized-text.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useTenantContext } from '../../../lib/tenant/tenant-context.tsx';
import { StatusScreen } from './status-screen.tsx';

export default function MaintenancePage({ customerService }: { customerService: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { boot, tenant } = useTenantContext();
  const localized = useLocalized();
  const endTime = formatDateTime(boot.system.maintenanceEndTime ?? tenant.systemStatus.maintenance.endTime);
  // The brand's text in the visitor's own language first (the server rendered the page before it knew
  // the stored language), then the server's message, then the brand's text in another language.
  const brandInfo = tenant.systemStatus.maintenance.info;
  const info = brandInfo?.[i18n.language]?.trim() || boot.system.maintenanceInfo?.trim() || localized(brandInfo) || t('maintenance.info');
  return (
    <StatusScreen
      icon="tools"
      tone="warning"
      title={t('maintenance.title')}
      actions={
        <>
          {customerService}
          <Button type="button" $variant="primary" onClick={() => window.location.reload()}>
            <Icon name="refresh" size={16} />
            {t('maintenance.refresh')}
          </Button>
        </>
      }
    >
      {endTime ? (
        <p>
          <strong>{t('maintenance.endTime', { time: endTime })}</strong>
        </p>
      ) : null}
      {toParagraphs(info).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </StatusScreen>
  );
}
