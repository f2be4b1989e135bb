// Days / hours / minutes / seconds boxes. The timer role keeps screen readers from announcing
// every tick; its name carries the whole value in words for whoever asks.
import styled from 'styled-components';
import { copy } from '../../copy';
import { media } from '../../theme';
import { splitSeconds, tileText } from '../../lib/time';

const Row = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  max-width: ${({ $compact }) => ($compact ? '320px' : '520px')};
`;

// Room on every side of the digits: they never touch the tile's edges.
const Unit = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme, $compact }) => theme.space[$compact ? 2 : 3]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  strong {
    font-size: ${({ theme, $compact }) => ($compact ? theme.font.size.xl : theme.font.size.xxl)};
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }
  span { font-size: ${({ theme }) => theme.font.size.xs}; text-transform: uppercase; letter-spacing: 0.04em; }
  ${media.wide} {
    strong { font-size: ${({ theme, $compact }) => ($compact ? theme.font.size.xxl : '2.5rem')}; }
  }
`;

export function CountdownClock({ seconds, compact = false }: { seconds: number; compact?: boolean }) {
  const { days, hours, minutes, seconds: rest } = splitSeconds(seconds);
  return <CountdownTiles tiles={[days, hours, minutes, rest].map(tileText)} label={copy.countdown.spoken(days, hours, minutes, rest)} compact={compact} />;
}

/**
 * The clock's four tiles (days, hours, minutes, seconds: `tiles`, as written), named by `label`:
 * the clock's, and the boot screen's with slots for its values (src/boot/prerender.tsx).
 */
export function CountdownTiles({ tiles, label, compact = false }: { tiles: readonly string[]; label: string; compact?: boolean }) {
  const { units } = copy.countdown;
  return (
    <Row role="timer" $compact={compact} aria-label={label}>
      {[units.days, units.hours, units.minutes, units.seconds].map((unit, index) => (
        <Unit key={unit} $compact={compact} aria-hidden="true">
          <strong>{tiles[index]}</strong>
          <span>{unit}</span>
        </Unit>
      ))}
    </Row>
  );
}
