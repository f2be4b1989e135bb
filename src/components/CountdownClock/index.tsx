// Days / hours / minutes / seconds boxes. The timer role keeps screen readers from announcing
// every tick; its name carries the whole value in words for whoever asks.
import styled from 'styled-components';
import { copy } from '../../copy';
import { media } from '../../theme';
import { splitSeconds } from '../../lib/time';

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

const pad = (value: number) => String(value).padStart(2, '0');

export function CountdownClock({ seconds, compact = false }: { seconds: number; compact?: boolean }) {
  const parts = splitSeconds(seconds);
  const units = [
    [parts.days, copy.countdown.units.days],
    [parts.hours, copy.countdown.units.hours],
    [parts.minutes, copy.countdown.units.minutes],
    [parts.seconds, copy.countdown.units.seconds],
  ] as const;
  return (
    <Row role="timer" $compact={compact} aria-label={copy.countdown.spoken(parts.days, parts.hours, parts.minutes, parts.seconds)}>
      {units.map(([value, label]) => (
        <Unit key={label} $compact={compact} aria-hidden="true">
          <strong>{pad(value)}</strong>
          <span>{label}</span>
        </Unit>
      ))}
    </Row>
  );
}
