// The way to the scanner ("Pindai"), one tap from the floor plan and from Produk.
import { ScanIcon } from '../../components/Icon/more';
import { LinkButton } from '../../components/LinkButton';
import { scanLink } from '../../copy/scanLink';

export function ScanLink() {
  return (
    <LinkButton href="/scan" $variant="secondary">
      <ScanIcon size={20} style={{ marginRight: 8 }} />
      {scanLink.label}
    </LinkButton>
  );
}
