import { expect } from '@open-wc/testing';
import {
  MELEE_FIGURES_MAX,
  meleeTables,
  type MeleeSettings,
} from '../../../../src/core/games/in-freedoms-cause/melee-model.js';
import { QUALITY_IDS } from '../../../../src/core/games/in-freedoms-cause/quality.js';

const base: MeleeSettings = {
  attQuality: 'average',
  defQuality: 'average',
  attFigures: 18,
  defFigures: 18,
  terrain: 'open',
  charging: true,
  mounted: false,
  square: false,
  flank: false,
  attDisordered: false,
  defDisordered: false,
  attSkirmish: false,
  defSkirmish: false,
};

const att = (s: Partial<MeleeSettings>) =>
  meleeTables({ ...base, ...s }, {}).attacker.table.map((r) => r.casualties);
const def = (s: Partial<MeleeSettings>) =>
  meleeTables({ ...base, ...s }, {}).defender.table.map((r) => r.casualties);

const FLAGS = ['charging', 'mounted', 'square', 'flank', 'attDisordered', 'defSkirmish'] as const;
const TERRAINS = ['open', 'soft', 'hard', 'fort'] as const;

function* settings(): Generator<MeleeSettings> {
  for (const terrain of TERRAINS)
    for (const flag of [null, ...FLAGS])
      for (const figures of [1, 6, 12, 24, 60, MELEE_FIGURES_MAX])
        yield {
          ...base,
          terrain,
          attFigures: figures,
          defFigures: 30,
          ...(flag ? { [flag]: true } : {}),
        };
}

const rising = (t: number[]) => t.every((x, i) => i === 0 || x >= (t[i - 1] ?? 0));

describe('In Freedom’s Cause melee tables (Haversack’s model, ruling G3)', () => {
  it('is the same pair of tables for the same settings', () => {
    for (const s of settings()) expect(meleeTables(s, {})).to.deep.equal(meleeTables({ ...s }, {}));
  });

  it('is never worse on a higher roll, nor more than the other side’s figures', () => {
    let n = 0;
    for (const s of settings()) {
      const t = meleeTables(s, {});
      const a = t.attacker.table.map((r) => r.casualties);
      const d = t.defender.table.map((r) => r.casualties);
      expect(rising(a) && rising(d)).to.equal(true);
      expect(Math.max(...a)).to.be.at.most(s.defFigures);
      expect(Math.max(...d)).to.be.at.most(s.attFigures);
      n++;
    }
    expect(n).to.be.greaterThan(100);
  });

  it('is never worse with more figures or better quality', () => {
    for (let f = 1; f < MELEE_FIGURES_MAX; f += 7) {
      const [a, b] = [
        att({ attFigures: f, defFigures: 200 }),
        att({ attFigures: f + 1, defFigures: 200 }),
      ];
      a.forEach((x, i) => expect(b[i]).to.be.at.least(x));
    }
    for (let q = 1; q < QUALITY_IDS.length; q++) {
      const [a, b] = [
        att({ attQuality: QUALITY_IDS[q - 1] ?? '' }),
        att({ attQuality: QUALITY_IDS[q] ?? '' }),
      ];
      a.forEach((x, i) => expect(b[i]).to.be.at.least(x));
      const [c, d] = [
        def({ defQuality: QUALITY_IDS[q - 1] ?? '' }),
        def({ defQuality: QUALITY_IDS[q] ?? '' }),
      ];
      c.forEach((x, i) => expect(d[i]).to.be.at.least(x));
    }
  });

  it('gives mounted cavalry no charging benefit against a square', () => {
    const t = meleeTables({ ...base, mounted: true, square: true }, {});
    expect(t.chargeIgnored).to.equal(true);
    expect(t.attacker.expectation.factors.map((f) => f.label)).to.not.include(
      'Attacker is Charging',
    );
    expect(meleeTables(base, {}).attacker.expectation.factors.map((f) => f.label)).to.include(
      'Attacker is Charging',
    );
  });

  it('counts the defender’s cover against the attacker', () => {
    const open = att({});
    const fort = att({ terrain: 'fort' });
    open.forEach((x, i) => expect(fort[i]).to.be.at.most(x));
  });
});
