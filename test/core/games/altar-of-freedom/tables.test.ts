import { expect } from '@open-wc/testing';
import { checkTable, lookup } from '../../../../src/core/shared/index.js';
import {
  CLOSE_COMBAT_TABLE,
  EVASION_TABLE,
  FATE_TABLE,
  FIRING_TABLE,
  RALLY_TABLE,
} from '../../../../src/core/games/altar-of-freedom/index.js';

describe('Altar of Freedom tables', () => {
  it('are all well formed (checkTable)', () => {
    expect(checkTable(FIRING_TABLE)).to.deep.equal([]);
    expect(checkTable(CLOSE_COMBAT_TABLE)).to.deep.equal([]);
    expect(checkTable(EVASION_TABLE)).to.deep.equal([]);
    expect(checkTable(FATE_TABLE)).to.deep.equal([]);
    expect(checkTable(RALLY_TABLE)).to.deep.equal([]);
  });

  it('Firing Table matches L868–899 (spec §2.4)', () => {
    const cell = (n: number) => lookup(FIRING_TABLE, n).cell;
    for (const n of [-5, 0, 1, 2, 3]) expect(cell(n)).to.deep.equal({ kind: 'no-effect' });
    for (const n of [4, 5, 6]) expect(cell(n)).to.deep.equal({ kind: 'recoil', bd: 2, fatigue: 0 });
    for (const n of [7, 8, 9]) expect(cell(n)).to.deep.equal({ kind: 'recoil', bd: 3, fatigue: 1 });
    for (const n of [10, 11, 15]) expect(cell(n)).to.deep.equal({ kind: 'broken' });
    expect(FIRING_TABLE.rows.entries.map((e) => e.label)).to.deep.equal([
      '1-3',
      '4-6',
      '7-9',
      '10+',
    ]);
  });

  it('Close Combat Table matches L1120–1172 (spec §2.5)', () => {
    const cell = (n: number) => lookup(CLOSE_COMBAT_TABLE, n).cell;
    expect(cell(0)).to.deep.equal({ kind: 'tie', bd: 1 });
    for (const n of [1, 2]) {
      expect(cell(n)).to.deep.equal({
        kind: 'loser-recoils',
        loserBd: 2,
        loserFatigue: 1,
        advanceMin: 1,
        advanceMax: 1,
      });
    }
    for (const n of [3, 4, 5]) {
      expect(cell(n)).to.deep.equal({
        kind: 'loser-recoils',
        loserBd: 3,
        loserFatigue: 1,
        advanceMin: 1,
        advanceMax: 2,
      });
    }
    for (const n of [6, 7, 20])
      expect(cell(n)).to.deep.equal({ kind: 'loser-broken', victorFatigue: 1 });
    expect(() => lookup(CLOSE_COMBAT_TABLE, -1)).to.throw(RangeError);
  });

  it('Evasion Table matches L1226–1248 (spec §2.6)', () => {
    expect(lookup(EVASION_TABLE, 1).cell).to.deep.equal({ kind: 'fights', ccModifier: -1 });
    for (const n of [2, 3, 4, 5])
      expect(lookup(EVASION_TABLE, n).cell).to.deep.equal({ kind: 'evades', bd: 3 });
    expect(lookup(EVASION_TABLE, 6).cell).to.deep.equal({ kind: 'fights', ccModifier: 1 });
    expect(() => lookup(EVASION_TABLE, 7)).to.throw(RangeError);
  });

  it('General Fate Table matches L1287–1342 and clamps to 1–6 (spec §2.7)', () => {
    const cell = (n: number) => lookup(FATE_TABLE, n).cell;
    expect(cell(1)).to.deep.equal({ kind: 'relocate', inches: 4 });
    expect(cell(2)).to.deep.equal({ kind: 'relocate', inches: 4 });
    expect(cell(3)).to.deep.equal({ kind: 'new-horse' });
    expect(cell(4)).to.deep.equal({ kind: 'fallen', loss: 'captured' });
    expect(cell(5)).to.deep.equal({ kind: 'fallen', loss: 'wounded' });
    expect(cell(6)).to.deep.equal({ kind: 'fallen', loss: 'killed' });
    expect(lookup(FATE_TABLE, 0).clampedRow).to.equal(true);
    expect(cell(0)).to.deep.equal({ kind: 'relocate', inches: 4 });
    expect(cell(7)).to.deep.equal({ kind: 'fallen', loss: 'killed' });
  });

  it('Rally Table matches L1485–1503: 4 or less, 5, 6+ (spec §2.8)', () => {
    const cell = (n: number) => lookup(RALLY_TABLE, n).cell;
    for (const n of [0, 1, 2, 3, 4]) expect(cell(n)).to.deep.equal({ kind: 'disintegrates' });
    expect(cell(5)).to.deep.equal({ kind: 'wavering' });
    for (const n of [6, 7, 8]) expect(cell(n)).to.deep.equal({ kind: 'rallied', hqInches: 4 });
    expect(RALLY_TABLE.rows.entries.map((e) => e.label)).to.deep.equal(['0-4', '5', '6+']);
  });
});
