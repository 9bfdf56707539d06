import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import { addCoastal } from '../../../../src/core/games/price-of-freedom/tracker-events.js';
import { parseCampaignState } from '../../../../src/core/games/price-of-freedom/tracker-schema.js';
import { start as campaign } from './campaign-helpers.js';

describe('plain text in player-entered fields', () => {
  it('a coastal region named with markup is refused by the tracker and by its saved state', () => {
    const state = campaign();
    expect(() =>
      addCoastal(
        state,
        'pensacola-bay',
        { name: '<img src=x>Pensacola Bay', coast: 'gulf', box: 'pensacola-bay' },
        'csa',
      ),
    ).to.throw(RangeError, 'A coastal region’s name must not contain < or >.');
    const ok = addCoastal(
      state,
      'pensacola-bay',
      { name: 'Pensacola Bay', coast: 'gulf', box: 'pensacola-bay' },
      'csa',
    );
    expect(parseCampaignState(ok).ok).to.equal(true);
    const forged = {
      ...ok,
      coastal: {
        ...ok.coastal,
        'pensacola-bay': { name: '<b>Pensacola Bay</b>', coast: 'gulf', box: 'pensacola-bay' },
      },
    };
    const parsed = parseCampaignState(forged);
    expect(parsed.ok ? [] : parsed.issues.map((i) => i.message)).to.include(
      'A coastal region’s name must not contain < or >.',
    );
  });

  it('a region id that names an Object.prototype member is not taken for a region on the board', () => {
    const state = campaign();
    const next = addCoastal(
      state,
      'constructor',
      { name: 'Constructor', coast: 'gulf', box: 'constructor' },
      'csa',
    );
    expect(Object.hasOwn(next.control, 'constructor')).to.equal(true);
  });
});
