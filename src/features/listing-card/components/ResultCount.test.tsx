import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ResultCount } from './ResultCount';

describe('ResultCount of a network search (docs/product.md §2 count line)', () => {
  it('says what was searched so far, which relay stopped, and that older listings are being read', () => {
    render(<ResultCount count={12} query="bmw" searched={{ listings: 1_840, relays: 3, all: false, searching: true, stopped: ['relay.example.com stopped answering'] }} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      '12 cars found for “bmw” among the newest 1 840 listings on 3 relays · relay.example.com stopped answering · searching older listings…',
    );
  });

  it('says when every listing was searched', () => {
    render(<ResultCount count={0} query="" more searched={{ listings: 4_210, relays: 1, all: true, searching: false, stopped: [] }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^0 cars found in all 4 210 listings on 1 relay$/);
  });
});
