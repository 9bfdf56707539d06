/**
 * Planning a restore: "add" takes only what is new or newer and keeps the device's newer copies;
 * "replace" takes the file whole and says what the device loses; the preview says both.
 */
import { expect } from '@open-wc/testing';
import {
  planRestore,
  planSentences,
  type DeviceIndex,
} from '../../../src/core/shared/backup-plan.js';
import { backupFixture } from '../../storage/storage-fixtures.js';

const empty: DeviceIndex = {
  games: new Map(),
  rolls: new Set(),
  userData: new Map(),
  preferences: new Set(),
};

describe('restore plan', () => {
  it('takes everything onto an empty device, in either mode', () => {
    const file = backupFixture();
    for (const mode of ['add', 'replace'] as const) {
      const plan = planRestore(file, empty, mode);
      expect(plan.games, mode).to.deep.equal(file.games);
      expect(plan.rolls, mode).to.deep.equal(file.rolls);
      expect(plan.userData, mode).to.deep.equal(file.userData);
      expect(plan.preferences, mode).to.deep.equal(file.preferences);
    }
  });

  it('adds: the newer copy of a game or entered data wins, rolls already here are left out', () => {
    const file = backupFixture();
    const [g1, g2] = file.games;
    const device: DeviceIndex = {
      games: new Map([
        [g1!.id, '2026-01-01T00:00:00.000Z'], // older than the file's: replaced
        [g2!.id, '2027-01-01T00:00:00.000Z'], // newer than the file's: kept
      ]),
      rolls: new Set([file.rolls[0]!.id]),
      userData: new Map([['altar-of-freedom/generals', '2027-01-01T00:00:00.000Z']]),
      preferences: new Set(['theme']),
    };
    const plan = planRestore(file, device, 'add');
    expect(plan.games.map((g) => g.id)).to.deep.equal([g1!.id]);
    expect(plan.replacing.games).to.deep.equal([g1!.id]);
    expect(plan.rolls.map((r) => r.id)).to.deep.equal([file.rolls[1]!.id]);
    expect(plan.userData).to.deep.equal([]);
    expect(plan.preferences).to.deep.equal([]);
    expect(plan.kept).to.deep.equal({ games: 1, rolls: 1, userData: 1 });
    const text = planSentences(plan).join(' ');
    expect(text).to.contain('1 record on this device is replaced');
    expect(text).to.contain('3 records of the file are already here');
  });

  it('replaces: says what the device loses first', () => {
    const device: DeviceIndex = {
      games: new Map([['other', '2026-01-01T00:00:00.000Z']]),
      rolls: new Set(['a', 'b']),
      userData: new Map(),
      preferences: new Set(),
    };
    const plan = planRestore(backupFixture(), device, 'replace');
    expect(plan.removing).to.deep.equal({ games: 1, rolls: 2, userData: 0 });
    expect(planSentences(plan)[0]).to.equal(
      'Removes everything on this device first: 1 saved game, 2 logged rolls, 0 sets of entered data.',
    );
  });
});
