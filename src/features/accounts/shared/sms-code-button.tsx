// The "get code" button of SMS forms (login, registration, phone reset; spec §4): checks the number
// first (validate() returns a translated message or null), then requests the code; during the
// countdown it is disabled and shows the seconds left. A failed request shows the server's (already
// translated) message in the warning dialog.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { ApiError } from '../../../lib/api/api-client.ts';
import { showAlert } from '../../../lib/alert/alert.store.ts';
import { useSmsCountdown } from './use-sms-countdown.ts';

export interface SmsCodeButtonProps {
  /** Sends the code; resolves with the code lifetime (value.expiredMinutes of the SMS endpoints). */
  request: () => Promise<{ expiredMinutes: number }>;
  /** The number's problem as a translated message, or null when it may be sent. */
  validate: () => string | null;
  /** Where a validation message goes (default: the warning dialog). */
  onInvalid?: (message: string) => void;
  /** After a successful send (e.g. focus the code input). */
  onSent?: () => void;
  /** Tight spaces (the header form): the countdown shows only the seconds. */
  compact?: boolean;
}

export function SmsCodeButton({ request, validate, onInvalid, onSent, compact = false }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const countdown = useSmsCountdown();

  const onClick = () => {
    if (countdown.attempt() !== 'go') return;
    const problem = validate();
    if (problem) {
      countdown.cancelled();
      (onInvalid ?? showAlert)(problem);
      return;
    }
    request().then(
      (value) => {
        countdown.sent(value.expiredMinutes);
        onSent?.();
      },
      (error: unknown) => {
        countdown.failed();
        const message = error instanceof ApiError && error.message ? error.message : t('verification.smsSendFailed');
        showAlert(t('errors.smsSendFailed', { message }));
      },
    );
  };

  return (
    <CodeButton
      type="button"
      $variant="secondary"
      onClick={onClick}
      disabled={countdown.counting || countdown.sending}
      aria-live="polite"
      aria-label={countdown.counting && compact ? t('sms.resendIn', { seconds: countdown.secondsLeft }) : undefined}
      data-testid="sms-code-button"
    >
      {countdown.counting
        ? t(compact ? 'sms.secondsLeft' : 'sms.resendIn', { seconds: countdown.secondsLeft })
        : countdown.sending
          ? t('sms.sending')
          : t('sms.getCode')}
    </CodeButton>
  );
}

const CodeButton = styled(Button)`
  height: 44px;
  min-width: 112px;
  font-variant-numeric: tabular-nums;
`;
