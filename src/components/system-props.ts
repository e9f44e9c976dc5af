// The styled-system props the primitives accept, and a prop filter so none of them reaches the DOM.
import {
  border,
  color,
  compose,
  flexbox,
  grid,
  layout,
  position,
  shadow,
  space,
  typography,
  type BorderProps,
  type ColorProps,
  type FlexboxProps,
  type GridProps,
  type LayoutProps,
  type PositionProps,
  type ShadowProps,
  type SpaceProps,
  type TypographyProps,
} from 'styled-system';

export const systemProps = compose(space, color, layout, flexbox, grid, border, position, typography, shadow);

export type SystemProps = SpaceProps &
  Omit<ColorProps, 'color'> & { color?: string } & LayoutProps &
  FlexboxProps &
  GridProps &
  BorderProps &
  PositionProps &
  TypographyProps &
  ShadowProps;

const blocked = new Set<string>(systemProps.propNames ?? []);

/** Keeps styled-system and transient props away from DOM elements. */
export function forwardDomProp(prop: string): boolean {
  return !blocked.has(prop);
}
