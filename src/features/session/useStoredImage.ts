import { useEffect, useState } from 'react';
import { storedImage } from '../../adapters/visitorStore';

/**
 * The visitor's own image (the QR code) as a URL that also works offline: the copy in the
 * per-visitor store (a data: URL; wiped on logout) when there is one, else the address itself.
 * Undefined until known, and for no address.
 */
export function useStoredImage(url: string | null | undefined): string | undefined {
  const [shown, setShown] = useState<{ for: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let live = true;
    void storedImage(url).then((src) => {
      if (live) setShown({ for: url, src });
    });
    return () => {
      live = false;
    };
  }, [url]);
  return url && shown?.for === url ? shown.src : undefined;
}
