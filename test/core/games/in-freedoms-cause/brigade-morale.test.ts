import { expect } from '@open-wc/testing';
import { checkTable, resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs, effectiveInputs } from '../../../../src/core/shared/tool-inputs.js';
import {
  brigadeCount,
  brigadeMoraleTool,
  brigadeTrigger,
} from '../../../../src/core/games/in-freedoms-cause/brigade-morale.js';
import {
  MAX_PASSED,
  MORALE_TABLE,
  moraleCellText,
} from '../../../../src/core/games/in-freedoms-cause/morale-test.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const tool = brigadeMoraleTool;

/** `inputs` over the tool's defaults, as the page starts. */
function situation(inputs: Inputs): Inputs {
  return effectiveInputs(tool, { ...defaultInputs(tool), ...inputs });
}

/** The weight of `key` under `inputs`, in 36ths. */
function in36(inputs: Inputs, key = 'pass'): number {
  const odds = tool.odds(situation(inputs));
  return ((odds.outcomes.find((o) => o.key === key)?.weight ?? NaN) * 36) / odds.total;
}

/** The outcome key and effects of `faces` under `inputs`. */
function roll(faces: number[], inputs: Inputs) {
  const { resolution } = resolveTool(tool, [faces], situation(inputs));
  return { key: resolution.outcome.key, effects: resolution.effects ?? [] };
}

/** A brigade of twelve units of `quality`, first tested at 7 lost, with one more lost per pass. */
const tested = (quality: string, passed: number): Inputs => ({
  [quality]: 12,
  lost: 7 + passed,
  passed,
  lostAtFirst: 7,
});

describe("In Freedom's Cause brigade morale (Brigade and Army Morale)", () => {
  it("has the rulebook's table: each majority quality and its score", () => {
    expect(checkTable(MORALE_TABLE)).to.deep.equal([]);
    expect(MORALE_TABLE.rows.entries.map((e) => e.label)).to.deep.equal([
      'Crack/Elite',
      'Veteran',
      'Average',
      'Green',
      'Raw',
    ]);
    expect(MORALE_TABLE.cells.map((row) => moraleCellText(row[0] ?? 0))).to.deep.equal([
      'Passes on 5 or more',
      'Passes on 6 or more',
      'Passes on 7 or more',
      'Passes on 8 or more',
      'Passes on 9 or more',
    ]);
  });

  it('tests at half or more lost, the brigadier counting as a unit (ruling C12)', () => {
    // Six units and the brigadier: seven, so the test comes at four lost.
    expect(brigadeCount({ average: 6, lost: 3 })).to.deep.equal({ units: 6, total: 7, lost: 3 });
    expect(brigadeTrigger({ average: 6, lost: 3 }).due).to.equal(false);
    expect(brigadeTrigger({ average: 6, lost: 4 }).due).to.equal(true);
    expect(brigadeTrigger({ average: 6, lost: 3, generalFallen: true }).due).to.equal(true);
    // Five units and the brigadier: six, so three lost is half.
    expect(brigadeTrigger({ green: 5, lost: 3 }).due).to.equal(true);
    expect(brigadeTrigger({ green: 5, lost: 2 }).due).to.equal(false);
  });

  it('says why no test is due, and when one comes', () => {
    const first = brigadeTrigger({ average: 6, lost: 2 });
    expect(first.due ? '' : first.why).to.equal(
      'No test yet: 2 of 7 lost (6 units and the brigadier); the first comes at 4 lost, half or more.',
    );
    const re = brigadeTrigger({ average: 6, lost: 4, passed: 1, lostAtFirst: 4 });
    expect(re.due ? '' : re.why).to.equal(
      'No re-test yet: 4 of 7 lost (6 units and the brigadier); first tested at 4 lost, and after 1 pass the next comes at 5 lost.',
    );
    expect(in36({ average: 6, lost: 2 }, 'not-due')).to.equal(36);
    expect(roll([6, 6], { average: 6, lost: 2 }).key).to.equal('not-due');
    const over = brigadeTrigger({ average: 2, lost: 3 });
    expect(over.due ? '' : over.why).to.include('more units than the 2 counted');
  });

  it('gives the exact odds of spec §2.9 for every quality and re-test', () => {
    const table: Record<string, number[]> = {
      crack: [30, 21, 10, 3, 0],
      veteran: [26, 15, 6, 1, 0],
      average: [21, 10, 3, 0, 0],
      green: [15, 6, 1, 0, 0],
      raw: [10, 3, 0, 0, 0],
    };
    expect(MAX_PASSED).to.equal(4);
    for (const [quality, row] of Object.entries(table)) {
      const got = row.map((_, k) => in36(tested(quality, k)));
      expect(got, quality).to.deep.equal(row);
    }
  });

  it('re-tests once for each unit removed after a test, counted from the losses at the first (ruling A31)', () => {
    // The example: 5 regiments and the brigadier, 2 down, then 2 more in one action: the
    // first test is taken at 4 of 6 lost, and passed. No re-test is owed until a fifth is lost.
    const brigade = { veteran: 5, lost: 4, passed: 1, lostAtFirst: 4 };
    expect(brigadeTrigger({ veteran: 5, lost: 4 }).due).to.equal(true);
    expect(brigadeTrigger(brigade).due).to.equal(false);
    expect(roll([6, 6], brigade).key).to.equal('not-due');
    expect(brigadeTrigger({ ...brigade, lost: 5 }).due).to.equal(true);
    // Two lost at once after the pass bring one re-test each: at −2, then at −4.
    expect(brigadeTrigger({ ...brigade, lost: 5, generalFallen: true }).due).to.equal(true);
    expect(brigadeTrigger({ ...brigade, lost: 5, generalFallen: true, passed: 2 }).due).to.equal(
      true,
    );
    expect(brigadeTrigger({ ...brigade, lost: 5, generalFallen: true, passed: 3 }).due).to.equal(
      false,
    );
  });

  it('asks for the units lost at the first test once the brigade has passed one', () => {
    const input = tool.sides[0]?.inputs.find((i) => i.id === 'lostAtFirst');
    expect(input?.label).to.equal('Units lost when it first tested');
    expect(input?.showWhen).to.deep.equal({ input: 'passed', gte: 1 });
    const missing = brigadeTrigger({ average: 6, lost: 5, passed: 1 });
    expect(missing.due ? '' : missing.why).to.equal(
      'Enter the units lost when it first tested: from 4 (half) to 7, the brigadier counted.',
    );
    const more = brigadeTrigger({ average: 6, lost: 4, passed: 1, lostAtFirst: 5 });
    expect(more.due ? '' : more.why).to.equal(
      'It has lost 4, fewer than the 5 lost at its first test.',
    );
    // Before any pass the field is not counted, whatever it holds.
    expect(situation({ average: 6, lost: 4, lostAtFirst: 6 })['lostAtFirst']).to.equal(0);
  });

  it('takes −2 off the roll for each test passed before (ruling A27)', () => {
    const { rolls } = resolveTool(tool, [[4, 4]], situation(tested('average', 2)));
    expect(rolls[0]?.total).to.equal(4);
    expect(rolls[0]?.modifiers.map((m) => m.value)).to.deep.equal([-4]);
  });

  it('tests on the majority quality, a tie going to the higher', () => {
    expect(in36({ veteran: 2, green: 2, lost: 3 })).to.equal(26);
    expect(in36({ veteran: 1, green: 3, lost: 3 })).to.equal(15);
  });

  it('breaks a brigade that fails and lets one that passes carry on', () => {
    const fail = roll([3, 3], { average: 6, lost: 4 });
    expect(fail.key).to.equal('fail');
    expect(fail.effects[0]).to.equal('6 falls short of 7, the score for Average troops.');
    expect(fail.effects.join(' ')).to.include('Defend orders for good');
    expect(
      resolveTool(tool, [[3, 3]], situation({ average: 6, lost: 4 })).resolution.lookup?.rowKey,
    ).to.equal('average');
    const pass = roll([3, 4], { average: 6, lost: 4 });
    expect(pass.key).to.equal('pass');
    expect(pass.effects.join(' ')).to.include('re-test at −2');
  });

  it('asks for the units by quality before it tests', () => {
    expect(roll([6, 6], { lost: 1 }).key).to.equal('not-due');
  });
  it('says attached artillery sections count as the brigade’s units (Brigade and Army Morale; ruling G15)', () => {
    const note = (brigadeMoraleTool.notes ?? []).find((n) => n.text.includes('ruling G15'));
    expect(note?.text).to.contain('Attached artillery sections count as units');
    expect(note?.rule).to.contain('ruling G15');
  });
});
