/**
 * What restoring a backup would do to a device, worked out before anything is written, so the
 * player sees it and confirms: "add" keeps what is on the device and takes from the file what is
 * new (of a saved game or entered data held by both, the newer copy wins); "replace" clears the
 * device and takes the file whole. Pure: the store applies the plan in one transaction.
 */
import type { BackupContents, Preference } from './backup.js';
import type { RollRecord } from './roll-record-schema.js';
import type { SavedGame, UserDataRecord } from './saved-game-schema.js';
import { userDataKey } from './user-data-key.js';

export { userDataKey } from './user-data-key.js';

export type RestoreMode = 'add' | 'replace';

/** What the device holds, by key, with each record's version stamp where it has one. */
export interface DeviceIndex {
  readonly games: ReadonlyMap<string, string>;
  readonly rolls: ReadonlySet<string>;
  readonly userData: ReadonlyMap<string, string>;
  readonly preferences: ReadonlySet<string>;
}

/** The writes a restore makes, and what it leaves or removes. */
export interface RestorePlan {
  readonly mode: RestoreMode;
  /** Records to write (new, or replacing the device's older copy). */
  readonly games: readonly SavedGame[];
  readonly rolls: readonly RollRecord[];
  readonly userData: readonly UserDataRecord[];
  readonly preferences: readonly Preference[];
  /** Of the records written, those that replace a copy on the device (add mode). */
  readonly replacing: { readonly games: readonly string[]; readonly userData: readonly string[] };
  /** Records of the file not taken because the device's copy is as new or newer (add mode). */
  readonly kept: { readonly games: number; readonly rolls: number; readonly userData: number };
  /** Records the device loses (replace mode): everything it holds. */
  readonly removing: { readonly games: number; readonly rolls: number; readonly userData: number };
}

/** The plan for restoring `contents` onto a device holding `device`, in `mode`. */
export function planRestore(
  contents: BackupContents,
  device: DeviceIndex,
  mode: RestoreMode,
): RestorePlan {
  if (mode === 'replace') {
    return {
      mode,
      ...contents,
      replacing: { games: [], userData: [] },
      kept: { games: 0, rolls: 0, userData: 0 },
      removing: {
        games: device.games.size,
        rolls: device.rolls.size,
        userData: device.userData.size,
      },
    };
  }
  const newer = (stamp: string | undefined, theirs: string) =>
    stamp === undefined || theirs > stamp;
  const games = contents.games.filter((g) => newer(device.games.get(g.id), g.updatedAt));
  const userData = contents.userData.filter((u) =>
    newer(device.userData.get(userDataKey(u)), u.updatedAt),
  );
  const rolls = contents.rolls.filter((r) => !device.rolls.has(r.id));
  return {
    mode,
    games,
    rolls,
    userData,
    preferences: contents.preferences.filter((p) => !device.preferences.has(p.key)),
    replacing: {
      games: games.filter((g) => device.games.has(g.id)).map((g) => g.id),
      userData: userData.map(userDataKey).filter((k) => device.userData.has(k)),
    },
    kept: {
      games: contents.games.length - games.length,
      rolls: contents.rolls.length - rolls.length,
      userData: contents.userData.length - userData.length,
    },
    removing: { games: 0, rolls: 0, userData: 0 },
  };
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The plan in a few sentences for the player to confirm. */
export function planSentences(plan: RestorePlan): string[] {
  const out: string[] = [];
  if (plan.mode === 'replace') {
    const r = plan.removing;
    out.push(
      `Removes everything on this device first: ${count(r.games, 'saved game')}, ${count(r.rolls, 'logged roll')}, ${count(r.userData, 'set', 'sets')} of entered data.`,
    );
  }
  out.push(
    `Writes ${count(plan.games.length, 'saved game')}, ${count(plan.rolls.length, 'logged roll')}, ${count(plan.userData.length, 'set', 'sets')} of entered data and ${count(plan.preferences.length, 'preference')}.`,
  );
  const replaced = plan.replacing.games.length + plan.replacing.userData.length;
  if (replaced > 0)
    out.push(
      `${count(replaced, 'record')} on this device ${replaced === 1 ? 'is' : 'are'} replaced by the file’s newer copy.`,
    );
  const kept = plan.kept.games + plan.kept.rolls + plan.kept.userData;
  if (kept > 0)
    out.push(
      `${count(kept, 'record')} of the file ${kept === 1 ? 'is' : 'are'} already here (or older than this device’s copy) and ${kept === 1 ? 'is' : 'are'} left out.`,
    );
  return out;
}
