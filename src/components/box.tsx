import styled from 'styled-components';
import { forwardDomProp, systemProps, type SystemProps } from './system-props.ts';

/** The base primitive: any styled-system prop (p, m, bg, color, display, width, gap, borderRadius, …). */
export const Box = styled.div.withConfig({ shouldForwardProp: forwardDomProp })<SystemProps>`
  min-width: 0;
  ${systemProps}
`;
