// Status 2 (spec §2, §8): the visitor's IP, the restriction message, customer service.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantContext } from '../../../lib/tenant/tenant-context.tsx';
import { StatusScreen } from './status-screen.tsx';

export default function RegionBlockPage({ customerService }: { customerService: ReactNode }) {
  const { t } = useTranslation();
  const { boot } = useTenantContext();
  return (
    <StatusScreen icon="shield" tone="danger" title={t('region.title')} actions={customerService}>
      <p>{t('region.info')}</p>
      <p>
        <strong>{t('region.blocked')}</strong>
      </p>
      {boot.system.ip ? <p>{t('region.yourIp', { ip: boot.system.ip })}</p> : null}
    </StatusScreen>
  );
}
