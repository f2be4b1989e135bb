import 'styled-components';
import type { Theme } from '../theme';

// Every styled component sees our tokens, typed, as `props.theme`.
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
