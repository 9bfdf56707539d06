import { expect } from '@open-wc/testing';
import { COOP_DOC } from '../../../../src/core/games/in-freedoms-cause/coop.js';
import {
  ARTILLERY_TYPE_ROLL,
  ROOM_NEEDED,
  SIZE_CLASSES,
  unitsToEnter,
} from '../../../../src/core/games/in-freedoms-cause/coop-data.js';
import { coopUnitsCalculator } from '../../../../src/core/games/in-freedoms-cause/coop-calculator.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import { META } from '../../../../src/core/games/in-freedoms-cause/meta.js';

describe("In Freedom's Cause: coop and solo set-up", () => {
  it('size classes: 12/18/24 at normal scale, 9/12/18 reduced; cavalry one class smaller if reduced', () => {
    expect(SIZE_CLASSES.map((s) => [s.normal, s.reduced])).to.deep.equal([
      [12, 9],
      [18, 12],
      [24, 18],
    ]);
    expect(SIZE_CLASSES.map((s) => [s.cavalryNormal, s.cavalryReduced])).to.deep.equal([
      [9, 6],
      [12, 9],
      [18, 12],
    ]);
  });

  it('the artillery-type roll covers every face once for each side', () => {
    for (const side of ARTILLERY_TYPE_ROLL.sides) {
      const faces = side.faces.flatMap((f) =>
        Array.from({ length: f.to - f.from + 1 }, (_, i) => f.from + i),
      );
      expect(faces, side.id).to.deep.equal([1, 2, 3, 4, 5, 6]);
    }
    const bore = (side: number, face: number) =>
      ARTILLERY_TYPE_ROLL.sides[side]!.faces.find((f) => face >= f.from && face <= f.to)?.bore;
    expect([1, 3, 4, 6].map((f) => bore(0, f))).to.deep.equal([
      'smoothbore',
      'smoothbore',
      'rifled',
      'rifled',
    ]);
    expect([2, 3, 4, 5].map((f) => bore(1, f))).to.deep.equal([
      'smoothbore',
      'mixed',
      'mixed',
      'rifled',
    ]);
  });

  it('the enemy needs 24″ for both lines, 12″ for the front line', () => {
    expect(ROOM_NEEDED).to.deep.equal({ both: 24, front: 12 });
  });

  it('units to enter: regiments and sections, give or take at most two', () => {
    expect(unitsToEnter(4, 1, 0)).to.equal(5);
    expect(unitsToEnter(4, 1, -2)).to.equal(3);
    expect(unitsToEnter(4, 1, 5)).to.equal(7);
    const r = coopUnitsCalculator.compute(
      { ...calculatorDefaults(coopUnitsCalculator), adjust: 1 },
      { userData: undefined },
      {},
    );
    expect(r.total).to.equal(6);
    expect(r.breakdown.total.value).to.equal('6');
  });

  it('the page has its four sections, reads its numbers, and cites no line', () => {
    expect(COOP_DOC.sections.map((s) => s.id)).to.deep.equal(['start', 'sizes', 'arms', 'deploy']);
    const text = JSON.stringify(COOP_DOC);
    expect(text).to.contain('24″');
    expect(text).to.contain('Confederate');
    for (const m of text.matchAll(/"tool":"([\w-]+)"/g))
      expect(META.tools.some((t) => t.slug === m[1])).to.equal(true);
    expect(text).not.to.match(/\bL\d/);
  });

  it('Deploying Enemy Forces: enemy units may take existing cover, hard cover included', () => {
    const deploy = COOP_DOC.sections.find((s) => s.id === 'deploy');
    expect(JSON.stringify(deploy)).to.contain(
      'may always take existing cover, hard cover included',
    );
  });
});
