import styled from 'styled-components';
import { forwardDomProp, systemProps, type SystemProps } from './system-props.ts';

interface TextOwnProps {
  $muted?: boolean;
  $truncate?: boolean;
}

/** Text with the type scale: <Text as="h2" fontSize={6} fontWeight="bold">. Muted uses --c-text-muted. */
export const Text = styled.p.withConfig({ shouldForwardProp: forwardDomProp })<SystemProps & TextOwnProps>`
  margin: 0;
  ${({ $muted }) => ($muted ? 'color: var(--c-text-muted);' : '')}
  ${({ $truncate }) => ($truncate ? 'overflow: hidden; text-overflow: ellipsis; white-space: nowrap;' : '')}
  ${systemProps}
`;
