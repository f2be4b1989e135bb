// The way to the scanner ("Pindai"), one tap from the floor plan and from Produk.
import { LinkButton } from '../../components/LinkButton';
import { scanLink } from '../../copy/scanLink';

export function ScanLink() {
  return (
    <LinkButton href="/scan" $variant="secondary">
      <span aria-hidden="true">⌗&nbsp;</span>
      {scanLink.label}
    </LinkButton>
  );
}
