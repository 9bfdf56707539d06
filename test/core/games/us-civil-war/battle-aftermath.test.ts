import { expect } from '@open-wc/testing';
import {
  aftermathLines,
  demoralizationLines,
  fortLines,
  generalsLines,
  retreatPathLines,
  spLeft,
} from '../../../../src/core/games/us-civil-war/battle-aftermath.js';
import { parseCrtResult } from '../../../../src/core/games/us-civil-war/crt-result.js';
import type { BattleInput } from '../../../../src/core/games/us-civil-war/land-battle.js';
import { battleOutcome } from '../../../../src/core/games/us-civil-war/land-battle-result.js';

const sideIn = { ratings: [], demoralized: false, navalSupport: false, fullSupply: true };
const battle = (a: number, d: number, over: Partial<BattleInput> = {}): BattleInput => ({
  attacker: { ...sideIn, sp: a, card: false },
  defender: { ...sideIn, sp: d, foraging: false },
  fort: 'none',
  terrain: 'none',
  failedAvoid: false,
  crossing: 'none',
  ...over,
});
const result = (input: BattleInput, att: string, def: string) =>
  battleOutcome(
    input,
    parseCrtResult(att) ?? { hits: 0, grade: 'plain' },
    parseCrtResult(def) ?? { hits: 0, grade: 'plain' },
  );

describe('The U.S. Civil War battle aftermath', () => {
  it('11.2.4: a beaten stack with no SPs left sends its Generals to the Displaced Box', () => {
    const input = battle(6, 2);
    const lines = generalsLines(input, result(input, '2', '1'));
    expect(lines).to.have.length(1);
    expect(lines[0]).to.contain('The defender has no SPs left').and.contain('Displaced Box');
    expect(lines[0]).to.contain('(11.2.4, 14.6)');
  });

  it('11.2.3 and 11.2.4: a winner wiped out still wins, keeps or displaces its Generals (7.6)', () => {
    const input = battle(2, 6);
    const out = result(input, '3', '2');
    expect(out.winner).to.equal('attacker');
    expect(spLeft(input, out)).to.deep.equal({ attacker: 0, defender: 3 });
    const lines = generalsLines(input, out).join(' ');
    expect(lines).to.contain(
      'keeps its Generals in the battle hex or puts them in the Displaced Box',
    );
    expect(lines).to.contain('the defender retreats all the same (11.2.3)');
    expect(lines).to.contain('(7.6)');
  });

  it('11.2.4: in a tie, which counts as a win for both, each side wiped out chooses', () => {
    const input = battle(1, 1);
    const lines = generalsLines(input, result(input, '1', '1'));
    expect(lines.filter((l) => l.includes('after a tie, which counts as a win'))).to.have.length(2);
    expect(lines.join(' ')).not.to.contain('retreats all the same');
  });

  it('says nothing of Generals while SPs are left, or for a 0-SP defender', () => {
    const input = battle(6, 4);
    expect(generalsLines(input, result(input, '2', '1'))).to.deep.equal([]);
    const militia = battle(3, 0);
    expect(generalsLines(militia, result(militia, '1', '0'))).to.deep.equal([]);
  });

  it('counts the whole attacking stack across a river, only the landing for an Amphibious Assault', () => {
    const river = battle(10, 3, { crossing: 'navigable' });
    expect(spLeft(river, result(river, '1', '3')).attacker).to.equal(7);
    const landing = battle(10, 3, { crossing: 'amphibious-union' });
    expect(spLeft(landing, result(landing, '1', '3')).attacker).to.equal(0);
  });

  it('How Safe is Washington? (Map Notes): Lee takes the F3, which becomes his F2 (10.2.5)', () => {
    const input = battle(11, 5, { fort: 'f3' });
    expect(fortLines(input, result(input, '3', '2'))).to.deep.equal([
      'The Fort F3 is captured: it drops one level and becomes the attacker’s completed Fort F2 (10.2.5).',
    ]);
  });

  it('10.2.5, 10.3, 10.1.3: an F1 is removed, a Coastal Fort changes sides, an Entrenchment goes', () => {
    const won = (fort: string) => {
      const input = battle(6, 2, { fort });
      return fortLines(input, result(input, '2', '1')).join(' ');
    };
    expect(won('f1')).to.contain('captured and removed').and.contain('Control marker');
    expect(won('f2')).to.contain('completed Fort F1');
    expect(won('coastal')).to.contain('it is now the attacker’s (10.3)');
    expect(won('entrenchment')).to.contain('forced to retreat').and.contain('(10.1.3)');
    expect(won('none')).to.equal('');
    const held = battle(6, 2, { fort: 'f2' });
    expect(fortLines(held, result(held, '1', '2'))).to.deep.equal([]);
  });

  it('11.6.1, 11.6.3, 11.6.4, 11.6.6: a retreating defender gets the path order, the bars and surrender', () => {
    const input = battle(6, 4);
    const lines = retreatPathLines(input, result(input, '2', '1'));
    expect(lines).to.have.length(3);
    expect(lines[0]).to.contain('(11.6.1)').and.contain('1. away from enemy ZOI');
    expect(lines[0]).to.contain('4. any hex not barred (11.6.3)');
    expect(lines[1]).to.contain('unbridged Navigable River').and.contain('(11.6.4)');
    expect(lines[2]).to.contain('surrenders').and.contain('(11.6.6)');
    // No path to give when the defender holds, or has nothing left to retreat.
    expect(retreatPathLines(input, result(input, '1', '2'))).to.deep.equal([]);
    const gone = battle(6, 2);
    expect(retreatPathLines(gone, result(gone, '2', '1'))).to.deep.equal([]);
  });

  it('gives the lines in the order they are done: Generals, then the fort, then the retreat', () => {
    const input = battle(6, 2, { fort: 'entrenchment' });
    const lines = aftermathLines(input, result(input, '2', '1'));
    expect(lines.map((l) => /\((\d+\.\d+(\.\d+)?)/.exec(l)?.[1])).to.deep.equal([
      '11.2.4',
      '10.1.3',
    ]);
  });
  it('12.2, 12.4, 12.5.2: a beaten defender with SPs left is reminded how Demoralization spreads and clears', () => {
    const input = battle(6, 4);
    const out = result(input, '2', '1');
    expect(out.defender.demoralized).to.equal('loser');
    const lines = demoralizationLines(input, out);
    expect(lines).to.have.length(3);
    expect(lines[0])
      .to.match(/^The defender is Demoralized\. /)
      .and.contain('(12.2)');
    expect(lines[1]).to.contain('(12.4)');
    expect(lines[2]).to.contain('Rally or move, never both (12.5.2)');
    expect(aftermathLines(input, out).slice(-3)).to.deep.equal(lines);
  });

  it('12.2, 12.3: a winner already Demoralized, or by Heavy Losses, gets the reminders too', () => {
    const already = battle(6, 4, {
      attacker: { ...sideIn, sp: 6, card: false, demoralized: true },
    });
    const a = demoralizationLines(already, result(already, '2', '1'));
    expect(a.filter((l) => l.startsWith('The attacker is Demoralized'))).to.have.length(1);
    const heavy = battle(8, 6);
    const h = result(heavy, '4', '3');
    expect(h.winner).to.equal('attacker');
    expect(h.attacker.demoralized).to.equal('heavy-losses');
    const lines = demoralizationLines(heavy, h);
    expect(lines.filter((l) => l.startsWith('The attacker is Demoralized'))).to.have.length(1);
    expect(lines.filter((l) => l.startsWith('The defender is Demoralized'))).to.have.length(1);
  });

  it('no Demoralization reminders for a stack with no SPs left, an intrinsic garrison, or a clean win', () => {
    const gone = battle(6, 2);
    expect(demoralizationLines(gone, result(gone, '2', '1'))).to.deep.equal([]);
    const garrison = battle(3, 0, {
      defender: { ...sideIn, sp: 0, foraging: false, garrison: true },
    });
    const g = result(garrison, '1', '0');
    expect(g.garrison).to.equal('eliminated');
    expect(demoralizationLines(garrison, g)).to.deep.equal([]);
    const held = battle(6, 4);
    expect(demoralizationLines(held, result(held, '1', '1')).join(' ')).not.to.contain(
      'is Demoralized',
    );
  });
});
