import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  blockadeBoxes,
  coastBlockaded,
  coastRegions,
  coastStatus,
  regionBlockaded,
} from '../../../../src/core/games/price-of-freedom/blockade.js';
import { RULEBOOK_COMPLETE_COASTS } from '../../../../src/core/games/price-of-freedom/tracker-schema.js';
import { control, play, start } from './campaign-helpers.js';

describe('Price of Freedom blockade board (§4.1 note 4)', () => {
  it('knows the coastal regions the rulebook names on each coast', () => {
    const s = start();
    expect(coastRegions(s, 'gulf')).to.deep.equal(['new-orleans', 'mobile']);
    expect(coastRegions(s, 'atlantic')).to.deep.equal([
      'yorktown',
      'norfolk',
      'wilmington',
      'charleston',
    ]);
  });

  it('Yorktown and Norfolk share one box, so its set-up marker blockades both (§2.1, §8.6)', () => {
    const s = start();
    expect(regionBlockaded(s, 'yorktown')).to.equal(true);
    expect(regionBlockaded(s, 'norfolk')).to.equal(true);
    expect(regionBlockaded(s, 'wilmington')).to.equal(false);
    expect(blockadeBoxes(s).find((b) => b.box === 'yorktown-norfolk')).to.deep.equal({
      box: 'yorktown-norfolk',
      markers: 1,
      regions: ['yorktown', 'norfolk'],
    });
    expect(() => regionBlockaded(s, 'richmond')).to.throw(RangeError, 'richmond');
  });

  it('a shut coast is blockaded only where the rulebook names all its regions (ruling G3)', () => {
    expect(RULEBOOK_COMPLETE_COASTS).to.deep.equal({ gulf: true, atlantic: false });
    let s = start();
    expect(coastStatus(s, 'gulf')).to.equal('open');
    s = play(
      s,
      control('new-orleans', 'usa'),
      { type: 'set-blockade', box: 'mobile', markers: 1 },
      control('wilmington', 'usa'),
      { type: 'set-blockade', box: 'charleston', markers: 2 },
    );
    expect(coastStatus(s, 'gulf')).to.equal('blockaded');
    expect(coastStatus(s, 'atlantic')).to.equal('unconfirmed');
    expect(coastBlockaded(s, 'atlantic')).to.equal(false);
  });
});
