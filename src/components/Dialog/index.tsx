// Radix dialog dressed in our theme. Import this only from code that is loaded on demand
// (dialog routes, the lazily loaded gift dialog): Radix must stay out of the first route.
// Every modal of the app is this or AlertDialog: both keep the layering rule (the floating
// banners wait while one is open, ../FloatingBanners/modalLayer.ts) and close on Back
// (./backCloses.ts).
import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { copy } from '../../copy';
import { media } from '../../theme';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../Icon/more';
import { useModalLayer } from '../FloatingBanners/modalLayer';
import { useBackCloses } from './backCloses';

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translate(-50%, -46%); }`;

export const Overlay = styled(RadixDialog.Overlay)<{ $layer?: 'dialog' | 'alert' }>`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.color.overlay};
  z-index: ${({ theme, $layer = 'dialog' }) => theme.z[$layer]};
  animation: ${fadeIn} 150ms ease-out;
`;

export const Panel = styled(RadixDialog.Content)<{ $layer?: 'dialog' | 'alert'; $maxWidth?: string }>`
  position: fixed;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme, $layer = 'dialog' }) => theme.z[$layer]};
  width: calc(100vw - ${({ theme }) => theme.space[5]}px);
  max-width: ${({ theme, $maxWidth }) => $maxWidth ?? theme.layout.dialogMaxWidth};
  max-height: calc(100dvh - ${({ theme }) => theme.space[6]}px);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  animation: ${rise} 180ms ease-out;
  &:focus { outline: none; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[5]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
`;

export const Title = styled(RadixDialog.Title)`
  flex: 1;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.brand};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space[4]}px;
  overflow-y: auto;
  flex: 1;
  ${media.wide} { padding: ${({ theme }) => theme.space[5]}px; }
`;

const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.color.line};
  min-height: 68px; /* keeps its height when the primary button hides while submitting */
`;

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called by the close icon, and by Escape/backdrop when `dismissible`. */
  onClose(): void;
  children: ReactNode;
  /** Accessible description; visually hidden when `hideDescription`. */
  description?: string;
  hideDescription?: boolean;
  footer?: ReactNode;
  /** false: the backdrop and Escape do not close it — only the close icon does (SPEC §2). */
  dismissible?: boolean;
  closeLabel?: string;
  maxWidth?: string;
  /**
   * true (the default): Back closes it, as the close icon does, instead of leaving the page.
   * false for a dialog route (popup-*): the route is its history entry, and Back leaves it.
   */
  closesOnBack?: boolean;
}

/** A modal with a title, a close icon, a scrolling body and an optional footer. */
export function Dialog({ open, title, onClose, children, description, hideDescription = false, footer, dismissible = true, closeLabel = copy.common.close, maxWidth, closesOnBack = true }: DialogProps) {
  useModalLayer(open);
  useBackCloses(open, onClose, closesOnBack);
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => { if (!next) onClose(); }}>
      <RadixDialog.Portal>
        <Overlay />
        <Panel
          $maxWidth={maxWidth}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          // Radix warns about a missing description unless told explicitly there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Head>
            <Title>{title}</Title>
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel} icon={<CloseIcon />} />
            </RadixDialog.Close>
          </Head>
          {description && (
            <RadixDialog.Description className={hideDescription ? 'visually-hidden' : undefined} style={hideDescription ? undefined : { margin: '12px 20px 0' }}>
              {description}
            </RadixDialog.Description>
          )}
          <Body>{children}</Body>
          {footer && <Foot>{footer}</Foot>}
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
