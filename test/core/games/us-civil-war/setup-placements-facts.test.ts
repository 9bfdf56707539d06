import { expect } from '@open-wc/testing';
import type { Placement } from '../../../../src/core/games/us-civil-war/setup-placements-data.js';
import {
  checkPlacements,
  namesSpace,
  PLACEMENT_FACTS,
} from '../../../../src/core/games/us-civil-war/setup-placements-facts.js';

const status = (id: 's1' | 's2' | 's3', ps: Placement[]) =>
  Object.fromEntries(checkPlacements({ id }, ps).map((c) => [c.id, c.status]));
const u = (kind: Placement['kind'], where: string, more: Partial<Placement> = {}): Placement => ({
  side: 'union',
  kind,
  where,
  ...more,
});
const c = (kind: Placement['kind'], where: string, more: Partial<Placement> = {}): Placement => ({
  ...u(kind, where, more),
  side: 'confederate',
});

describe('US Civil War setup placements checked against the rulebook', () => {
  it('names a space by its hex or its name as typed, not by a longer name holding it', () => {
    const jackson = { names: ['Jackson'], hex: '2917' };
    expect(namesSpace('Jackson, TN', jackson)).to.equal(true);
    expect(namesSpace('hex 2917', jackson)).to.equal(true);
    expect(namesSpace('Ft. St. Philip/Jackson', jackson)).to.equal(false);
    expect(namesSpace("Harper's Ferry", { names: ['Harpers Ferry'] })).to.equal(true);
    expect(namesSpace('Washington, D.C.', { names: ['Washington DC'] })).to.equal(true);
  });

  it('gives every card its facts, each with its rule place', () => {
    expect(PLACEMENT_FACTS.s1.map((f) => f.place).join(' ')).to.equal('S1.1 S1.1 S1.1 S1.1 S1.3');
    expect(PLACEMENT_FACTS.s2).to.have.length(6);
    expect(PLACEMENT_FACTS.s3).to.have.length(13);
  });

  it('waits while nothing is entered', () => {
    const all = checkPlacements({ id: 's3' }, []);
    expect(all.every((x) => x.status === 'missing')).to.equal(true);
  });

  it('S1.1: the Wheeling Control marker and Militia, at most one SP in Alexandria', () => {
    const good = [
      u('control', 'Wheeling (1337)'),
      u('militia', '1337', { name: 'West Virginia' }),
      u('sp', 'Alexandria 1747', { strength: 1 }),
    ];
    expect(status('s1', good)).to.include({ 'S1-a': 'pass', 'S1-b': 'pass', 'S1-c': 'pass' });
    const two = [...good.slice(0, 2), u('sp', 'Alexandria', { strength: 2 })];
    expect(status('s1', two)['S1-c']).to.equal('fail');
    expect(status('s1', [c('sp', 'Wheeling', { strength: 1 })])['S1-a']).to.equal('fail');
  });

  it('S1.3: Beauregard at Manassas Junction', () => {
    expect(
      status('s1', [c('general', 'Manassas Junction', { name: 'Beauregard' })])['S1-e'],
    ).to.equal('pass');
    expect(status('s1', [u('sp', 'Manassas', { strength: 2 })])['S1-e']).to.equal('fail');
  });

  it('S2.2: the Union holds the four West Virginia hexes, the Confederacy Bowling Green and Columbus', () => {
    const s = status('s2', [
      u('control', "Harper's Ferry"),
      c('fort', 'Columbus', { name: 'F2' }),
      u('sp', 'Bowling Green', { strength: 2 }),
    ]);
    expect(s).to.include({ 'S2-a': 'pass', 'S2-b': 'missing', 'S2-f': 'pass', 'S2-e': 'fail' });
  });

  it('S3.1: the D.C. F3, the Control markers, the removed and the unassigned Generals', () => {
    const ok = [
      u('fort', 'Washington DC', { name: 'F3' }),
      u('control', 'Jackson 2917'),
      u('general', 'Unassigned Generals Box', { name: 'Butler' }),
    ];
    expect(status('s3', ok)).to.include({
      'S3-a': 'pass',
      'S3-i': 'pass',
      'S3-d': 'missing',
      'S3-k': 'pass',
      'S3-m': 'pass',
      'S3-l': 'missing',
    });
    const wrong = [
      u('fort', 'D.C.', { name: 'F2' }),
      u('general', 'Washington', { name: 'McClellan' }),
      c('general', 'Richmond', { name: 'J. Johnston' }),
    ];
    expect(status('s3', wrong)).to.include({ 'S3-a': 'fail', 'S3-k': 'fail', 'S3-l': 'fail' });
  });
});
