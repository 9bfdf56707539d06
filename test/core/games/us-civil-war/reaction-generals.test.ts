import { expect } from '@open-wc/testing';
import {
  defaultInputs,
  effectiveInputs,
  failedChecks,
  inputVisible,
} from '../../../../src/core/shared/tool-inputs.js';
import { modifierTotals } from '../../../../src/core/shared/index.js';
import type { Inputs } from '../../../../src/core/shared/types.js';
import type { Charts } from '../../../../src/core/games/us-civil-war/charts-data.js';
import { reactionToolFor } from '../../../../src/core/games/us-civil-war/reaction.js';
import {
  CAVALRY_PICK,
  COMMANDER_PICK,
  cavalryGenerals,
  reactionGenerals,
} from '../../../../src/core/games/us-civil-war/reaction-generals.js';

/** Counters as players might key them in; Forrest, Beauregard and Bragg keep the rulebook's. */
const CHARTS: Charts = {
  crt: {},
  generals: {
    forrest: { rank: 1 },
    bragg: { rank: 3, cavalry: false },
    stuart: { rank: 1, defense: 1, cavalry: true },
    grant: { cavalry: false },
  },
};
const NONE: Charts = { crt: {}, generals: {} };

const tool = reactionToolFor(CHARTS);
const situation = (over: Inputs): Inputs =>
  effectiveInputs(tool, { ...defaultInputs(tool), ...over });
const net = (over: Inputs) => modifierTotals(tool, situation(over))[0] ?? NaN;
const refused = (over: Inputs) => failedChecks(tool, situation(over)).map((c) => c.message);
const input = (id: string) => tool.sides[0]?.inputs.find((i) => i.id === id);

describe('US Civil War reaction generals (9.4, ruling G7)', () => {
  describe('the L78 example (Examples of Play › Interceptions), generals picked by name', () => {
    it('B: Beauregard picked intercepts at +1, his Defense Rating from the rulebook', () => {
      expect(net({ [COMMANDER_PICK]: 'beauregard' })).to.equal(1);
    });
    it('C: Forrest picked intercepts at +4: his Defense +2 and +2 as a Cavalry General', () => {
      expect(net({ [COMMANDER_PICK]: 'forrest' })).to.equal(4);
    });
    it('D: Bragg with Forrest in the force intercepts at +3: cavalry +2, his Defense +1', () => {
      expect(net({ [COMMANDER_PICK]: 'bragg', [CAVALRY_PICK]: 'forrest' })).to.equal(3);
    });
  });

  it('lists only the generals the players have entered, or the rulebook gives, with a Defense', () => {
    const g = reactionGenerals(CHARTS);
    const cmd = g.inputs.find((i) => i.id === COMMANDER_PICK);
    const ids = cmd?.options.map((o) => o.value) ?? [];
    expect(ids).to.include.members(['typed', 'forrest', 'bragg', 'beauregard', 'stuart']);
    expect(ids).not.to.include('lee');
    expect(cavalryGenerals(CHARTS).map((x) => x.id)).to.deep.equal(['stuart', 'forrest']);
  });

  it('hides the typed rating while a commander is picked, and does not count it twice', () => {
    const typed = input('defense');
    expect(typed).to.not.equal(undefined);
    expect(inputVisible(typed!, situation({ [COMMANDER_PICK]: 'bragg' }))).to.equal(false);
    expect(net({ [COMMANDER_PICK]: 'bragg', defense: 3 })).to.equal(1);
    expect(net({ [COMMANDER_PICK]: 'typed', defense: 3 })).to.equal(3);
  });

  it('never adds the optional friendly-hex bonus to a picked Cavalry General’s (22.3)', () => {
    expect(net({ [COMMANDER_PICK]: 'forrest', reinforce: true })).to.equal(4);
    expect(net({ [COMMANDER_PICK]: 'bragg', reinforce: true })).to.equal(3);
  });

  it('refuses the same General twice, and Generals of both sides in one stack', () => {
    expect(refused({ [COMMANDER_PICK]: 'stuart', [CAVALRY_PICK]: 'stuart' })).to.have.length(1);
    expect(refused({ [COMMANDER_PICK]: 'grant', [CAVALRY_PICK]: 'forrest' })).to.deep.equal([
      'a reacting stack’s Generals are all of one side.',
    ]);
    expect(refused({ [COMMANDER_PICK]: 'bragg', [CAVALRY_PICK]: 'forrest' })).to.deep.equal([]);
  });

  it('with no counters entered: no picker, the typed rating, and a plain message', () => {
    const g = reactionGenerals(NONE);
    expect(g.inputs).to.deep.equal([]);
    expect(g.say).to.contain('No generals’ counters are entered');
    const bare = reactionToolFor(NONE);
    expect(bare.summary).to.contain('Charts page');
    expect(bare.sides[0]?.inputs.some((i) => i.id === COMMANDER_PICK)).to.equal(false);
    const inputs = effectiveInputs(bare, { ...defaultInputs(bare), defense: 2, cavalry: true });
    expect(modifierTotals(bare, inputs)[0]).to.equal(4);
  });
});
