import styled from 'styled-components';

/** A small count or status pill. Put the meaning in the parent's accessible name. */
export const Badge = styled.span<{ $tone?: 'accent' | 'brand' | 'muted' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  background: ${({ theme, $tone = 'accent' }) => ($tone === 'accent' ? theme.color.accent : $tone === 'brand' ? theme.color.brand : theme.color.line)};
  color: ${({ theme, $tone = 'accent' }) => ($tone === 'accent' ? theme.color.onAccent : $tone === 'brand' ? theme.color.onBrand : theme.color.ink)};
`;
