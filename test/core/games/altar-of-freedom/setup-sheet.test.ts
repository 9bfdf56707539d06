import { expect } from '@open-wc/testing';
import {
  RULINGS,
  SCENARIO_SLUGS,
  SETUP_RULING_IDS,
  arrivalNeeds,
  citedRulingIds,
  citedRulings,
  loadScenario,
  nameOf,
  scenarioNames,
  scenarioRulings,
  type Scenario,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import { declaredIds } from '../../../../src/core/games/altar-of-freedom/oob.js';

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

describe('Altar of Freedom names of scenario ids', () => {
  for (const slug of SCENARIO_SLUGS) {
    it(`${slug}: names every declared id, and every id its setup uses`, () => {
      const s = load(slug);
      const names = scenarioNames(s);
      for (const id of declaredIds(s)) expect(names.get(id), id).to.not.equal(undefined);
      const used = [
        ...s.armies.flatMap((a) => a.deployment.flatMap((d) => d.units)),
        ...s.reinforcements.flatMap((r) => r.units),
      ];
      for (const id of used) {
        const n = names.get(id);
        expect(n, id).to.not.equal(undefined);
        expect(n?.name).to.have.length.above(0);
      }
    });
  }

  it('says what each id is', () => {
    const s = load('shiloh');
    expect(nameOf(s, 'grant')).to.deep.include({ kind: 'general', side: 'USA', name: 'Grant' });
    expect(nameOf(s, 'lew-wallace-div')).to.deep.include({ kind: 'division', side: 'USA' });
    expect(nameOf(s, 'usa-army-wood')).to.deep.include({
      kind: 'unit',
      name: 'Wood',
      unattached: true,
      arm: 'infantry',
    });
    expect(nameOf(s, 'no-such-id')).to.equal(undefined);
    const ch = load('champion-hill');
    expect(nameOf(ch, 'forney-div')).to.deep.include({ kind: 'division', optional: true });
  });
});

describe('Altar of Freedom rulings on a setup sheet (spec §8)', () => {
  it('reads ruling citations from text', () => {
    expect(citedRulingIds('Or hold D1 alone (ruling A42).')).to.deep.equal(['A42']);
    expect(citedRulingIds('see rulings A38, A41 and C5; ruling A38 again')).to.deep.equal([
      'A38',
      'A41',
      'C5',
    ]);
    expect(citedRulingIds('no ruling here')).to.deep.equal([]);
    expect(citedRulings('(ruling C1) (ruling Z9)').map((r) => r.id)).to.deep.equal(['C1']);
  });

  it('the setup rulings exist', () => {
    for (const id of SETUP_RULING_IDS)
      expect(
        RULINGS.some((r) => r.id === id),
        id,
      ).to.equal(true);
  });

  it('gives each scenario its own rulings and the setup ones, in RULINGS order', () => {
    const ids = (slug: string) => scenarioRulings(load(slug)).map((r) => r.id);
    for (const slug of SCENARIO_SLUGS) {
      const got = ids(slug);
      for (const id of SETUP_RULING_IDS) expect(got, slug).to.include(id);
      const order = RULINGS.map((r) => r.id).filter((id) => got.includes(id));
      expect(got).to.deep.equal(order);
    }
    expect(ids('shiloh')).to.include.members(['C1', 'C5', 'C9', 'C10', 'A38', 'A41', 'A42']);
    expect(ids('shiloh')).to.not.include('A43');
    expect(ids('champion-hill')).to.include('A39');
    expect(ids('cedar-creek')).to.include.members(['A40', 'A43', 'G7']);
    expect(ids('antietam')).to.include.members(['C11', 'C12', 'C14', 'G6']);
    expect(ids('antietam')).to.not.include('C1');
  });
});

describe('Altar of Freedom arrival rolls (Shiloh SR2, Champion Hill SR1)', () => {
  it('McClernand needs 6, then one less for each earlier roll, certain on the sixth', () => {
    const r = load('champion-hill').reinforcements.find((x) => x.id === 'mcclernand-arrives')!;
    expect([1, 2, 3, 4, 5, 6, 7].map((k) => arrivalNeeds(r, k))).to.deep.equal([
      6, 5, 4, 3, 2, 1, 1,
    ]);
  });

  it('Lew Wallace needs a 6 every time; a scheduled arrival has no roll', () => {
    const s = load('shiloh');
    const wallace = s.reinforcements.find((x) => x.id === 'lew-wallace-arrives')!;
    expect([1, 2, 3, 4].map((k) => arrivalNeeds(wallace, k))).to.deep.equal([6, 6, 6, 6]);
    const grant = s.reinforcements.find((x) => x.id === 'grant-arrives')!;
    expect(() => arrivalNeeds(grant, 1)).to.throw(RangeError);
    expect(() => arrivalNeeds(wallace, 0)).to.throw(RangeError);
  });
});
