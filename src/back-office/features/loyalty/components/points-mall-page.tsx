// The back office's points mall (issue 20): the brand's redeem requests by state. Items wait "in process" until
// staff approve them (the item is handed over) or reject them with the reason the member reads (the points and
// the stock unit go back). Deciding needs promotions.write (audited by the server); with promotions.read the page
// only lists. Texts render as text, never HTML. Two more tabs edit the brand's catalogue and VIP levels live
// (catalogue-tab.tsx, vip-tab.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StaffRedeemView } from '../../../../../schemas/generated/loyalty.ts';
import { Button } from '../../../../components/button.tsx';
import { FlashLine, type Flash } from '../../../components/staff-flash.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { useStaffTime } from '../../../components/staff-time.ts';
import { CardTable, ErrorLine, Muted, PageFrame, Panel, Pill, TabList, type PillTone } from '../../../components/staff-ui.tsx';
import { useDecideRedeem } from '../api/decide-redeem.api.ts';
import { useLoyaltyCatalogue } from '../api/loyalty-catalogue.api.ts';
import { CatalogueTab } from './catalogue-tab.tsx';
import { VipTab } from './vip-tab.tsx';
import { useLoyaltyRedeems, type RedeemStatus } from '../api/loyalty-redeems.api.ts';

const FILTERS: readonly RedeemStatus[] = ['inProcess', 'approved', 'rejected', 'granted'];
const TONE: Record<RedeemStatus, PillTone> = { inProcess: 'warn', approved: 'good', rejected: 'bad', granted: 'info' };
const NOTE_MAX = 500;

/** Integer minor units of an ISO currency → "$12.50" / "₫12,000" (the currency's own decimals). */
export function formatRedeemAmount(minor: number, currency: string, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    return `${minor} ${currency}`;
  }
}

type Section = 'requests' | 'catalogue' | 'vip';
const SECTIONS: readonly Section[] = ['requests', 'catalogue', 'vip'];

export function PointsMallPage({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('requests');
  const [flash, setFlash] = useState<Flash | null>(null);
  const canWrite = staff.permissions.includes('promotions.write');
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;
  return (
    <PageFrame title={t('pointsMall.title', { brand: brandName })}>
      <TabList role="tablist" aria-label={t('loyaltyEditor.sections')}>
        {SECTIONS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === section}
            onClick={() => {
              setFlash(null);
              setSection(s);
            }}
            data-testid={`bo-loyalty-tab-${s}`}
          >
            {t(`loyaltyEditor.section.${s}`)}
          </button>
        ))}
      </TabList>
      <FlashLine flash={flash} testId="bo-redeems-flash" />
      {section === 'requests' ? (
        <Requests key={brandId} brandId={brandId} canWrite={canWrite} onFlash={setFlash} />
      ) : (
        <Editors key={brandId} brandId={brandId} section={section} canWrite={canWrite} onFlash={setFlash} />
      )}
    </PageFrame>
  );
}

function Editors({
  brandId,
  section,
  canWrite,
  onFlash,
}: {
  brandId: string;
  section: 'catalogue' | 'vip';
  canWrite: boolean;
  onFlash: (f: Flash | null) => void;
}) {
  const { t } = useTranslation();
  const catalogue = useLoyaltyCatalogue(brandId);
  if (catalogue.error) return <ErrorLine error={catalogue.error} />;
  if (!catalogue.data) return <Muted>{t('common.loading')}</Muted>;
  return section === 'catalogue' ? (
    <CatalogueTab brandId={brandId} value={catalogue.data} canWrite={canWrite} onFlash={onFlash} />
  ) : (
    <VipTab key={catalogue.data.vip.changedAt ?? 'file'} brandId={brandId} value={catalogue.data} canWrite={canWrite} onFlash={onFlash} />
  );
}

function Requests({ brandId, canWrite, onFlash }: { brandId: string; canWrite: boolean; onFlash: (f: Flash | null) => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RedeemStatus>('inProcess');
  const list = useLoyaltyRedeems(brandId, status);
  return (
    <>
      <TabList role="tablist" aria-label={t('pointsMall.filter')}>
        {FILTERS.map((f) => (
          <button key={f} type="button" role="tab" aria-selected={f === status} onClick={() => setStatus(f)} data-testid={`bo-redeems-tab-${f}`}>
            {t(`pointsMall.status.${f}`)}
          </button>
        ))}
      </TabList>
      <ErrorLine error={list.error} />
      <Panel>
        {!list.data ? (
          <Muted>{t('common.loading')}</Muted>
        ) : list.data.list.length === 0 ? (
          <Muted data-testid="bo-redeems-empty">{t('pointsMall.none')}</Muted>
        ) : (
          <RedeemsTable items={list.data.list} brandId={brandId} canWrite={canWrite} onFlash={onFlash} />
        )}
      </Panel>
    </>
  );
}

function RedeemsTable({
  items,
  brandId,
  canWrite,
  onFlash,
}: {
  items: StaffRedeemView[];
  brandId: string;
  canWrite: boolean;
  onFlash: (f: Flash | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const time = useStaffTime();
  return (
    <CardTable>
      <table data-testid="bo-redeems">
        <thead>
          <tr>
            <th scope="col">{t('pointsMall.col.sent')}</th>
            <th scope="col">{t('pointsMall.col.account')}</th>
            <th scope="col">{t('pointsMall.col.reward')}</th>
            <th scope="col">{t('pointsMall.col.points')}</th>
            <th scope="col">{t('pointsMall.col.state')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.id} data-testid={`bo-redeem-${r.id}`}>
              <td data-label={t('pointsMall.col.sent')}>
                <div>{time(r.createdAt)}</div>
              </td>
              <td data-label={t('pointsMall.col.account')}>
                <div>
                  <strong>{r.username}</strong>
                  <Muted> · #{r.memberId}</Muted>
                </div>
              </td>
              <td data-label={t('pointsMall.col.reward')}>
                <Stack>
                  <span>{r.name}</span>
                  <Muted>
                    {t(`pointsMall.kind.${r.kind}`)}
                    {r.amount > 0 ? ` · ${formatRedeemAmount(r.amount, r.currency, i18n.language)}` : ''}
                  </Muted>
                </Stack>
              </td>
              <td data-label={t('pointsMall.col.points')} data-num="true">
                <div>{r.points.toLocaleString(i18n.language)}</div>
              </td>
              <td data-label={t('pointsMall.col.state')}>
                {r.status === 'inProcess' && canWrite ? (
                  <Decide redeem={r} brandId={brandId} onFlash={onFlash} />
                ) : (
                  <Stack>
                    <Pill $tone={TONE[r.status]}>{t(`pointsMall.status.${r.status}`)}</Pill>
                    {r.decidedBy ? (
                      <Muted>
                        {r.decidedBy}
                        {r.decidedAt ? ` · ${time(r.decidedAt)}` : ''}
                      </Muted>
                    ) : null}
                    {r.note ? <Note>{r.note}</Note> : null}
                  </Stack>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </CardTable>
  );
}

function Decide({ redeem, brandId, onFlash }: { redeem: StaffRedeemView; brandId: string; onFlash: (f: Flash | null) => void }) {
  const { t } = useTranslation();
  const decide = useDecideRedeem(brandId);
  const [note, setNote] = useState('');
  const reason = note.trim();
  const act = (decision: 'approved' | 'rejected') =>
    decide.mutate(
      { id: redeem.id, body: reason ? { decision, note: reason } : { decision } },
      {
        onSuccess: () =>
          onFlash({
            text: t(decision === 'approved' ? 'pointsMall.approved' : 'pointsMall.rejected', { account: redeem.username, reward: redeem.name }),
            error: false,
          }),
        onError: (err) => onFlash({ text: err.message || t('errors.internal'), error: true }),
      },
    );
  return (
    <Stack>
      <input
        value={note}
        maxLength={NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
        placeholder={t('pointsMall.reason')}
        aria-label={t('pointsMall.reason')}
        data-testid="bo-redeem-reason"
      />
      <Row>
        <Button type="button" $size="sm" disabled={decide.isPending} onClick={() => act('approved')} data-testid="bo-redeem-approve">
          {t('pointsMall.approve')}
        </Button>
        <Button
          type="button"
          $size="sm"
          $variant="outline"
          disabled={decide.isPending || !reason}
          title={reason ? undefined : t('pointsMall.reasonNeeded')}
          onClick={() => act('rejected')}
          data-testid="bo-redeem-reject"
        >
          {t('pointsMall.reject')}
        </Button>
      </Row>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 4px;
  input {
    height: 32px;
    padding: 0 8px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    min-width: 160px;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 6px;
`;

const Note = styled.span`
  max-width: 320px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: var(--c-text-muted);
`;
