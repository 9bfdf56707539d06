import { expect } from '@open-wc/testing';
import { failedChecks, resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs, effectiveInputs } from '../../../../src/core/shared/tool-inputs.js';
import { initiativeTool } from '../../../../src/core/games/us-civil-war/initiative.js';
import { INITIATIVE_EXAMPLES } from '../../../../src/core/games/us-civil-war/initiative-examples.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

/** `inputs` over the tool's defaults, as the page starts. */
function situation(inputs: Inputs = {}): Inputs {
  return effectiveInputs(initiativeTool, { ...defaultInputs(initiativeTool), ...inputs });
}

function roll(union: number, confederate: number, inputs: Inputs = {}) {
  return resolveTool(initiativeTool, [[union], [confederate]], situation(inputs)).resolution;
}

describe('US Civil War initiative (4.1–4.2)', () => {
  it('the 4.1.1 example: Union 5, Confederate 3 gives the Union the first move and 2 AP each', () => {
    const [example] = INITIATIVE_EXAMPLES;
    expect(example?.dice).to.deep.equal([[5], [3]]);
    const r = roll(5, 3);
    expect(r.outcome.key).to.equal('ap-2');
    expect(r.effects?.[0]).to.contain('Union player rolled higher and goes first');
    expect(r.effects?.[1]).to.equal(
      'Each player gets 2 Action Points, for use in any theater (4.1.1).',
    );
    expect(r.lookup?.rowKey).to.equal('2');
    expect(r.next).to.deep.equal([
      'Union goes first, then Confederate (4.2).',
      'Action Points: Union 2, Confederate 2 (4.1.1).',
    ]);
  });

  it('doubles: a card each, then roll again', () => {
    const r = roll(4, 4);
    expect(r.outcome.key).to.equal('doubles');
    expect(r.effects?.join(' ')).to.contain('draws 1 Special Action Card, discarding down to 5');
    expect(r.next).to.deep.equal(['Doubles: each player draws 1 card; roll again (4.1.2).']);
  });

  it('a difference of 1 gives 1 AP in each of the three theaters', () => {
    const r = roll(2, 3);
    expect(r.outcome.key).to.equal('theaters');
    expect(r.effects?.[0]).to.contain('Confederate player rolled higher');
    expect(r.effects?.[1]).to.contain('in each theater (East, West, Trans-Mississippi)');
    expect(r.next?.[0]).to.equal('Confederate goes first, then Union (4.2).');
    expect(r.next?.[1]).to.equal('Action Points in each theater: Confederate 1, Union 1 (4.1.1).');
  });

  it('On to Richmond! on a difference of 4 or 5 while the South holds Richmond', () => {
    for (const [u, c] of [
      [5, 1],
      [1, 6],
      [6, 2],
    ] as const) {
      expect(roll(u, c).effects?.join(' '), `${u}-${c}`).to.contain('On to Richmond!');
      expect(roll(u, c).effects?.join(' ')).to.contain('ruling C12');
      expect(roll(u, c, { richmond: false }).effects?.join(' ')).not.to.contain('On to Richmond');
    }
    expect(roll(5, 2).effects?.join(' ')).not.to.contain('On to Richmond');
  });

  it('the free naval Action Point in the Advanced Game only', () => {
    expect(roll(3, 1, { advanced: true }).effects?.join(' ')).to.contain(
      '1 free naval Action Point',
    );
    expect(roll(3, 1).effects?.join(' ')).not.to.contain('naval');
  });

  it('four Action Phases a turn, three in the 1861 Slower Pace', () => {
    expect(roll(3, 1, { phase: 3 }).effects?.at(-1)).to.contain('Action Phase 3 of 4 this turn');
    expect(roll(3, 1, { phase: 3, slower: true }).effects?.at(-1)).to.contain('3 of 3: the last');
    const refused = failedChecks(initiativeTool, situation({ phase: 4, slower: true }));
    expect(refused.map((c) => c.rule)).to.deep.equal(['S1.3']);
    expect(failedChecks(initiativeTool, situation({ phase: 4 }))).to.be.empty;
  });

  it('gives the exact odds of each difference', () => {
    const odds = initiativeTool.odds(situation());
    expect(odds.total).to.equal(36);
    expect(odds.outcomes).to.deep.equal([
      { key: 'doubles', weight: 6 },
      { key: 'theaters', weight: 10 },
      { key: 'ap-2', weight: 8 },
      { key: 'ap-3', weight: 6 },
      { key: 'ap-4', weight: 4 },
      { key: 'ap-5', weight: 2 },
    ]);
  });

  it('lists the action costs from the data in its notes', () => {
    const costs = initiativeTool.notes?.find((n) => n.rule === '4.3')?.text ?? '';
    expect(costs).to.contain('Training (every 7 AP earn 1 SP): 1 AP');
    expect(costs).to.contain('Ocean Transport: 1 AP per SP');
  });
});
