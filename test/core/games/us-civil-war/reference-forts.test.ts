import { expect } from '@open-wc/testing';
import {
  COASTAL_FORTS_TABLE,
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

describe('US Civil War Coastal Fort card (20.5)', () => {
  it('shows each Coastal Fort’s protected place and hex, and says where no hex is printed', () => {
    expect(COASTAL_FORTS_TABLE.rule).to.equal('20.5');
    expect(COASTAL_FORTS_TABLE.rows).to.have.length(8);
    expect(COASTAL_FORTS_TABLE.rows.map((r) => r[2])).to.deep.equal([
      'not printed: see your map',
      'not printed: see your map',
      '4722',
      '4137',
      '3839',
      '3345',
      '3148',
      '2349',
    ]);
    expect(COASTAL_FORTS_TABLE.rows[7]?.[1]).to.equal(
      'Hampton; also Norfolk (2449): safe from Amphibious Assault and open to Blockade Running',
    );
    expect(COASTAL_FORTS_TABLE.rows[5]?.[0]).to.deep.equal(['Fort Johnson', { rule: 'ruling C2' }]);
  });
});
