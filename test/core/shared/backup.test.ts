/**
 * The backup file's reader: a file the app wrote reads back equal, a roll-log export reads as
 * rolls, and every hostile file (malformed, truncated, wrong format or version, oversized,
 * markup in a name, duplicates, a record the store would refuse) is refused whole with a
 * message naming the problem.
 */
import { expect } from '@open-wc/testing';
import {
  BACKUP_LIMITS,
  backupText,
  readBackup,
  type BackupContents,
} from '../../../src/core/shared/backup.js';
import { rollsToJson } from '../../../src/core/shared/roll-log-format.js';
import { backupFixture } from '../../storage/storage-fixtures.js';

const AT = '2026-11-23T12:00:00.000Z';

function refused(text: string): string {
  const r = readBackup(text);
  if (r.ok) throw new Error('expected the file to be refused');
  return r.error;
}

describe('backup file', () => {
  it('reads back every kind of record equal to what was written', () => {
    const contents = backupFixture();
    const r = readBackup(backupText(contents, AT));
    expect(r.ok).to.equal(true);
    if (!r.ok) return;
    expect(r.exportedAt).to.equal(AT);
    expect(r.contents).to.deep.equal(contents);
  });

  it('reads a roll-log export as a backup of rolls only', () => {
    const { rolls } = backupFixture();
    expect(rolls.length).to.be.greaterThan(0);
    const r = readBackup(rollsToJson(rolls, AT));
    expect(r.ok).to.equal(true);
    if (!r.ok) return;
    expect(r.contents.rolls).to.deep.equal(rolls);
    expect(r.contents.games).to.deep.equal([]);
  });

  it('refuses a file that is not JSON, or cut short', () => {
    const text = backupText(backupFixture(), AT);
    expect(refused('not json at all')).to.match(/not readable JSON/);
    expect(refused(text.slice(0, Math.floor(text.length / 2)))).to.match(/cut short/);
  });

  it('refuses a file of another kind, and one from a newer version', () => {
    expect(refused('{"format":"something-else","version":1}')).to.match(/not a Haversack backup/);
    expect(refused('[1,2,3]')).to.match(/not a Haversack backup/);
    const newer = JSON.parse(backupText(backupFixture(), AT)) as Record<string, unknown>;
    newer['version'] = 2;
    expect(refused(JSON.stringify(newer))).to.match(/newer version/);
  });

  it('refuses an oversized file before reading it', () => {
    expect(refused(' '.repeat(BACKUP_LIMITS.bytes + 1))).to.match(/too large/);
  });

  it('refuses markup in a saved game’s name, naming the game', () => {
    const c = backupFixture();
    const bad: BackupContents = { ...c, games: [{ ...c.games[0]!, name: '<img src=x>' }] };
    expect(refused(backupText(bad, AT))).to.match(/must not contain < or >/);
  });

  it('refuses a record the store would refuse, naming where it is', () => {
    const raw = JSON.parse(backupText(backupFixture(), AT)) as { rolls: { at: string }[] };
    raw.rolls[0]!.at = 'yesterday';
    expect(refused(JSON.stringify(raw))).to.match(/^The backup cannot be read: rolls\[0\]\.at/);
  });

  it('refuses a record listed twice', () => {
    const c = backupFixture();
    const twice: BackupContents = { ...c, games: [c.games[0]!, c.games[0]!] };
    expect(refused(backupText(twice, AT))).to.match(/appears twice/);
  });
});
