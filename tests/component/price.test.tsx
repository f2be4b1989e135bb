// "Rp 285.000" never breaks between "Rp" and the amount, whatever the width
// of the column it sits in (a cart line, a narrow product card).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from '../../src/components/Price';

describe('a price', () => {
  it('keeps "Rp" and the amount on one line', () => {
    render(<p style={{ width: '40px' }}>Total <Price amount={285000} /></p>);
    const price = screen.getByText('Rp 285.000');
    // No layout in jsdom: what holds the two together is the element's own no-wrap rule.
    expect(getComputedStyle(price).whiteSpace).toBe('nowrap');
  });
});
