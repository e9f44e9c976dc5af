// The frame of the account pages (/register, /forget): the form card and the side card beside it on
// wide screens (below it on narrow ones), on the brand's header colours.
import styled from 'styled-components';
import { media } from '../../../lib/theme/styled-theme.ts';

export const AccountPageLayout = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  margin-inline: auto;
  max-width: 1080px;
  &[data-side='false'] {
    max-width: 640px;
  }
  ${media.lg} {
    &[data-side='true'] {
      grid-template-columns: minmax(0, 1fr) 300px;
    }
  }
`;

export const AccountCard = styled.section`
  padding: 20px 16px;
  border-radius: calc(var(--radius, 8px) * 1.5);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.08);
  h1 {
    margin-bottom: 6px;
    font-size: 24px;
    font-weight: 800;
    line-height: 1.25;
  }
  ${media.md} {
    padding: 28px 32px;
    h1 {
      font-size: 28px;
    }
  }
`;

export const SideCard = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 24px 20px;
  text-align: center;
  border-radius: calc(var(--radius, 8px) * 1.5);
  color: var(--c-header-text);
  background:
    radial-gradient(320px 200px at 100% 0%, color-mix(in srgb, var(--c-primary) 38%, transparent), transparent 70%),
    linear-gradient(160deg, var(--c-header-bg), color-mix(in srgb, var(--c-header-bg) 78%, var(--c-secondary)));
  h2 {
    font-size: 19px;
    font-weight: 800;
  }
  p {
    margin-bottom: 8px;
    font-size: 14px;
    opacity: 0.85;
  }
`;

export const SideBadge = styled.span`
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
  border-radius: 50%;
  color: var(--c-on-primary);
  background: linear-gradient(135deg, var(--c-primary), var(--c-accent));
`;
