// The exclusion half of the "Responsible gaming" page: state, time-out & self-exclusion, reality check and
// session time limit. The page (src/app/pages) puts it beside the limits feature's sections.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExclusionState } from '../../../schemas/generated/exclusion.ts';
import { errorMessage } from '../../components/form/error-message.ts';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { exclusionKeys } from './api/exclusion-keys.ts';
import { useRgState } from './api/rg-state.api.ts';
import { ExclusionSection } from './components/exclusion-section.tsx';
import { RealityCheckSection } from './components/reality-check-section.tsx';
import { StatusBox } from './components/rg-parts.tsx';

export interface ExclusionSectionsProps {
  signedIn: boolean;
  /** The server already ended every session: end this tab's too. */
  onExcluded: () => void;
}

export function ExclusionSections({ signedIn, onExcluded }: ExclusionSectionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useRgState(signedIn);
  const [taken, setTaken] = useState<ExclusionState | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: exclusionKeys.all });

  if (taken) {
    const until = taken.current?.activeUntil;
    return (
      <StatusBox data-tone="danger" role="status" data-testid="rg-excluded-done">
        <strong>{t('rg.exclusion.doneTitle')}</strong>
        <span>{until ? t('rg.exclusion.until', { time: formatDateTime(until) }) : t('rg.exclusion.untilFurtherNotice')}</span>
        <span>{t('rg.exclusion.doneBody')}</span>
      </StatusBox>
    );
  }
  // Signed out: the page around these sections already asks the visitor to sign in.
  if (!signedIn) return null;
  if (state.isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  if (state.isError) return <p role="alert">{errorMessage(t, state.error)}</p>;
  return (
    <>
      <ExclusionSection
        state={state.data}
        onChanged={refresh}
        onExcluded={(s) => {
          setTaken(s);
          onExcluded();
        }}
      />
      {state.data.restricted ? null : <RealityCheckSection state={state.data} onSaved={refresh} />}
    </>
  );
}
