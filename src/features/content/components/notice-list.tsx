// Notices as an accordion: each title a disclosure button, content as plain-text paragraphs (never HTML).
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import type { Notice } from '../../../../schemas/generated/tenant.ts';
import { Icon } from '../../../components/icon.tsx';
import { toParagraphs } from '../../../lib/i18n/localized-text.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';

interface NoticeListProps {
  notices: readonly Notice[];
  /** Index expanded and scrolled to on open. */
  initialIndex?: number;
  /** Receives the toggle of the initial notice (the dialog focuses it). */
  initialToggleRef?: Ref<HTMLButtonElement>;
}

export function NoticeList({ notices, initialIndex, initialToggleRef }: NoticeListProps) {
  const localized = useLocalized();
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(initialIndex === undefined ? [] : [initialIndex]));
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);

  useEffect(() => {
    if (initialIndex === undefined) return;
    itemRefs.current[initialIndex]?.scrollIntoView({ block: 'nearest' });
  }, [initialIndex]);

  const toggle = (index: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <List>
      {notices.map((notice, index) => {
        const open = expanded.has(index);
        const panelId = `${baseId}-notice-${notice.id}`;
        return (
          <Item
            key={notice.id}
            ref={(el) => {
              itemRefs.current[index] = el;
            }}
            data-open={open}
          >
            <h3>
              <Toggle
                ref={index === initialIndex ? initialToggleRef : undefined}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <Index aria-hidden="true">{String(index + 1).padStart(2, '0')}</Index>
                <span>{localized(notice.title)}</span>
                <Chevron name="chevronDown" size={18} data-open={open} />
              </Toggle>
            </h3>
            <Panel id={panelId} hidden={!open}>
              {toParagraphs(localized(notice.content)).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  display: grid;
  gap: 10px;
`;

const Item = styled.li`
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  background: var(--c-surface);
  overflow: hidden;
  &[data-open='true'] {
    border-color: color-mix(in srgb, var(--c-primary) 55%, var(--c-border));
  }
  h3 {
    font-size: inherit;
  }
`;

const Toggle = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border: 0;
  background: transparent;
  text-align: start;
  font-weight: 700;
  font-size: 15px;
  &:hover {
    background: var(--c-surface-alt);
  }
  span {
    flex: 1;
  }
`;

const Index = styled.i`
  font-style: normal;
  font-variant-numeric: tabular-nums;
  font-size: 12px;
  font-weight: 800;
  color: var(--c-on-primary);
  background: var(--c-primary);
  border-radius: 6px;
  padding: 3px 6px;
`;

const Chevron = styled(Icon)`
  flex-shrink: 0;
  color: var(--c-text-muted);
  transition: transform 0.2s;
  &[data-open='true'] {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  padding: 0 16px 14px 52px;
  color: var(--c-text-muted);
  line-height: 1.65;
  p + p {
    margin-top: 8px;
  }
`;
