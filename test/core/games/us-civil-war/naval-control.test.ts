import { expect } from '@open-wc/testing';
import {
  NAVAL_BLOCKERS,
  NAVAL_BLOCKING,
  NAVAL_WATERS,
} from '../../../../src/core/games/us-civil-war/naval-control.js';

describe('US Civil War Naval Control blocking (20.1.4)', () => {
  it('reads the flattened twelve values column by column, four waters a blocker', () => {
    const flattened = 'No No No No Yes No No No Yes Yes Yes No'.split(' ');
    const read = NAVAL_BLOCKERS.flatMap(([b]) =>
      NAVAL_WATERS.map(([w]) => (NAVAL_BLOCKING[w][b] ? 'Yes' : 'No')),
    );
    expect(read).to.deep.equal(flattened);
  });
});
