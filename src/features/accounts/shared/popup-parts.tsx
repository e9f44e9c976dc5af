// The layout the sign-in popups share (the login popup and the forgot-password popup, spec §2): the games
// menu on top, the form, and beside it the "no account" side that leads to registration.
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';

export const PopupTop = styled.div`
  margin: -4px 0 18px;
`;

export const PopupColumns = styled.div`
  display: grid;
  gap: 20px;
  &[data-register='true'] {
    ${media.md} {
      grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
      gap: 28px;
    }
  }
`;

export const PopupFormSide = styled.div`
  min-width: 0;
`;

interface NoAccountSideProps {
  title: string;
  text: string;
  action: string;
  onRegister: () => void;
  testId: string;
}

export function NoAccountSide({ title, text, action, onRegister, testId }: NoAccountSideProps) {
  return (
    <RegisterSide>
      <Icon name="gift" size={40} strokeWidth={1.4} />
      <h3>{title}</h3>
      <p>{text}</p>
      <Button type="button" $variant="secondary" $block onClick={onRegister} data-testid={testId}>
        {action}
      </Button>
    </RegisterSide>
  );
}

const RegisterSide = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 10px;
  padding: 24px 20px;
  text-align: center;
  border-radius: calc(var(--radius, 8px) * 1.5);
  color: var(--c-header-text);
  background:
    radial-gradient(300px 160px at 100% 0%, color-mix(in srgb, var(--c-primary) 40%, transparent), transparent 70%),
    linear-gradient(160deg, var(--c-header-bg), color-mix(in srgb, var(--c-header-bg) 75%, var(--c-secondary)));
  svg {
    color: var(--c-accent);
  }
  h3 {
    font-size: 20px;
    font-weight: 800;
  }
  p {
    margin: 0 0 8px;
    font-size: 14px;
    opacity: 0.85;
    max-width: 280px;
  }
`;
