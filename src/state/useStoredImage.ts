import { useEffect, useState } from 'react';
import { storedImage } from '../adapters/visitorStore';

/**
 * The visitor's own image (the QR code) as a URL that also works offline: the copy in the
 * per-visitor store when there is one (wiped on logout), else the address itself.
 */
export function useStoredImage(url: string | null | undefined): string | undefined {
  const [shown, setShown] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!url) return undefined;
    let objectUrl: string | null = null;
    let live = true;
    void storedImage(url).then((src) => {
      if (src.startsWith('blob:')) objectUrl = src;
      if (live) setShown(src);
      else if (objectUrl) URL.revokeObjectURL(objectUrl);
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return url ? shown : undefined;
}
