import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../lib/alert/alert.store.ts';
import { useModules, useTenant } from '../../lib/tenant/tenant-context.tsx';
import { openCustomerService, pickCustomerServiceEntry } from './customer-service.ts';

/** Whether the brand offers customer service here, and the click handler that opens it; `rankLevel`: the member's VIP rank (above 4: the VIP entry). */
export function useCustomerService(rankLevel = 0): { available: boolean; open: () => void } {
  const tenant = useTenant();
  const modules = useModules();
  const { t } = useTranslation();
  const entry = useMemo(() => pickCustomerServiceEntry(tenant.customerService, rankLevel), [tenant.customerService, rankLevel]);
  const available = Boolean(entry) && modules.has('CUSTOMERSERVICE');
  const open = useCallback(() => {
    if (!entry) return;
    void openCustomerService(entry, () => showAlert(t('errors.invalidUrl')));
  }, [entry, t]);
  return { available, open };
}
