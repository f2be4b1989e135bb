// Placeholder for the /admin-gift screen (default export, loaded on demand by src/routes.ts).
import { Placeholder } from '../../components/Placeholder';
import { copy } from '../../copy';

export default function Screen() {
  return <Placeholder title={copy.shell.titles.adminGift} />;
}
