import styled from 'styled-components';
import { Link } from 'wouter';

/** A navigation link that looks like a Button (it goes somewhere, so it stays a link). */
export const LinkButton = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.color.brand : theme.color.surface)};
  color: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.color.onBrand : theme.color.brand)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;
