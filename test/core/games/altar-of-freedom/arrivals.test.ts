import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  arrivalNeeds,
  loadScenario,
  type Scenario,
} from '../../../../src/core/games/altar-of-freedom/index.js';

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

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
