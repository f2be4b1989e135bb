// The live page's stage: the session's card and its 16:9 screen, shared by the page
// (./index.tsx) and the boot screen's template of it (src/boot/prerender.tsx).
import styled from 'styled-components';
import { Card } from '../../components/Card';

/** The session's card: its title, start and speaker, and what the session shows (also the boot screen's, src/boot/prerender.tsx). */
export const Stage = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; color: ${({ theme }) => theme.color.brand}; }
  p { margin: 0; }
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

