import { expect } from '@open-wc/testing';
import { resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs, effectiveInputs } from '../../../../src/core/shared/tool-inputs.js';
import {
  armyMoraleTool,
  armyTrigger,
} from '../../../../src/core/games/in-freedoms-cause/army-morale.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const tool = armyMoraleTool;

function situation(inputs: Inputs): Inputs {
  return effectiveInputs(tool, { ...defaultInputs(tool), ...inputs });
}

function in36(inputs: Inputs, key = 'pass'): number {
  const odds = tool.odds(situation(inputs));
  return ((odds.outcomes.find((o) => o.key === key)?.weight ?? NaN) * 36) / odds.total;
}

describe("In Freedom's Cause army morale (Brigade and Army Morale)", () => {
  it('tests once half or more of the brigades are broken (ruling C12)', () => {
    expect(armyTrigger({ brigades: 2, broken: 1 }).due).to.equal(true);
    expect(armyTrigger({ brigades: 3, broken: 1 }).due).to.equal(false);
    expect(armyTrigger({ brigades: 3, broken: 2 }).due).to.equal(true);
    const not = armyTrigger({ brigades: 4, broken: 1 });
    expect(not.due ? '' : not.why).to.equal(
      'No test yet: 1 of 4 broken (fallen divisional generals included); the test comes at 2, half or more.',
    );
  });

  it('says no test is due, and why, until half the brigades are broken: no roll is offered', () => {
    expect(tool.notDue?.(situation({ brigades: 4, broken: 1 }))).to.equal(
      'No test yet: 1 of 4 broken (fallen divisional generals included); the test comes at 2, half or more.',
    );
    expect(tool.notDue?.(situation({ brigades: 4, broken: 2 }))).to.equal(null);
  });

  it('counts divisional generals as brigades, broken when fallen (ruling A15)', () => {
    expect(armyTrigger({ brigades: 3, divisional: 1, broken: 1 }).due).to.equal(false);
    expect(
      armyTrigger({ brigades: 3, divisional: 1, broken: 1, divisionalFallen: 1 }).due,
    ).to.equal(true);
    expect(armyTrigger({ brigades: 2, divisional: 1, broken: 1 }).due).to.equal(false);
  });

  it('refuses counts that cannot be', () => {
    expect(armyTrigger({ brigades: 2, broken: 3 }).due).to.equal(false);
    expect(armyTrigger({ brigades: 2, broken: 1, divisionalFallen: 1 }).due).to.equal(false);
  });

  it('tests on the majority quality of all its units, with the cumulative re-test (A14, A27)', () => {
    const due = { brigades: 2, broken: 1 };
    expect(in36({ ...due, veteran: 5, average: 5 })).to.equal(26);
    const since = { armyLostAtFirst: 3, armyLost: 5 };
    expect(in36({ ...due, ...since, veteran: 4, average: 5, passed: 1 })).to.equal(10);
    expect(in36({ ...due, ...since, raw: 3, passed: 2 })).to.equal(0);
    expect(in36({ brigades: 3, broken: 1, raw: 3 }, 'not-due')).to.equal(36);
  });

  it('sends a failed army from the field and puts a steady one on Defend', () => {
    const inputs = situation({ brigades: 2, broken: 1, green: 6 });
    const fail = resolveTool(tool, [[3, 4]], inputs).resolution;
    expect(fail.outcome.key).to.equal('fail');
    expect(fail.effects?.join(' ')).to.include('leaves the field');
    const pass = resolveTool(tool, [[4, 4]], inputs).resolution;
    expect(pass.outcome.key).to.equal('pass');
    expect(pass.effects?.join(' ')).to.include('Defend orders for good');
  });

  it('Brigade and Army Morale, ruling A31: after a pass, one army re-test for each unit lost since its first test', () => {
    const passed = { brigades: 4, broken: 2, armyLostAtFirst: 9 };
    // The first unit lost after a pass brings the re-test; none before it.
    const none = armyTrigger({ ...passed, passed: 1, armyLost: 9 });
    expect(none.due ? '' : none.why).to.equal(
      'No re-test yet: 9 units lost, 9 of them at its first test; after 1 pass the next comes at 10 lost.',
    );
    expect(armyTrigger({ ...passed, passed: 1, armyLost: 10 }).due).to.equal(true);
    // Two units lost at once after a pass: two re-tests, the second after the first is passed.
    expect(armyTrigger({ ...passed, passed: 1, armyLost: 11 }).due).to.equal(true);
    expect(armyTrigger({ ...passed, passed: 2, armyLost: 11 }).due).to.equal(true);
    expect(armyTrigger({ ...passed, passed: 3, armyLost: 11 }).due).to.equal(false);
    // Fewer lost now than at the first test cannot be.
    const wrong = armyTrigger({ ...passed, passed: 1, armyLost: 8 });
    expect(wrong.due ? '' : wrong.why).to.contain('fewer than the 9');
  });

  it('Brigade and Army Morale: the losses at the first test are asked only once a test is passed', () => {
    const ids = (tool.sides[0]?.inputs ?? []).map((i) => i.id);
    expect(ids).to.include.members(['armyLostAtFirst', 'armyLost']);
    const at = tool.sides[0]?.inputs.find((i) => i.id === 'armyLostAtFirst');
    expect(at && 'showWhen' in at ? at.showWhen : null).to.deep.equal({ input: 'passed', gte: 1 });
  });
});
