import { expect } from '@open-wc/testing';
import {
  MORALE_CHECKS,
  type CheckOutcome,
} from '../../../../src/core/games/in-freedoms-cause/model-checks.js';
import {
  CASUALTY_BRACKETS,
  moraleTable,
  outcomeIndex,
  type MoraleSettings,
} from '../../../../src/core/games/in-freedoms-cause/model-morale.js';
import { QUALITIES, QUALITY_IDS } from '../../../../src/core/games/in-freedoms-cause/quality.js';

const base: MoraleSettings = {
  quality: 'average',
  check: 'casualties',
  bracket: 0,
  general: false,
  disordered: false,
};

const index = (s: MoraleSettings) => {
  const t = moraleTable(s, {});
  const outcomes: readonly CheckOutcome[] =
    MORALE_CHECKS.find((c) => c.id === s.check)?.outcomes ?? [];
  return t.rows.map((r) => outcomes.indexOf(r.outcome));
};

function* settings(): Generator<MoraleSettings> {
  for (const c of MORALE_CHECKS)
    for (const q of QUALITY_IDS)
      for (const bracket of CASUALTY_BRACKETS)
        for (const general of [false, true])
          yield { ...base, check: c.id, quality: q, bracket, general };
}

describe('In Freedom’s Cause unit morale table (Haversack’s model, ruling G3)', () => {
  it('offers the eight checks of the Morale tab in the rulebook’s words', () => {
    expect(MORALE_CHECKS.map((c) => c.label)).to.deep.equal([
      'Unit Taking Casualties from Fire/Melee',
      'Reform from Disorder',
      'Unit Fired On (Return Fire)',
      'Ordered to Charge',
      'Receiving Charge',
      'Fired on during Charge',
      'Unit Lost Melee',
      'Unit Routed Through',
    ]);
    const words = MORALE_CHECKS.flatMap((c) => c.outcomes.map((o) => o.label));
    for (const w of [
      'Steady',
      'Fall back facing the enemy, undisordered',
      'Fall back in disorder',
      'Rout',
      'Hold fire',
      'Involuntary fire',
      'Disordered',
    ])
      expect(words).to.include(w);
    for (const c of MORALE_CHECKS) expect([2, 4]).to.include(c.outcomes.length);
  });

  it('starts from the brigade table’s target for each quality', () => {
    for (const q of QUALITIES)
      expect(moraleTable({ ...base, quality: q.id }, {}).target).to.equal(q.moraleTarget);
  });

  it('is fixed for given settings, and never worse on a higher roll', () => {
    let n = 0;
    for (const s of settings()) {
      expect(moraleTable(s, {})).to.deep.equal(moraleTable({ ...s }, {}));
      const t = index(s);
      expect(t.every((x) => x >= 0)).to.equal(true);
      t.forEach((x, i) => {
        if (i > 0) expect(x).to.be.at.most(t[i - 1] ?? 0);
      });
      n++;
    }
    expect(n).to.equal(MORALE_CHECKS.length * QUALITY_IDS.length * CASUALTY_BRACKETS.length * 2);
  });

  it('is never worse for better troops, fewer casualties or an attached general', () => {
    for (const s of settings()) {
      const t = index(s);
      const q = QUALITY_IDS.indexOf(s.quality as (typeof QUALITY_IDS)[number]);
      if (q + 1 < QUALITY_IDS.length)
        index({ ...s, quality: QUALITY_IDS[q + 1] ?? '' }).forEach((x, i) =>
          expect(x).to.be.at.most(t[i] ?? 0),
        );
      if (!s.general)
        index({ ...s, general: true }).forEach((x, i) => expect(x).to.be.at.most(t[i] ?? 0));
    }
  });

  it('bands failures below the target', () => {
    expect([7, 6, 5, 4, 3, 2].map((r) => outcomeIndex(r, 7, 2, 4))).to.deep.equal([
      0, 1, 1, 2, 2, 3,
    ]);
    expect([7, 6, 2].map((r) => outcomeIndex(r, 7, 2, 2))).to.deep.equal([0, 1, 1]);
  });
});
