import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import { modifierTotals } from '../../../../src/core/shared/index.js';
import { battleTool } from '../../../../src/core/games/price-of-freedom/battle.js';
import {
  commanderBattleInputs,
  commanderReactionInputs,
  resolveCommanders,
} from '../../../../src/core/games/price-of-freedom/commanders.js';
import { withdrawalTool } from '../../../../src/core/games/price-of-freedom/withdrawal.js';
import { data } from './data-fixtures.js';

describe('Price of Freedom commander user data (ruling G1)', () => {
  it('fills gaps, keeps what the rulebook reveals, and reports conflicts', () => {
    const roster = resolveCommanders(data().commanders, {
      commanders: {
        hood: { adrm: 0, ddrm: 1 },
        mcclellan: { adrm: 0, ddrm: 0 },
        nobody: { mam: 1 },
        'usa-unnamed-1': { name: 'Rosecrans', entryTurn: 2, theater: 'west' },
      },
    });
    const hood = roster.commanders.find((c) => c.id === 'hood')!;
    expect([hood.adrm, hood.ddrm]).to.deep.equal([0, -1]);
    expect(hood.sources).to.deep.include({ adrm: 'player', ddrm: 'rulebook', mam: 'missing' });
    const unnamed = roster.commanders.find((c) => c.id === 'usa-unnamed-1')!;
    expect([unnamed.name, unnamed.entryTurn, unnamed.theater]).to.deep.equal([
      'Rosecrans',
      2,
      'west',
    ]);
    expect(roster.warnings).to.have.length(3); // Hood's DDRM, McClellan's DDRM ≤ ADRM, unknown id
  });

  it('feeds the battle and reaction tools', () => {
    const roster = resolveCommanders(data().commanders, { commanders: { sherman: { adrm: 0 } } });
    const by = (id: string) => roster.commanders.find((c) => c.id === id)!;
    const inputs = commanderBattleInputs(by('sherman'), by('hood'));
    expect(inputs).to.deep.equal({ a_cmdr: 0, d_cmdr: -1 });
    expect(modifierTotals(battleTool, inputs)).to.deep.equal([0, -1]);
    expect(commanderBattleInputs(by('grant'), null)).to.deep.equal({});
    const reaction = commanderReactionInputs(by('burnside'), by('lee'));
    expect(reaction).to.deep.equal({ r_mam: 0, m_mam: 1 });
    expect(modifierTotals(withdrawalTool, { ...reaction, m_spent: true })).to.deep.equal([0, 0]);
  });
});
