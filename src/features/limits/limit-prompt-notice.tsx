// The brand's deposit-limit question (RTS 12B, tenant responsibleGaming.limits.mandatoryPrompt), over the deposit
// page (with a link to the limits) and at the top of the limits panel; both offer "no limit for now". Nothing shows
// once it is answered (a deposit limit set, or declined) or when the brand does not ask. The server refuses a
// deposit while it is unanswered (depositLimitPromptRequired); the deposit page then shows it again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/form/form-parts.tsx';
import { declineLimitPrompt } from './api/limit-prompt-decline.api.ts';
import { limitsKeys } from './api/limits-keys.ts';
import { useMyLimits } from './api/my-limits.api.ts';

/** The code a deposit is refused with while the brand's question is unanswered (the server enforces it). */
export const LIMIT_PROMPT_REQUIRED = 'depositLimitPromptRequired';

/**
 * What to do with a refused deposit's code: when the server asks for the question first, read the limits again
 * so the notice shows (it may have been read before the question was due).
 */
export function useLimitPromptOnRefusal(): (code: string) => void {
  const queryClient = useQueryClient();
  return (code) => {
    if (code === LIMIT_PROMPT_REQUIRED) void queryClient.invalidateQueries({ queryKey: limitsKeys.mine() });
  };
}

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
