// /popup-media?src=…&type=image|video: an image or a video in a dialog. Only sources on the
// app's or the platform's own origin that pass src/security/safeUrl.ts are shown (as code_html's
// images); anything else is "no media". The address is anyone's to craft, so nothing of it
// becomes text on screen: the dialog is "Media", whatever `title` a link carries.
import { useSearch } from 'wouter';
import styled from 'styled-components';
import { popups as popupsCopy } from '../../copy/popups';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { useLeaveRoute } from '../../app/useLeaveRoute';
import { safeUrl } from '../../security/safeUrl';
import { platformOrigins } from '../../security/sanitizeHtml';

const Frame = styled.div`
  display: flex;
  justify-content: center;
  img, video { max-width: 100%; max-height: 70dvh; border-radius: ${({ theme }) => theme.radius.sm}; background: #000; }
`;

/** `url` when it is on the app's or the platform's origin, else null. */
function ownMedia(url: string | null): string | null {
  if (url === null) return null;
  try {
    return platformOrigins().includes(new URL(url, window.location.href).origin) ? url : null;
  } catch {
    return null;
  }
}

export default function PopupMediaScreen() {
  const params = new URLSearchParams(useSearch());
  const leave = useLeaveRoute();
  // A crafted picture is a phishing page without a URL bar: http(s) on our own origins only.
  const src = ownMedia(safeUrl(params.get('src'), 'media'));
  const title = popupsCopy.mediaTitle;
  const isVideo = params.get('type') === 'video' || /\.(mp4|webm|m3u8)(\?|$)/i.test(src ?? '');
  return (
    <Dialog open title={title} onClose={leave} closesOnBack={false}>
      {!src ? (
        <EmptyState title={popupsCopy.mediaEmpty} description="" />
      ) : (
        <Frame>{isVideo ? <video src={src} controls playsInline aria-label={title} /> : <img src={src} alt={title} />}</Frame>
      )}
    </Dialog>
  );
}
