import styled from 'styled-components';
import { Box } from './box.tsx';

export const Flex = styled(Box)`
  display: flex;
`;
