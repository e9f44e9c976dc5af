// The brand's deposit-limit question (RTS 12B, tenant responsibleGaming.limits.mandatoryPrompt), over the deposit
// page (with a link to the limits) and at the top of the limits panel; both offer "no limit for now". Nothing shows
// once it is answered (a deposit limit set, or declined) or when the brand does not ask.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/form/form-parts.tsx';
import { declineLimitPrompt } from './api/limit-prompt-decline.api.ts';
import { limitsKeys } from './api/limits-keys.ts';
import { useMyLimits } from './api/my-limits.api.ts';

export function LimitPromptNotice({ linkToLimits = false }: { linkToLimits?: boolean }) {
  const { t } = useTranslation();
  const limits = useMyLimits();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!limits.data?.promptDue) return null;
  return (
    <Notice role="status" data-testid={linkToLimits ? 'limits-prompt-deposit' : 'limits-prompt'}>
      {t('limits.prompt')} {linkToLimits ? <Link to="/responsibleGaming">{t('limits.title')}</Link> : null}{' '}
      <Button
        type="button"
        $variant="ghost"
        $size="sm"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void declineLimitPrompt()
            .then((v) => queryClient.setQueryData(limitsKeys.mine(), v))
            .finally(() => setBusy(false));
        }}
      >
        {t('limits.promptDecline')}
      </Button>
    </Notice>
  );
}
