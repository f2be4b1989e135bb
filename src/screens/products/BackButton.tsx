// Back from an opened item to the list (or the page it was opened from): in Produk's own chunk,
// since a merchandise item opens without the details chunk.
import { Button } from '../../components/Button';
import { ArrowLeftIcon } from '../../components/Icon/more';

export function BackButton({ onBack, label }: { onBack(): void; label: string }) {
  return (
    <div>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeftIcon size={20} />
        {label}
      </Button>
    </div>
  );
}
