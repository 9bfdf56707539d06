/**
 * The victory check of the end phase (§3, §20): each condition reported met or not, the turns
 * each is checked, and a clash flagged (ruling A10).
 */
import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import { victoryCheck, warEffort } from '../../../../src/core/games/price-of-freedom/index.js';
import { control, play, start } from './campaign-helpers.js';

describe('Price of Freedom victory check (§3, §20)', () => {
  it('reports each condition with checked and met', () => {
    const v = victoryCheck(start());
    expect(v.conditions.map((c) => c.id)).to.deep.equal([
      'csa-dixie',
      'csa-political',
      'csa-military',
      'csa-default',
      'usa-attritional',
      'usa-military',
    ]);
    expect(v.conditions.every((c) => !c.met)).to.equal(true);
    expect(v.conditions.find((c) => c.id === 'csa-military')?.checked).to.equal(false);
    expect(v.winners).to.deep.equal([]);
  });

  it('Dixie: Confederate War Effort above the Union’s at the end of any turn', () => {
    const s = play(
      start(),
      { type: 'kentucky-entered', by: 'usa' },
      { type: 'adjust-war-effort', side: 'usa', delta: -1 },
    );
    expect(warEffort(s)).to.deep.equal({ usa: 6, csa: 7 });
    expect(victoryCheck(s).winners).to.deep.equal(['csa']);
  });

  it('political at the end of Turn 7: gap below 9, or below 11 once DRAFT was played (§3.1.2 example: 10 → 12)', () => {
    const t7 = play(start(), { type: 'set-turn', turn: 7 });
    expect(warEffort(t7)).to.deep.equal({ usa: 12, csa: 10 });
    expect(victoryCheck(t7).conditions.find((c) => c.id === 'csa-political')?.met).to.equal(true);
    // Historical: DRAFT played, gap 10 → political victory; Atlanta and Shenandoah taken → gap 12.
    let s = play(t7, { type: 'play-draft' }, { type: 'adjust-war-effort', side: 'csa', delta: -7 });
    expect(warEffort(s).usa - warEffort(s).csa).to.equal(10);
    expect(victoryCheck(s).winners).to.deep.equal(['csa']);
    s = play(s, control('atlanta', 'usa'), control('shenandoah', 'usa'));
    expect(warEffort(s).usa - warEffort(s).csa).to.equal(12);
    expect(victoryCheck(s).winners).to.deep.equal([]);
  });

  it('military from Turn 3 (2× and 3×); attritional at 14; default at the end of Turn 8', () => {
    let s = play(
      start(),
      { type: 'set-turn', turn: 3 },
      { type: 'remove-corps', side: 'usa', count: 4 },
    );
    expect(victoryCheck(s).conditions.find((c) => c.id === 'csa-military')?.met).to.equal(true);
    s = play(
      start(),
      { type: 'set-turn', turn: 3 },
      { type: 'remove-corps', side: 'csa', count: 2 },
    );
    expect(victoryCheck(s).conditions.find((c) => c.id === 'usa-military')?.met).to.equal(true);
    s = play(start(), { type: 'adjust-war-effort', side: 'usa', delta: 12 });
    expect(victoryCheck(s).winners).to.deep.equal(['usa']);
    s = play(start(), { type: 'set-turn', turn: 8 });
    expect(victoryCheck(s).winners).to.deep.equal(['csa']);
  });

  it('flags a clash when both sides qualify, e.g. no corps on either side (ruling A10)', () => {
    const s = play(
      start(),
      { type: 'set-turn', turn: 3 },
      { type: 'remove-corps', side: 'usa', count: 6 },
      { type: 'remove-corps', side: 'csa', count: 4 },
    );
    const v = victoryCheck(s);
    expect(v.winners).to.deep.equal(['usa', 'csa']);
    expect(v.clash).to.equal(true);
  });
});
