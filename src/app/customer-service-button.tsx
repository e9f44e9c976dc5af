import { useTranslation } from 'react-i18next';
import { Button } from '../components/button.tsx';
import { Icon } from '../components/icon.tsx';
import { useCustomerService } from '../features/customer-service/use-customer-service.ts';

/** Customer service on the start-up status pages; nothing when the brand has none. */
export function CustomerServiceButton() {
  const { t } = useTranslation();
  const cs = useCustomerService();
  if (!cs.available) return null;
  return (
    <Button type="button" $variant="outline" onClick={cs.open}>
      <Icon name="headset" size={16} />
      {t('maintenance.customerService')}
    </Button>
  );
}
