import styled from 'styled-components';
import { Box } from './box.tsx';
import { media } from '../lib/theme/styled-theme.ts';

/** The page column: centred, max 1360 px, side padding growing with the viewport. */
export const Container = styled(Box)`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.container}px;
  margin-inline: auto;
  padding-inline: 12px;
  ${media.md} {
    padding-inline: 20px;
  }
  ${media.xl} {
    padding-inline: 24px;
  }
`;
