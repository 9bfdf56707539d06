import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  SCENARIO_SLUGS,
  loadScenario,
  nameOf,
  scenarioNames,
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
