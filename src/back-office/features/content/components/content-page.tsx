// Live content of one brand (issue 16 item 4): banners per group, notices, and the maintenance window.
// What staff save is an override on top of the tenant file (the first edit of a kind starts from the
// file's items; "reset to the file" hands the kind back), applied on every instance and pushed to every
// open player page at once. Scheduled items appear and disappear on their own at their start and end.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentSource } from '../../../../../schemas/generated/content.ts';
import { Button } from '../../../../components/button.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { ErrorLine, Muted, PageFrame } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { useContent } from '../api/content.api.ts';
import { BannersTab } from './banners-tab.tsx';
import { Tabs } from '../../../components/editor-ui.tsx';
import { MaintenanceTab } from './maintenance-tab.tsx';
import { NoticesTab } from './notices-tab.tsx';

type Tab = 'banners' | 'notices' | 'maintenance';

export function ContentPage({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('banners');
  const content = useContent(brandId);
  const canWrite = staff.permissions.includes('content.write');
  const canMaintain = canWrite && staff.permissions.includes('features.write');
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;
  return (
    <PageFrame title={t('content.title', { brand: brandName })}>
      <Muted>{t('content.hint')}</Muted>
      <Tabs<Tab>
        label={t('content.tabsLabel')}
        value={tab}
        onValue={setTab}
        tabs={[
          ['banners', t('content.tabs.banners')],
          ['notices', t('content.tabs.notices')],
          ['maintenance', t('content.tabs.maintenance')],
        ]}
      />
      <ErrorLine error={content.error} />
      {content.data ? (
        tab === 'banners' ? (
          <BannersTab key={brandId} brandId={brandId} value={content.data} canWrite={canWrite} />
        ) : tab === 'notices' ? (
          <NoticesTab key={brandId} brandId={brandId} value={content.data} canWrite={canWrite} />
        ) : (
          <MaintenanceTab key={brandId} brandId={brandId} value={content.data} canWrite={canMaintain} />
        )
      ) : null}
    </PageFrame>
  );
}

/** Where a kind comes from now, and the button that hands it back to the file. */
export function SourceLine({ source, onReset, busy, canWrite }: { source: ContentSource; onReset?: () => void; busy?: boolean; canWrite: boolean }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  if (source.source === 'file') return <Muted data-testid="bo-content-source">{t('content.fromFile')}</Muted>;
  return (
    <Muted data-testid="bo-content-source">
      {t('content.editedBy', { who: source.changedBy ?? '?', at: source.changedAt ? time(source.changedAt) : '' })}{' '}
      {canWrite && onReset ? (
        <Button type="button" $size="sm" $variant="ghost" onClick={onReset} disabled={busy} data-testid="bo-content-reset">
          {t('content.resetToFile')}
        </Button>
      ) : null}
    </Muted>
  );
}
