import { expect } from '@open-wc/testing';
import { failedChecks, modifierTotals, resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs, effectiveInputs } from '../../../../src/core/shared/tool-inputs.js';
import {
  REACTION_OUTCOMES,
  reactionCellText,
  reactionIsAutomatic,
  reactionTool,
} from '../../../../src/core/games/us-civil-war/reaction.js';
import { REACTION_ROLL } from '../../../../src/core/games/us-civil-war/reaction-data.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

/** `inputs` over the tool's defaults, as the page starts. */
function situation(inputs: Inputs): Inputs {
  return effectiveInputs(reactionTool, { ...defaultInputs(reactionTool), ...inputs });
}

/** The net modifier of the reaction under `inputs`. */
function net(inputs: Inputs): number {
  return modifierTotals(reactionTool, situation(inputs))[0] ?? NaN;
}

/** The chance of success under `inputs`, as k/36. */
function successIn36(inputs: Inputs): number {
  const odds = reactionTool.odds(situation(inputs));
  const hit = odds.outcomes.find((o) => o.key === 'succeeds')?.weight ?? NaN;
  return (hit * 36) / odds.total;
}

/** The names of the checks the inputs break. */
function refused(inputs: Inputs): string[] {
  return failedChecks(reactionTool, situation(inputs)).map((c) => c.rule);
}

describe('US Civil War reaction roll (9.2–9.4)', () => {
  describe('the L78 example (Examples of Play › Interceptions)', () => {
    it('A: a force without a General cannot intercept', () => {
      expect(refused({ kind: 'interception', general: false })).to.deep.equal([
        '9.2.1, 9.3.1, 5.10',
      ]);
    });
    it('B: Beauregard intercepts at +1, his Defense Rating', () => {
      expect(net({ kind: 'interception', defense: 1 })).to.equal(1);
    });
    it('C: Forrest intercepts at +4, cavalry +2 and his Defense +2', () => {
      expect(net({ kind: 'interception', defense: 2, cavalry: true })).to.equal(4);
    });
    it('D: Bragg with cavalry present intercepts at +3, cavalry +2 and his Defense +1', () => {
      expect(net({ kind: 'interception', defense: 1, cavalry: true })).to.equal(3);
    });
  });

  it('succeeds on the target or more with two dice, from the data', () => {
    expect(REACTION_ROLL.target).to.equal(9);
    expect(REACTION_ROLL.dice).to.deep.equal({ count: 2, sides: 6 });
    const at = (faces: number[]) =>
      resolveTool(reactionTool, [faces], { kind: 'interception' }).resolution.outcome.key;
    expect(at([4, 5])).to.equal('succeeds');
    expect(at([4, 4])).to.equal('fails');
  });

  it('gives the spec’s success chances for net modifiers −3 to +7 (spec §2.5)', () => {
    const table: [number, number][] = [
      [-3, 1],
      [-2, 3],
      [-1, 6],
      [0, 10],
      [1, 15],
      [2, 21],
      [3, 26],
      [4, 30],
      [5, 33],
      [6, 35],
    ];
    for (const [drm, k] of table) {
      // A Defense Rating gives the positive ones; the mountain and rivers the negative ones.
      const inputs: Inputs =
        drm >= 0
          ? { defense: drm }
          : drm === -3
            ? { mountain: 'mountain', river: 'minor-unbridged' }
            : drm === -2
              ? { mountain: 'mountain' }
              : { river: 'minor-unbridged' };
      expect(net(inputs), `net ${drm}`).to.equal(drm);
      expect(successIn36(inputs), `net ${drm}`).to.equal(k);
    }
    expect(successIn36({ defense: 5, cavalry: true })).to.equal(36);
  });

  it('adds every hexside penalty, and the two of one hexside together', () => {
    expect(net({ river: 'navigable-bridged' })).to.equal(-1);
    expect(net({ mountain: 'pass' })).to.equal(-1);
    expect(net({ river: 'minor-bridged' })).to.equal(0);
    expect(net({ river: 'minor-unbridged', mountain: 'pass', defense: 2 })).to.equal(0);
  });

  it('gives Momentum to Avoid Battle only', () => {
    expect(net({ kind: 'avoid', momentum: true })).to.equal(2);
    expect(net({ kind: 'interception', momentum: true })).to.equal(0);
    expect(net({ kind: 'manoeuvre', momentum: true })).to.equal(0);
  });

  it('never adds the optional friendly-hex bonus to the cavalry bonus (22.3)', () => {
    expect(net({ kind: 'interception', reinforce: true })).to.equal(2);
    expect(net({ kind: 'manoeuvre', reinforce: true })).to.equal(2);
    expect(net({ kind: 'interception', reinforce: true, cavalry: true })).to.equal(2);
    expect(net({ kind: 'avoid', reinforce: true })).to.equal(0);
  });

  it('counts only the Defense Rating for the 1861 railroad interception (S1.3)', () => {
    const all = { defense: 1, cavalry: true, reinforce: true, mountain: 'pass', rail1861: true };
    expect(net({ kind: 'interception', ...all })).to.equal(1);
    expect(net({ kind: 'avoid', ...all })).to.equal(2);
  });

  it('refuses the crossings the rules forbid', () => {
    expect(refused({ kind: 'interception', river: 'navigable-unbridged' })).to.deep.equal([
      '9.4, 22.6',
    ]);
    expect(refused({ kind: 'manoeuvre', river: 'navigable-enemy' })).to.deep.equal(['9.4, 22.6']);
    expect(refused({ kind: 'avoid', river: 'navigable-unbridged' })).to.deep.equal([
      '9.3.2, 5.4.3',
    ]);
    expect(refused({ kind: 'avoid', mountain: 'impassable' })).to.deep.equal(['9.1, 9.3.2']);
    expect(refused({ kind: 'avoid', river: 'navigable-bridged', mountain: 'mountain' })).to.be
      .empty;
  });

  it('needs no roll and no General between a Coastal Fort and its port (10.3.2)', () => {
    const inputs = { kind: 'avoid', coastal: true, general: false };
    expect(refused(inputs)).to.be.empty;
    expect(reactionIsAutomatic(inputs)).to.equal(true);
    expect(successIn36(inputs)).to.equal(36);
    const r = resolveTool(reactionTool, [[1, 1]], inputs).resolution;
    expect(r.outcome).to.equal(REACTION_OUTCOMES[0]);
    expect(r.effects?.[0]).to.contain('No roll is needed');
    expect(reactionIsAutomatic({ kind: 'manoeuvre', coastal: true })).to.equal(false);
  });

  it('says what follows for each reaction', () => {
    const say = (kind: string, faces: number[]) =>
      resolveTool(reactionTool, [faces], { kind }).resolution.effects?.join(' ') ?? '';
    expect(say('interception', [6, 6])).to.contain('battle follows');
    expect(say('avoid', [1, 1])).to.contain('without any Fortification or terrain modifier');
    expect(say('manoeuvre', [6, 3])).to.contain('hex you declared');
  });

  it('reads its table cells as the outcomes', () => {
    expect(reactionCellText('succeeds')).to.equal(REACTION_OUTCOMES[0].label);
    expect(reactionCellText('fails')).to.equal(REACTION_OUTCOMES[1].label);
  });

  it('cites rule numbers only in everything it shows', () => {
    const shown = JSON.stringify({ ...reactionTool, resolve: null, odds: null });
    expect(shown).not.to.match(/\bL\d/);
  });
});
