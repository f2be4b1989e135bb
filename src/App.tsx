import { AppTheme } from './styles/AppTheme';
import { Shell } from './shell/Shell';

/** Foundation wiring: theme + shell. The root actor (machines/app) is connected in src/state. */
export function App() {
  return (
    <AppTheme>
      <Shell visitor={null} cartQuantity={0} />
    </AppTheme>
  );
}
