// /popup-media?src=…&type=image|video&title=…: an image or a video in a dialog. Only sources
// that pass src/security/safeUrl.ts are shown; anything else is treated as "no media".
import { useSearch } from 'wouter';
import styled from 'styled-components';
import { popups as popupsCopy } from '../../copy/popups';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { useLeaveRoute } from '../../app/useLeaveRoute';
import { safeUrl } from '../../security/safeUrl';

const Frame = styled.div`
  display: flex;
  justify-content: center;
  img, video { max-width: 100%; max-height: 70dvh; border-radius: ${({ theme }) => theme.radius.sm}; background: #000; }
`;

export default function PopupMediaScreen() {
  const params = new URLSearchParams(useSearch());
  const leave = useLeaveRoute();
  // 'media': http(s) or same-origin only, no data: image either — the address comes from a
  // link anyone can craft, and a crafted picture is a phishing page without a URL bar.
  const src = safeUrl(params.get('src'), 'media');
  const title = params.get('title')?.trim() || popupsCopy.mediaTitle;
  const isVideo = params.get('type') === 'video' || /\.(mp4|webm|m3u8)(\?|$)/i.test(src ?? '');
  return (
    <Dialog open title={title} onClose={leave}>
      {!src ? (
        <EmptyState title={popupsCopy.mediaEmpty} description="" />
      ) : (
        <Frame>{isVideo ? <video src={src} controls playsInline aria-label={title} /> : <img src={src} alt={title} />}</Frame>
      )}
    </Dialog>
  );
}
