import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  HARD_DRIVING_RESERVE_INCHES,
  MOVEMENT_RATES,
  RESERVE_MOVES,
  ROUGH_GROUND_PENALTY_INCHES,
  TRAITS,
  armyConcealedMarkers,
  concealedMarkers,
  loadScenario,
  scaledInches,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import type { Scenario } from '../../../../src/core/games/altar-of-freedom/index.js';

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(slug);
  return r.value;
}

describe('Altar of Freedom movement reference (Movement Rates; Terrain Penalties; Reserve Movement)', () => {
  it('Movement Rates table: general and cavalry 12″, infantry 8″, artillery 6″, HQ never', () => {
    expect(MOVEMENT_RATES.map((r) => [r.kind, r.inches])).to.deep.equal([
      ['general', 12],
      ['cavalry', 12],
      ['infantry', 8],
      ['artillery', 6],
      ['hq', null],
    ]);
    for (const r of MOVEMENT_RATES) expect(r.rule, r.kind).to.not.match(/L\d/);
  });

  it('Terrain Penalties: rough ground costs 4″ once per turn', () => {
    expect(ROUGH_GROUND_PENALTY_INCHES).to.equal(4);
  });

  it('Reserve Movement: 20″, 30″ under Hard Driving, none under Tardy (App. I)', () => {
    expect(RESERVE_MOVES.map((m) => [m.id, m.inches])).to.deep.equal([
      ['standard', 20],
      ['hard-driving', 30],
      ['tardy', null],
    ]);
  });

  it('the Hard Driving trait reads its reserve move from the one constant', () => {
    const effect = TRAITS.find((t) => t.id === 'hard-driving')?.effects[0];
    expect(effect).to.deep.equal({ kind: 'reserve-move', inches: HARD_DRIVING_RESERVE_INCHES });
  });

  it('App. III, 15mm Scale Conversion: infantry 8″ becomes 12″; reserve 20″ becomes 30″', () => {
    expect(scaledInches(8, '15mm')).to.equal(12);
    expect(scaledInches(20, '15mm')).to.equal(30);
    expect(scaledInches(ROUGH_GROUND_PENALTY_INCHES, '15mm')).to.equal(6);
  });
});

describe('Altar of Freedom concealed movement markers (App. IV, Concealed Movement Markers)', () => {
  it('the book’s example: a Confederate army of 7 divisions fields 2 dummies, 9 markers', () => {
    expect(concealedMarkers(7, 'CSA')).to.deep.equal({
      side: 'CSA',
      divisions: 7,
      dummies: 2,
      markers: 9,
    });
    expect(concealedMarkers(7, 'USA')).to.deep.include({ dummies: 1, markers: 8 });
    expect(concealedMarkers(0, 'CSA')).to.deep.include({ dummies: 0, markers: 0 });
    expect(() => concealedMarkers(-1, 'USA')).to.throw(RangeError);
  });

  it('counts every division of a scenario’s order of battle (spec §3.20)', () => {
    const got = (slug: string) => load(slug).armies.map((a) => armyConcealedMarkers(a).markers);
    // Shiloh 6 + 1 and 6 + 2; Antietam 17 + 4 and 10 + 3; Champion Hill 7 + 1 and 4 + 1;
    // Cedar Creek 9 + 2 and 6 + 2.
    expect(got('shiloh')).to.deep.equal([7, 8]);
    expect(got('antietam')).to.deep.equal([21, 13]);
    expect(got('champion-hill')).to.deep.equal([8, 5]);
    expect(got('cedar-creek')).to.deep.equal([11, 8]);
  });
});
