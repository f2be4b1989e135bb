// /popup-media?src=…&type=image|video&title=…: an image or a video in a dialog. Only http(s)
// and same-origin sources are shown; anything else is treated as "no media".
import { useSearch } from 'wouter';
import styled from 'styled-components';
import { copy } from '../../copy';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { useLeaveRoute } from '../../state/useLeaveRoute';

const Frame = styled.div`
  display: flex;
  justify-content: center;
  img, video { max-width: 100%; max-height: 70dvh; border-radius: ${({ theme }) => theme.radius.sm}; background: #000; }
`;

/** A URL we are willing to load: http(s) or a path on this site. */
export function safeMediaUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export default function PopupMediaScreen() {
  const params = new URLSearchParams(useSearch());
  const leave = useLeaveRoute();
  const src = safeMediaUrl(params.get('src'));
  const title = params.get('title')?.trim() || copy.popups.mediaTitle;
  const isVideo = params.get('type') === 'video' || /\.(mp4|webm|m3u8)(\?|$)/i.test(src ?? '');
  return (
    <Dialog open title={title} onClose={leave}>
      {!src ? (
        <EmptyState title={copy.popups.mediaEmpty} description="" />
      ) : (
        <Frame>{isVideo ? <video src={src} controls playsInline aria-label={title} /> : <img src={src} alt={title} />}</Frame>
      )}
    </Dialog>
  );
}
