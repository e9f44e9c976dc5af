import { lazy, Suspense } from 'react';
import { useCentreModal } from './centre-modal.store.ts';
import { withFullCatalogue } from '../../../lib/i18n/i18n.ts';
import type { CentreBadges, CentrePages } from './centre-sections.ts';

const CentreModal = lazy(withFullCatalogue(() => import('./centre-modal.tsx')));

/** Mounted once; the centre's chunk loads the first time a centre opens. */
export function CentreModalHost({ pages = {}, badges }: { pages?: CentrePages; badges?: CentreBadges }) {
  const open = useCentreModal((s) => s.kind !== null);
  return open ? (
    <Suspense fallback={null}>
      <CentreModal pages={pages} badges={badges} />
    </Suspense>
  ) : null;
}
