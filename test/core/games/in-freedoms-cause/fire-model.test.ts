import { expect } from '@open-wc/testing';
import {
  FIRE_FIGURES_MAX,
  FIRE_MODS,
  fireTable,
  type FireCover,
  type FireSettings,
} from '../../../../src/core/games/in-freedoms-cause/fire-model.js';
import { FIRE_BRACKETS } from '../../../../src/core/games/in-freedoms-cause/model-brackets.js';
import { QUALITY_IDS } from '../../../../src/core/games/in-freedoms-cause/quality.js';
import {
  FIRE_WEAPONS,
  fireWeaponById,
} from '../../../../src/core/games/in-freedoms-cause/fire-weapons.js';

const base: FireSettings = {
  weapon: 'minie',
  quality: 'average',
  figures: 12,
  bracket: 'r6',
  cover: 'open',
  mods: [],
};

const cas = (s: Partial<FireSettings>) => {
  const t = fireTable({ ...base, ...s }, {});
  if (!t.ok) throw new Error(t.reason);
  return t.table.map((r) => r.casualties);
};

/** Every allowed combination of weapon, bracket and cover, with one modifier or none. */
function* settings(): Generator<FireSettings> {
  for (const w of FIRE_WEAPONS)
    for (const b of FIRE_BRACKETS)
      for (const cover of ['open', 'soft', 'hard'] as FireCover[])
        for (const mod of [null, ...FIRE_MODS]) {
          const s = { ...base, weapon: w.id, bracket: b.id, cover, mods: mod ? [mod] : [] };
          if (fireTable(s, {}).ok) yield s;
        }
}

describe('In Freedom’s Cause fire table (Haversack’s model, ruling G3)', () => {
  it('takes the rulebook’s longest small-arms ranges and firing limit', () => {
    expect(fireWeaponById('minie').maxRange).to.equal(18);
    expect(fireWeaponById('musket').maxRange).to.equal(12);
    expect(fireWeaponById('carbine').maxRange).to.equal(12);
    expect(fireWeaponById('rifled-art').maxRange).to.equal(null);
    expect(FIRE_FIGURES_MAX).to.equal(24);
  });

  it('refuses a small arm beyond its range, with the rulebook’s place', () => {
    const far = fireTable({ ...base, bracket: 'r36' }, {});
    expect(far.ok).to.equal(false);
    if (!far.ok) expect(far.reason).to.contain('18″').and.contain('(Fire)');
    expect(fireTable({ ...base, weapon: 'musket', bracket: 'r18' }, {}).ok).to.equal(false);
    expect(fireTable({ ...base, weapon: 'minie', bracket: 'r18' }, {}).ok).to.equal(true);
    expect(fireTable({ ...base, weapon: 'smoothbore-art', bracket: 'far' }, {}).ok).to.equal(true);
  });

  it('is the same table for the same settings', () => {
    let n = 0;
    for (const s of settings()) {
      expect(fireTable(s, {})).to.deep.equal(fireTable({ ...s, mods: [...s.mods] }, {}));
      n++;
    }
    expect(n).to.be.greaterThan(100);
  });

  it('is never worse on a higher roll, nor above the firing figures', () => {
    let n = 0;
    for (const s of settings())
      for (let figures = 1; figures <= FIRE_FIGURES_MAX; figures += 5) {
        const t = cas({ ...s, figures, quality: 'crack' });
        for (let i = 1; i < t.length; i++) expect(t[i]).to.be.at.least(t[i - 1] ?? 0);
        expect(Math.max(...t)).to.be.at.most(figures);
        n++;
      }
    expect(n).to.be.greaterThan(500);
  });

  it('is never worse with more figures or better quality', () => {
    for (const s of settings()) {
      for (let f = 1; f < FIRE_FIGURES_MAX; f++) {
        const [a, b] = [cas({ ...s, figures: f }), cas({ ...s, figures: f + 1 })];
        a.forEach((x, i) => expect(b[i]).to.be.at.least(x));
      }
      for (let q = 1; q < QUALITY_IDS.length; q++) {
        const a = cas({ ...s, quality: QUALITY_IDS[q - 1] ?? '' });
        const b = cas({ ...s, quality: QUALITY_IDS[q] ?? '' });
        a.forEach((x, i) => expect(b[i]).to.be.at.least(x));
      }
    }
  });

  it('leaves a few figures at long range ineffective, as the rulebook warns', () => {
    expect(cas({ figures: 3, bracket: 'r18', quality: 'raw' }).every((c) => c === 0)).to.equal(
      true,
    );
    expect(cas({ figures: FIRE_FIGURES_MAX, bracket: 'r3' }).some((c) => c > 0)).to.equal(true);
  });

  it('counts at most 24 figures in one firing', () => {
    expect(cas({ figures: 99 })).to.deep.equal(cas({ figures: FIRE_FIGURES_MAX }));
  });

  it('applies the player’s parameters', () => {
    const t = fireTable(base, { 'rate-minie-r6': 0 });
    expect(t.ok && t.table.every((r) => r.casualties === 0)).to.equal(true);
  });

  it('rates a mixed battery between smoothbore and rifled guns', () => {
    const [sb, rf, mx] = ['smoothbore-art', 'rifled-art', 'mixed-art'].map((weapon) =>
      cas({ weapon, figures: 8, bracket: 'r3' }),
    );
    mx?.forEach((x, i) => {
      expect(x).to.be.at.most(Math.max(sb?.[i] ?? 0, rf?.[i] ?? 0));
      expect(x).to.be.at.least(Math.min(sb?.[i] ?? 0, rf?.[i] ?? 0));
    });
  });
});
