// Disclosure dropdown: a toggle button (aria-expanded/aria-controls) and a panel. Opens on hover for a
// fine pointer, on click/tap, optionally on keyboard focus; ArrowDown opens and moves into the panel;
// Escape closes and returns focus to the toggle; leaving by focus or clicking outside closes.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { focusableIn } from './focusable.ts';

export interface DropdownToggleProps {
  ref: Ref<HTMLButtonElement>;
  type: 'button';
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
}

interface DropdownProps {
  trigger: (api: { open: boolean; toggleProps: DropdownToggleProps }) => ReactNode;
  children: (api: { close: () => void }) => ReactNode;
  openOnHover?: boolean;
  openOnFocus?: boolean;
  align?: 'start' | 'end' | 'center';
  className?: string;
  /** Accessible name of the panel region. */
  panelLabel?: string;
}

const HOVER_CLOSE_DELAY_MS = 160;

export function Dropdown({ trigger, children, openOnHover = true, openOnFocus = false, align = 'start', className, panelLabel }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const focusFirstOnOpen = useRef(false);
  // Focus handed back to the toggle on Escape must not reopen the panel (open-on-focus).
  const returningFocus = useRef(false);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current && panelRef.current) {
      focusFirstOnOpen.current = false;
      focusableIn(panelRef.current)[0]?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const hoverCapable = () => typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;

  const toggleProps: DropdownToggleProps = {
    ref: toggleRef,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: (event) => {
      cancelClose();
      // A mouse that hovers has already opened the panel: its click keeps it open (never a race that
      // closes it again). Keyboard clicks (detail 0) and taps toggle.
      if (openOnHover && hoverCapable() && event.detail > 0) setOpen(true);
      else setOpen((value) => !value);
    },
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        focusFirstOnOpen.current = true;
        if (open && panelRef.current) {
          focusFirstOnOpen.current = false;
          focusableIn(panelRef.current)[0]?.focus();
        } else setOpen(true);
      }
    },
    onFocus: () => {
      if (returningFocus.current) {
        returningFocus.current = false;
        return;
      }
      if (openOnFocus && toggleRef.current?.matches(':focus-visible')) setOpen(true);
    },
  };

  return (
    <Root
      ref={rootRef}
      className={className}
      onMouseEnter={() => {
        if (!openOnHover || !hoverCapable()) return;
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={() => {
        if (!openOnHover || !hoverCapable()) return;
        cancelClose();
        closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
          if (toggleRef.current && document.activeElement !== toggleRef.current) {
            returningFocus.current = true;
            toggleRef.current.focus();
          }
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && rootRef.current && !rootRef.current.contains(next)) close();
      }}
    >
      {trigger({ open, toggleProps })}
      {open ? (
        <Panel ref={panelRef} id={panelId} role="region" aria-label={panelLabel} data-align={align}>
          {children({ close })}
        </Panel>
      ) : null}
    </Root>
  );
}

const fadeIn = keyframes`from { opacity: 0; }`;

const Root = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
`;

const Panel = styled.div`
  position: absolute;
  top: 100%;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  padding-top: 6px;
  &[data-align='start'] {
    left: 0;
  }
  &[data-align='end'] {
    right: 0;
  }
  &[data-align='center'] {
    left: 50%;
    transform: translateX(-50%);
  }
  animation: ${fadeIn} 0.14s ease-out;
`;

/** The card inside a dropdown panel. */
export const DropdownCard = styled.div`
  min-width: 200px;
  padding: 8px;
  background: var(--c-surface);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  box-shadow: 0 18px 48px rgb(0 0 0 / 0.28);
`;
