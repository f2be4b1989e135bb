import { copy } from '../../copy';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';

/** Stand-in body for a screen that is not built yet. */
export function Placeholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title={copy.common.placeholderTitle} description={copy.common.placeholderDescription} />
    </>
  );
}
