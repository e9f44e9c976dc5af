import styled, { css } from 'styled-components';
import { forwardDomProp, systemProps, type SystemProps } from './system-props.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'subtle';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
  $iconOnly?: boolean;
}

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    height: 32px;
    padding: 0 12px;
    font-size: 13px;
    gap: 6px;
  `,
  md: css`
    height: 40px;
    padding: 0 18px;
    font-size: 14px;
    gap: 8px;
  `,
  lg: css`
    height: 48px;
    padding: 0 26px;
    font-size: 16px;
    gap: 10px;
  `,
};

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    color: var(--c-on-primary);
    background: linear-gradient(
      180deg,
      color-mix(in srgb, var(--c-primary) 82%, white) 0%,
      var(--c-primary) 55%,
      color-mix(in srgb, var(--c-primary) 82%, black) 100%
    );
    border-color: color-mix(in srgb, var(--c-primary) 70%, black);
    box-shadow:
      0 1px 0 rgb(255 255 255 / 0.35) inset,
      0 4px 14px color-mix(in srgb, var(--c-primary) 35%, transparent);
    &:hover:not(:disabled) {
      filter: brightness(1.07);
      box-shadow:
        0 1px 0 rgb(255 255 255 / 0.35) inset,
        0 6px 20px color-mix(in srgb, var(--c-primary) 50%, transparent);
    }
  `,
  secondary: css`
    color: #fff;
    background: linear-gradient(
      180deg,
      color-mix(in srgb, var(--c-secondary) 85%, white) 0%,
      var(--c-secondary) 60%,
      color-mix(in srgb, var(--c-secondary) 80%, black) 100%
    );
    border-color: color-mix(in srgb, var(--c-secondary) 70%, black);
    box-shadow:
      0 1px 0 rgb(255 255 255 / 0.25) inset,
      0 4px 14px color-mix(in srgb, var(--c-secondary) 30%, transparent);
    &:hover:not(:disabled) {
      filter: brightness(1.08);
    }
  `,
  outline: css`
    color: inherit;
    background: transparent;
    border-color: color-mix(in srgb, currentColor 35%, transparent);
    &:hover:not(:disabled) {
      border-color: var(--c-primary);
      color: var(--c-primary);
    }
  `,
  ghost: css`
    color: inherit;
    background: transparent;
    border-color: transparent;
    &:hover:not(:disabled) {
      background: color-mix(in srgb, currentColor 10%, transparent);
    }
  `,
  subtle: css`
    color: var(--c-text);
    background: var(--c-surface-alt);
    border-color: var(--c-border);
    &:hover:not(:disabled) {
      border-color: var(--c-primary);
    }
  `,
};

/** Also renders links: <Button as={Link} to="/x">. */
export const Button = styled.button.withConfig({ shouldForwardProp: forwardDomProp })<SystemProps & ButtonOwnProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  border: 1px solid transparent;
  border-radius: var(--radius, 8px);
  font-weight: 700;
  letter-spacing: 0.01em;
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  transition:
    filter 0.15s,
    box-shadow 0.15s,
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s,
    transform 0.1s;
  user-select: none;
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $block }) => ($block ? 'width: 100%;' : '')}
  ${({ $iconOnly, $size = 'md' }) => ($iconOnly ? `padding: 0; width: ${$size === 'sm' ? 32 : $size === 'lg' ? 48 : 40}px;` : '')}
  ${systemProps}
`;
