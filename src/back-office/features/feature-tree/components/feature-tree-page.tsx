// The live feature tree of one brand: every module as the tree it is, with what the tenant file says,
// what staff set, and the effective value (a module is on only when every ancestor is on). Changing a
// module asks for the reason first; it applies on every instance and every open player page at once —
// or, on a brand with four-eyes, waits for a second person, who approves or rejects it here.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FeatureNodeView } from '../../../../../schemas/generated/staff.ts';
import { Button } from '../../../../components/button.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { ErrorLine, Muted, PageFrame, Panel, Pill } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { useChangeFeature } from '../api/change-feature.api.ts';
import { useFeatureTree } from '../api/feature-tree.api.ts';
import { WaitingChange } from './waiting-change.tsx';

type Choice = 'file' | 'on' | 'off';
const choiceOf = (node: FeatureNodeView): Choice => (node.override === null ? 'file' : node.override ? 'on' : 'off');
const valueOf = (choice: Choice): boolean | null => (choice === 'file' ? null : choice === 'on');

export function FeatureTreePage({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const tree = useFeatureTree(brandId);
  const scope: NodeScope = {
    brandId,
    canWrite: staff.permissions.includes('features.write'),
    canApprove: staff.permissions.includes('features.approve'),
    me: staff.username,
  };
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;
  return (
    <PageFrame title={t('features.title', { brand: brandName })}>
      <Muted>{t('features.hint')}</Muted>
      {tree.data?.fourEyes ? (
        <div>
          <Pill $tone="info">{t('features.fourEyes')}</Pill>
        </div>
      ) : null}
      <ErrorLine error={tree.error} />
      {tree.data ? (
        <Panel>
          <Tree role="tree" aria-label={t('features.treeLabel')}>
            {tree.data.nodes.map((node) => (
              <FeatureNode key={node.modId} node={node} scope={scope} level={1} />
            ))}
          </Tree>
        </Panel>
      ) : null}
    </PageFrame>
  );
}

/** What every node needs to know about the page: the brand, and what the member of staff may do. */
interface NodeScope {
  brandId: string;
  canWrite: boolean;
  canApprove: boolean;
  me: string;
}

function FeatureNode({ node, scope, level }: { node: FeatureNodeView; scope: NodeScope; level: number }) {
  const { brandId, canWrite } = scope;
  const { t } = useTranslation();
  const [pending, setPending] = useState<Choice | null>(null);
  const [reason, setReason] = useState('');
  const change = useChangeFeature(brandId);
  const time = useStaffTime();
  const current = choiceOf(node);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    change.mutate(
      { modId: node.modId, enabled: valueOf(pending), reason: reason.trim() },
      {
        onSuccess: () => {
          setPending(null);
          setReason('');
        },
      },
    );
  };

  return (
    <li
      role="treeitem"
      aria-level={level}
      aria-selected={false}
      aria-expanded={node.children.length ? true : undefined}
      data-testid={`bo-feature-${node.modId}`}
    >
      <Row>
        <code>{node.modId}</code>
        <Pill $tone={node.effective ? 'good' : 'neutral'} data-testid="bo-feature-effective">
          {node.effective ? t('features.on') : t('features.off')}
        </Pill>
        <Muted>
          {t('features.file')}: {node.fileEnabled ? t('features.on') : t('features.off')}
        </Muted>
        {node.override !== null ? (
          <Pill $tone="info" title={node.changedAt ? t('features.changedBy', { who: node.changedBy, at: time(node.changedAt) }) : undefined}>
            {t('features.override')}: {node.override ? t('features.on') : t('features.off')}
          </Pill>
        ) : null}
        {canWrite && !node.pending ? (
          <Choices role="group" aria-label={t('features.setTo', { module: node.modId })}>
            {(['file', 'on', 'off'] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                aria-pressed={(pending ?? current) === choice}
                data-testid={`bo-feature-${node.modId}-${choice}`}
                onClick={() => setPending(choice === current ? null : choice)}
              >
                {t(`features.choice.${choice}`)}
              </button>
            ))}
          </Choices>
        ) : null}
      </Row>
      {node.pending ? <WaitingChange modId={node.modId} change={node.pending} brandId={brandId} canApprove={scope.canApprove} me={scope.me} /> : null}
      {pending && !node.pending ? (
        <Confirm onSubmit={apply} data-testid={`bo-feature-${node.modId}-confirm`}>
          <label>
            <span>{t('features.reason')}</span>
            <input value={reason} onChange={(e) => setReason(e.target.value)} minLength={3} maxLength={200} required autoFocus name="reason" />
          </label>
          <Button type="submit" $size="sm" $variant="primary" disabled={change.isPending || reason.trim().length < 3}>
            {t('features.apply', { choice: t(`features.choice.${pending}`) })}
          </Button>
          <Button type="button" $size="sm" $variant="outline" onClick={() => setPending(null)}>
            {t('common.cancel')}
          </Button>
          <ErrorLine error={change.error} />
        </Confirm>
      ) : null}
      {node.children.length ? (
        <ul role="group">
          {node.children.map((child) => (
            <FeatureNode key={child.modId} node={child} scope={scope} level={level + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

const Tree = styled.ul`
  ul {
    margin-left: 14px;
    padding-left: 14px;
    border-left: 1px dashed var(--c-border);
  }
  li {
    padding: 2px 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 4px 0;
  code {
    font-weight: 700;
    min-width: 150px;
  }
`;

const Choices = styled.div`
  display: inline-flex;
  margin-left: auto;
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  overflow: hidden;
  button {
    border: 0;
    padding: 3px 10px;
    font-size: 12px;
    background: var(--c-surface);
    color: var(--c-text);
  }
  button + button {
    border-left: 1px solid var(--c-border);
  }
  button[aria-pressed='true'] {
    background: var(--c-primary);
    color: var(--c-on-primary);
  }
`;

const Confirm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 4px 0 8px;
  padding: 8px;
  border-radius: var(--radius);
  background: var(--c-surface-alt);
  label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    font-size: 13px;
  }
  input {
    height: 32px;
    min-width: 240px;
    padding: 0 8px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
  }
`;
