import 'styled-components';
import type { AppTheme } from './styled-theme.ts';

declare module 'styled-components' {
  export interface DefaultTheme extends AppTheme {}
}
