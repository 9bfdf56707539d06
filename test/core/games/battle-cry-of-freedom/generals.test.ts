import { expect } from '@open-wc/testing';
import {
  GENERALS,
  generalById,
} from '../../../../src/core/games/battle-cry-of-freedom/generals.js';

describe('Battle Cry of Freedom generals', () => {
  it('knows Grant as two/three stars, Meade three on defense, McClellan two', () => {
    expect(generalById('grant')).to.include({ offense: 2, defense: 3, promotable: true });
    expect(generalById('meade')).to.include({ offense: null, defense: 3 });
    expect(generalById('mcclellan')).to.include({ offense: 2, defense: 2 });
  });

  it('marks the two named cavalry generals and the Gettysburg infantry', () => {
    expect(GENERALS.filter((g) => g.cavalry === true).map((g) => g.id)).to.have.members([
      'pleasonton',
      'stuart',
    ]);
    expect(generalById('longstreet')?.cavalry).to.equal(false);
    expect(generalById('forrest')?.cavalry).to.equal(null);
  });

  it('lists the four promotable generals and unique ids', () => {
    expect(GENERALS.filter((g) => g.promotable).map((g) => g.id)).to.have.members([
      'grant',
      'sherman',
      'lee',
      'jackson',
    ]);
    expect(new Set(GENERALS.map((g) => g.id)).size).to.equal(GENERALS.length);
  });
});
