import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  RULINGS,
  SCENARIO_SLUGS,
  SETUP_RULING_IDS,
  citedRulingIds,
  citedRulings,
  loadScenario,
  scenarioRulings,
  type Scenario,
} from '../../../../src/core/games/altar-of-freedom/index.js';

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

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
