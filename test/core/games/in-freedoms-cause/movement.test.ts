import { expect } from '@open-wc/testing';
import { unitMove, type MoveQuery } from '../../../../src/core/games/in-freedoms-cause/movement.js';

const q = (over: Partial<MoveQuery>): MoveQuery => ({
  type: 'infantry',
  mounted: false,
  formation: 'line',
  action: 'move',
  ground: 'open',
  road: false,
  obstacles: 0,
  changes: 0,
  scale: '25mm',
  ...over,
});
const move = (over: Partial<MoveQuery>) => unitMove(q(over)).inches;

describe("In Freedom's Cause: a unit's move", () => {
  it('base moves by troop type and formation, as the Base Movement Rates table', () => {
    const table: [Partial<MoveQuery>, number][] = [
      [{ formation: 'line' }, 8],
      [{ formation: 'column' }, 10],
      [{ formation: 'march-column' }, 12],
      [{ type: 'light-infantry', formation: 'skirmish' }, 12],
      [{ formation: 'square' }, 0],
      [{ type: 'cavalry', mounted: true, formation: 'line' }, 12],
      [{ type: 'cavalry', mounted: true, formation: 'column' }, 18],
      [{ type: 'cavalry', mounted: true, formation: 'march-column' }, 20],
      [{ type: 'cavalry', mounted: true, formation: 'skirmish' }, 20],
      [{ type: 'light-artillery', formation: 'limbered' }, 10],
      [{ type: 'light-artillery', formation: 'unlimbered' }, 4],
      [{ type: 'heavy-artillery', formation: 'limbered' }, 8],
      [{ type: 'heavy-artillery', formation: 'unlimbered' }, 2],
      [{ type: 'siege-artillery', formation: null }, 0],
      [{ type: 'general', formation: null }, 20],
    ];
    for (const [over, inches] of table) {
      const r = unitMove(q(over));
      expect(r.inches, JSON.stringify(over)).to.equal(inches);
      expect(r.problems, JSON.stringify(over)).to.deep.equal([]);
    }
  });

  it('dismounted cavalry move as infantry in the same formation', () => {
    for (const formation of ['line', 'column', 'march-column', 'skirmish'] as const)
      expect(move({ type: 'cavalry', mounted: false, formation })).to.equal(
        move({ type: 'light-infantry', formation }),
      );
  });

  it('charge reach: +2″ on foot (dismounted cavalry too, ruling C5), +4″ mounted', () => {
    const reach = (over: Partial<MoveQuery>) => move({ action: 'charge', ...over });
    expect(reach({ formation: 'line' })).to.equal(10);
    expect(reach({ formation: 'column' })).to.equal(12);
    expect(reach({ type: 'light-infantry', formation: 'skirmish' })).to.equal(14);
    expect(reach({ type: 'cavalry', mounted: false, formation: 'line' })).to.equal(10);
    expect(reach({ type: 'cavalry', mounted: true, formation: 'line' })).to.equal(16);
    expect(reach({ type: 'cavalry', mounted: true, formation: 'column' })).to.equal(22);
    expect(reach({ type: 'cavalry', mounted: true, formation: 'skirmish' })).to.equal(24);
    expect(reach({ formation: 'line', ground: 'rough' })).to.equal(5);
  });

  it('who may not charge, and a charge with a formation change', () => {
    expect(unitMove(q({ action: 'charge', formation: 'march-column' })).problems).to.have.length(1);
    expect(unitMove(q({ action: 'charge', formation: 'square' })).problems).to.have.length(1);
    const gun = unitMove(q({ type: 'light-artillery', formation: 'limbered', action: 'charge' }));
    expect(gun.chargeBonus).to.equal(null);
    expect(gun.problems[0]).to.contain('never charges');
    expect(unitMove(q({ action: 'charge', changes: 1 })).problems[0]).to.contain(
      'formation change',
    );
  });

  it('a formation change costs half the base move of the formation the unit is in (ruling A4)', () => {
    const cost: [Partial<MoveQuery>, number][] = [
      [{ formation: 'line' }, 4],
      [{ formation: 'column' }, 5],
      [{ formation: 'march-column' }, 6],
      [{ formation: 'square' }, 0],
      [{ type: 'cavalry', mounted: true, formation: 'line' }, 6],
      [{ type: 'cavalry', mounted: true, formation: 'column' }, 9],
      [{ type: 'cavalry', mounted: true, formation: 'skirmish' }, 10],
      [{ type: 'light-artillery', formation: 'limbered' }, 5],
      [{ type: 'light-artillery', formation: 'unlimbered' }, 2],
      [{ type: 'heavy-artillery', formation: 'limbered' }, 4],
      [{ type: 'heavy-artillery', formation: 'unlimbered' }, 1],
    ];
    for (const [over, c] of cost) {
      const r = unitMove(q({ ...over, changes: 1 }));
      expect(r.changeCost, JSON.stringify(over)).to.equal(c);
      expect(r.inches).to.equal(r.base!.inches - c);
    }
    expect(move({ changes: 2 })).to.equal(0);
    expect(move({ changes: 3 })).to.equal(0);
  });

  it('terrain: rough halves, deep swamp quarters, each obstacle takes an inch first', () => {
    expect(move({ ground: 'rough' })).to.equal(4);
    expect(move({ ground: 'quarter' })).to.equal(2);
    expect(move({ obstacles: 1 })).to.equal(7);
    expect(move({ formation: 'column', ground: 'rough', obstacles: 2 })).to.equal(4);
  });

  it('a road adds half for march columns and limbered guns only, and cancels rough ground for them', () => {
    expect(move({ formation: 'march-column', road: true })).to.equal(18);
    expect(move({ formation: 'march-column', road: true, ground: 'rough' })).to.equal(18);
    expect(move({ type: 'light-artillery', formation: 'limbered', road: true })).to.equal(15);
    expect(move({ formation: 'line', road: true })).to.equal(8);
    expect(move({ formation: 'line', road: true, ground: 'rough' })).to.equal(4);
  });

  it('moving fire: half the move, or one formation change instead', () => {
    expect(move({ action: 'moving-fire' })).to.equal(4);
    expect(move({ action: 'moving-fire', changes: 1 })).to.equal(0);
    expect(unitMove(q({ action: 'moving-fire', changes: 2 })).problems).to.have.length(1);
  });

  it('15 mm halves every distance', () => {
    expect(unitMove(q({ scale: '15mm', formation: 'column' })).scaled).to.equal(5);
    expect(unitMove(q({ scale: '15mm', formation: 'column', ground: 'rough' })).scaled).to.equal(
      2.5,
    );
  });

  it('formations the troop type may not take are reported', () => {
    expect(unitMove(q({ formation: 'skirmish' })).problems[0]).to.contain('Infantry cannot');
    expect(
      unitMove(q({ type: 'cavalry', mounted: true, formation: 'square' })).problems,
    ).to.have.length(1);
    expect(unitMove(q({ type: 'light-artillery', formation: 'line' })).problems).to.have.length(1);
  });
  it('falling back (Morale and Combat Results): the normal rate for type and formation; guns at the limbered rate', () => {
    expect(move({ action: 'fall-back' })).to.equal(8);
    expect(move({ action: 'fall-back-disordered', formation: 'column' })).to.equal(10);
    expect(move({ action: 'rout', type: 'cavalry', mounted: true, formation: 'line' })).to.equal(
      12,
    );
    expect(
      move({ action: 'fall-back', type: 'light-artillery', formation: 'unlimbered' }),
    ).to.equal(10);
    expect(
      move({ action: 'fall-back', type: 'heavy-artillery', formation: 'unlimbered' }),
    ).to.equal(8);
    // No charge bonus and no moving-fire cut on a forced move.
    const r = unitMove(q({ action: 'fall-back' }));
    expect(r.chargeBonus).to.equal(null);
    expect(r.movingFireCut).to.equal(null);
    expect(
      unitMove(q({ action: 'fall-back', type: 'general', formation: null })).problems,
    ).to.have.length(1);
  });
});
