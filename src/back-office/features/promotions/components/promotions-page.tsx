// The promotions of one brand (issue 19 item 5): applications to review (approve with an amount, reject
// with a reason), what promotions paid out with totals per promotion, and bonuses with their wagering
// (cancel an active one in two steps). Tab, filters and page live in the address, so a reload or a
// shared link shows the same list; choosing another brand starts the tab over. Decisions and
// cancellations need promotions.write; with promotions.read alone the page is read-only. The promotions tab
// lists the brand's promotions and edits them (promotion-list-tab.tsx).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { FlashLine, type Flash } from '../../../components/staff-flash.tsx';
import { PageFrame, TabList } from '../../../components/staff-ui.tsx';
import { ApplicationsTab } from './applications-tab.tsx';
import { BonusesTab } from './bonuses-tab.tsx';
import { GrantsTab } from './grants-tab.tsx';
import { PromotionListTab } from './promotion-list-tab.tsx';
import { readView, TABS, viewParams, type PromotionsView } from './promotion-form-rules.ts';

export function PromotionsPage({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const [flash, setFlash] = useState<Flash | null>(null);
  const canWrite = staff.permissions.includes('promotions.write');
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;
  const hrefOf = (next: Partial<PromotionsView>) => `?${new URLSearchParams(viewParams({ ...view, ...next }))}`;
  const go = (next: Partial<PromotionsView>) => setParams(viewParams({ ...view, ...next }));

  // Another brand: its lists from the start (a promotion or a player of the last brand means nothing here).
  const shownBrand = useRef(brandId);
  useEffect(() => {
    if (shownBrand.current === brandId) return;
    shownBrand.current = brandId;
    setFlash(null);
    setParams((current) => viewParams({ ...readView(new URLSearchParams()), tab: readView(current).tab }));
  }, [brandId, setParams]);

  const tabProps = { brandId, view, hrefOf, go, canWrite, onFlash: setFlash };
  return (
    <PageFrame title={t('promotions.title', { brand: brandName })}>
      <TabList role="tablist" aria-label={t('promotions.tabsLabel')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={view.tab === tab}
            aria-controls={`${id}-panel`}
            onClick={() => {
              setFlash(null);
              go({ tab, page: 1 });
            }}
            data-testid={`bo-promo-tab-${tab}`}
          >
            {t(`promotions.tabs.${tab}`)}
          </button>
        ))}
      </TabList>
      <FlashLine flash={flash} testId="bo-promo-flash" />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${view.tab}`}>
        {view.tab === 'applications' ? (
          <ApplicationsTab key={brandId} {...tabProps} />
        ) : view.tab === 'grants' ? (
          <GrantsTab key={brandId} brandId={brandId} view={view} go={go} />
        ) : view.tab === 'promotions' ? (
          <PromotionListTab key={brandId} brandId={brandId} canWrite={canWrite} onFlash={setFlash} />
        ) : (
          <BonusesTab key={brandId} {...tabProps} />
        )}
      </div>
    </PageFrame>
  );
}
