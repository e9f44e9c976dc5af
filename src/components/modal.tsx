// Dialog primitive: role=dialog + aria-modal, labelled by its title, focus trapped inside, Escape closes,
// focus returns to the element that opened it, page scroll locked. It does not close on outside click
// (spec §4: the product's own modal does not), only by its close button or Escape.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { focusableIn } from './focusable.ts';
import { Icon } from './icon.tsx';
import { media } from '../lib/theme/styled-theme.ts';

/** The dialog opened last sits on top: only it answers keys and holds the focus (an alert over a popup). */
function isTopmost(dialog: HTMLElement): boolean {
  const open = document.querySelectorAll('[aria-modal="true"]');
  return open[open.length - 1] === dialog;
}

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Max width in px (default 600, spec §4 default 600×300). */
  width?: number;
  /** Element to focus first (defaults to the first focusable element of the body, else the dialog). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  /** center: dialog; left: a drawer sliding in from the start edge (mobile menu). */
  placement?: 'center' | 'left';
  /** Hides the title visually (drawers show their own header content). */
  headerContent?: ReactNode;
  /** false: no close button and Escape does nothing (a step that must be finished, e.g. a forced password change). */
  dismissible?: boolean;
}

export function Modal({
  open,
  title,
  onClose,
  closeLabel,
  children,
  footer,
  width = 600,
  initialFocusRef,
  placement = 'center',
  headerContent,
  dismissible = true,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const target = initialFocusRef?.current ?? (dialog ? focusableIn(dialog).find((el) => !el.dataset.modalClose) : undefined) ?? dialog;
    target?.focus({ preventScroll: false });

    const onKeyDown = (event: KeyboardEvent) => {
      if (!dialog || !isTopmost(dialog)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (dismissibleRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const keepFocusInside = (event: FocusEvent) => {
      if (dialog && isTopmost(dialog) && event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', keepFocusInside);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;
  return createPortal(
    <Backdrop data-placement={placement}>
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} style={{ maxWidth: width }} data-placement={placement}>
        <Head>
          {headerContent}
          <Title id={titleId} data-hidden={Boolean(headerContent)}>
            {title}
          </Title>
          {dismissible ? (
            <CloseButton type="button" onClick={onClose} aria-label={closeLabel} data-modal-close="true">
              <Icon name="close" size={20} />
            </CloseButton>
          ) : null}
        </Head>
        <Body>{children}</Body>
        {footer ? <Foot>{footer}</Foot> : null}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { transform: translateY(12px) scale(0.98); opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(-100%); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  place-items: center;
  padding: 12px;
  background: rgb(5 8 18 / 0.62);
  backdrop-filter: blur(3px);
  animation: ${fadeIn} 0.16s ease-out;
  &[data-placement='left'] {
    place-items: stretch start;
    padding: 0;
  }
`;

const Dialog = styled.div`
  width: 100%;
  min-height: 200px;
  max-height: min(86vh, 900px);
  display: flex;
  flex-direction: column;
  background: var(--c-surface);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  border-radius: calc(var(--radius, 8px) * 1.5);
  box-shadow: 0 24px 64px rgb(0 0 0 / 0.45);
  overflow: hidden;
  outline: none;
  animation: ${rise} 0.2s ease-out;
  &[data-placement='left'] {
    height: 100%;
    max-height: none;
    border-radius: 0;
    border-width: 0 1px 0 0;
    animation: ${slideIn} 0.22s ease-out;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 14px 14px 20px;
  background: linear-gradient(90deg, var(--c-header-bg), color-mix(in srgb, var(--c-header-bg) 70%, var(--c-primary)));
  color: var(--c-header-text);
`;

const Title = styled.h2`
  flex: 1;
  &[data-hidden='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  font-size: 17px;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const CloseButton = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  color: inherit;
  background: rgb(255 255 255 / 0.08);
  &:hover {
    background: rgb(255 255 255 / 0.18);
  }
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: 16px 20px;
  overscroll-behavior: contain;
  ${media.md} {
    padding: 20px 24px;
  }
`;

const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 10px;
  padding: 12px 20px 16px;
  border-top: 1px solid var(--c-border);
`;
