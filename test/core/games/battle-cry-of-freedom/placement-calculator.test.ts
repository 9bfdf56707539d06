import { expect } from '@open-wc/testing';
import { placementCalculator } from '../../../../src/core/games/battle-cry-of-freedom/placement-calculator.js';
import { battleCardById } from '../../../../src/core/games/battle-cry-of-freedom/battle-cards.js';
import { BLOCK_RULES } from '../../../../src/core/games/battle-cry-of-freedom/blocking.js';
import type { CalcText } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const compute = (inputs: Inputs) => placementCalculator.compute(inputs, { userData: null }, {});
const flat = (line: readonly CalcText[]) =>
  line
    .map((t) => (typeof t === 'string' ? t : 'strong' in t ? t.strong : 'rule' in t ? t.rule : ''))
    .join('');

describe('Battle Cry of Freedom placement calculator', () => {
  it('names the only card that may block Chattanooga (Detailed Sequence of Play › D. Place Battle Cards/Blocking)', () => {
    const rule = BLOCK_RULES['chattanooga']!;
    expect(rule.kind).to.equal('only');
    const r = compute({ west: 'chattanooga' });
    expect(r.headline?.text).to.equal('Legal');
    const line = r.lines?.map(flat).find((l) => l.startsWith('West: Chattanooga'));
    const blockers = rule.named.map((id) => battleCardById(id)!.name);
    expect(blockers.length).to.be.greaterThan(0);
    expect(line).to.contain(`may be blocked with ${blockers.join(', ')}.`);
  });

  it('starts asking for a battle card, not refusing one (Detailed Sequence of Play › D. Place Battle Cards/Blocking)', () => {
    const r = compute({});
    expect(r.headline?.text).to.equal('Not placed yet');
    expect(r.problems).to.deep.equal([]);
    expect(r.total).to.equal(0);
    expect(r.lines?.map(flat)[0]).to.contain('Choose the battle card the Union places');
  });

  it('counts the problems of a placement that is not legal', () => {
    const r = compute({ east: 'chattanooga' });
    expect(r.headline?.text).to.equal('Not legal');
    expect(r.problems.length).to.be.greaterThan(0);
    expect(r.breakdown.total.value).to.equal(String(r.problems.length));
  });

  it('bars Atlanta until Chattanooga and Chickamauga are held, by their flags', () => {
    expect(compute({ west: 'atlanta' }).headline?.text).to.equal('Not legal');
    const held = compute({ west: 'atlanta', held_chattanooga: true, held_chickamauga: true });
    expect(held.headline?.text).to.equal('Legal');
  });

  it('offers Washington’s blockers when the Confederate puts that invasion down (Glossary › Invasion)', () => {
    const r = compute({ west: 'vicksburg', off: 'east', inv: 'washington' });
    const line = r.lines?.map(flat).find((l) => l.startsWith('Washington, D.C.'));
    expect(line).to.contain('the Union may block it with');
    expect(r.breakdown.rows.find((row) => row.label === 'East')?.here).to.equal('open');
  });
});
