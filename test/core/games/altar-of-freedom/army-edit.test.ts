import { expect } from '@open-wc/testing';
import {
  ARTILLERY_SM,
  SAVED_ARMY_LIMITS,
  type SavedArmy,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import {
  addBrigade,
  addCorpsGeneral,
  addDivision,
  addTrait,
  armyName,
  armySnapshot,
  divisionName,
  mergeSavedArmies,
  newArmy,
  ordinal,
  readPp,
  removeBrigade,
  removeDivision,
  removeGeneral,
  removeTrait,
  setBrigade,
  setDivision,
  withSavedArmy,
} from '../../../../src/core/games/altar-of-freedom/army-edit.js';

const T = '2026-11-20T10:00:00.000Z';

describe('army edits (App. V)', () => {
  it('names places in English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 111].map(ordinal)).to.deep.equal([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '111th',
    ]);
  });

  it('starts a small army with only its army commander', () => {
    const a = newArmy('x', T);
    expect(a).to.deep.equal({
      id: 'x',
      name: '',
      size: 'small',
      updatedAt: T,
      divisions: [],
      generals: [{ name: '', pp: null, traits: [] }],
    });
    expect(armyName(a)).to.equal('Unnamed army');
    expect(armyName({ ...a, name: '  Army of the Ohio ' })).to.equal('Army of the Ohio');
  });

  it('adds divisions and brigades named by their place, at SM 0', () => {
    let a = addDivision(addDivision(newArmy('x', T)));
    a = addBrigade(addBrigade(a, 1, 'infantry'), 1, 'cavalry');
    expect(a.divisions.map((d) => d.name)).to.deep.equal(['1st Division', '2nd Division']);
    expect(a.divisions[1]!.brigades).to.deep.equal([
      { name: '1st Brigade', arm: 'infantry', sm: 0 },
      { name: '2nd Brigade', arm: 'cavalry', sm: 0 },
    ]);
    expect(a.divisions[0]!.brigades).to.deep.equal([]);
  });

  it('keeps artillery at its fixed SM whatever is set (App. V step 6)', () => {
    let a = addBrigade(addDivision(newArmy('x', T)), 0, 'infantry');
    a = setBrigade(a, 0, 0, { sm: 2 });
    expect(a.divisions[0]!.brigades[0]!.sm).to.equal(2);
    a = setBrigade(a, 0, 0, { arm: 'artillery' });
    expect(a.divisions[0]!.brigades[0]).to.include({ arm: 'artillery', sm: ARTILLERY_SM });
    a = setBrigade(a, 0, 0, { sm: 3 });
    expect(a.divisions[0]!.brigades[0]!.sm).to.equal(ARTILLERY_SM);
  });

  it('changes and removes divisions and brigades without touching the original', () => {
    const before = addBrigade(
      addBrigade(addDivision(newArmy('x', T)), 0, 'infantry'),
      0,
      'cavalry',
    );
    const named = setDivision(before, 0, { name: 'Sheridan', exceptional: true });
    expect(named.divisions[0]).to.include({ name: 'Sheridan', exceptional: true });
    expect(removeBrigade(named, 0, 0).divisions[0]!.brigades.map((b) => b.arm)).to.deep.equal([
      'cavalry',
    ]);
    expect(removeDivision(named, 0).divisions).to.deep.equal([]);
    expect(before.divisions[0]!.name).to.equal('1st Division');
    expect(divisionName({ name: '', brigades: [] }, 2)).to.equal('Division 3');
  });

  it('adds and removes corps generals but never the army commander', () => {
    const a = addCorpsGeneral(newArmy('x', T));
    expect(a.generals).to.have.length(2);
    expect(removeGeneral(a, 0)).to.equal(a);
    expect(removeGeneral(a, 1).generals).to.have.length(1);
  });

  it('gives a trait once, refuses unknown ones, and takes it back (App. I)', () => {
    let a = addTrait(newArmy('x', T), 0, 'cautious');
    expect(addTrait(a, 0, 'cautious')).to.equal(a);
    expect(addTrait(a, 0, 'no-such-trait')).to.equal(a);
    a = addTrait(a, 0, 'stalwart');
    expect(a.generals[0]!.traits).to.deep.equal(['cautious', 'stalwart']);
    expect(removeTrait(a, 0, 'cautious').generals[0]!.traits).to.deep.equal(['stalwart']);
  });

  it('reads a typed PP: empty is unknown, a whole number in range is kept, else refused', () => {
    expect(readPp('')).to.deep.equal({ pp: null });
    expect(readPp(' 7 ')).to.deep.equal({ pp: 7 });
    const refused = { error: `PP must be a whole number from 0 to ${SAVED_ARMY_LIMITS.ppMax}.` };
    for (const t of ['2.5', '-1', 'x', String(SAVED_ARMY_LIMITS.ppMax + 1)])
      expect(readPp(t), t).to.deep.equal(refused);
  });

  it('saves an army first in the list, replacing one with its id, and merges a link’s armies', () => {
    const a = newArmy('a', T);
    const b = newArmy('b', T);
    const a2 = { ...a, name: 'renamed' };
    expect(withSavedArmy([a, b], a2)).to.deep.equal([a2, b]);
    const merged = mergeSavedArmies({ armies: [a2] }, { armies: [b, a] });
    expect(merged.armies).to.deep.equal([a2, b]);
  });

  it('tells a change from a save time alone', () => {
    const a: SavedArmy = newArmy('a', T);
    expect(armySnapshot({ ...a, updatedAt: '2027-01-01T00:00:00.000Z' })).to.equal(armySnapshot(a));
    expect(armySnapshot({ ...a, name: 'x' })).to.not.equal(armySnapshot(a));
  });
});
