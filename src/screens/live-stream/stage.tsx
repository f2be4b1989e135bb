// The live page's stage: the session's card and its 16:9 screen, and for a signed-in visitor what
// stands beside it, shared by the page (./index.tsx) and the boot screen's template of it
// (src/boot/prerender.tsx).
import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { Meta } from '../../components/Section';
import { liveStream as liveStreamCopy } from '../../copy/liveStream';
import { media } from '../../theme';

/** The session's card: its title, start and speaker, and what the session shows (also the boot screen's, src/boot/prerender.tsx). */
export const Stage = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; color: ${({ theme }) => theme.color.brand}; }
  p { margin: 0; }
`;

/** A signed-in visitor's stage, and beside it on wide screens (below on phones) the demonstrated products. */
export const Beside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  > article { margin-bottom: 0; }
  ${media.wide} { grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr); align-items: start; }
`;

/** 16:9 box sized before anything loads, so the player or poster shifts nothing. */
export const Screen = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.brandStrong};
  iframe, img { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; object-fit: contain; }
  p { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; padding: ${({ theme }) => theme.space[4]}px; color: #fff; text-align: center; }
`;


/** Below the screen before the start: that the session has not started, and the countdown (`clock`). The page's, and the boot screen's. */
export function NotStarted({ clock }: { clock: ReactNode }) {
  return (
    <>
      <p>{liveStreamCopy.notStarted}</p>
      <p>{liveStreamCopy.startsIn}</p>
      {clock}
    </>
  );
}

/** What the stage says of the session: its title, and its start, speaker and room where known (each as the page writes it). */
export interface StageText {
  title: string;
  start: string | null;
  speaker: string | null;
  room: string | null;
}

/**
 * The session's stage, named by its title: the title, start, speaker and room, then what the
 * session shows (`children`: the poster, the player, the countdown). The page's for every visitor,
 * and the boot screen's.
 */
export function SessionStage({ title, start, speaker, room, children, ...rest }: StageText & { children?: ReactNode } & Omit<ComponentProps<typeof Stage>, 'title'>) {
  return (
    <Stage as="article" aria-labelledby="session-title" {...rest}>
      <h2 id="session-title">{title}</h2>
      {start && <Meta>{liveStreamCopy.startsAt(start)}</Meta>}
      {speaker && <Meta>{liveStreamCopy.speaker(speaker)}</Meta>}
      {room && <Meta>{liveStreamCopy.room(room)}</Meta>}
      {children}
    </Stage>
  );
}
