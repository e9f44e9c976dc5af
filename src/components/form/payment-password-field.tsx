// The payment password asked to confirm a money action (withdraw, transfer, bind or remove a bank card): one field,
// so every form asks for it alike (numeric keypad, never autofilled, the server's 64-character bound).
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field.tsx';

export function PaymentPasswordField({ value, onValue, message }: { value: string; onValue: (value: string) => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <FormField
      name="paymentPassword"
      label={t('register.field.paymentPassword')}
      value={value}
      onValue={onValue}
      secret
      inputMode="numeric"
      autoComplete="off"
      maxLength={64}
      message={message}
    />
  );
}
