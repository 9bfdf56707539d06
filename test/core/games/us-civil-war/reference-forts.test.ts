import { expect } from '@open-wc/testing';
import {
  FORTS_TABLE,
  SP_NUMBERS_TABLE,
} from '../../../../src/core/games/us-civil-war/reference-forts.js';

describe('US Civil War fortification and SP cards', () => {
  it('shows each fortification with its modifier, NSP and loss reduction', () => {
    expect(FORTS_TABLE.rows.map((r) => r.slice(1, 4))).to.deep.equal([
      ['+2', '0', '—'],
      ['+2', '2', '−1 SP if the attacker does not win'],
      ['+4', '2', '−1 SP if the attacker does not win'],
      ['+6', '2', '−1 SP if the attacker does not win'],
      ['+2', '4', '−1 SP if the attacker does not win'],
    ]);
    expect(SP_NUMBERS_TABLE.rows.length).to.equal(5);
  });
});
