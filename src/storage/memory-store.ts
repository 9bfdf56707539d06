import type { RollRecord } from '../core/shared/roll-record-schema.js';
import type { SavedGame, UserDataRecord } from '../core/shared/saved-game-schema.js';
import type { BackupContents } from '../core/shared/backup.js';
import type { DeviceIndex, RestoreMode, RestorePlan } from '../core/shared/backup-plan.js';
import type { Store } from './store.js';
import type { UnreadableRoll } from './store-types.js';
import { GameConflictError, nextStamp, UserDataConflictError } from './conflict.js';
import { userDataKey } from '../core/shared/user-data-key.js';

/** The fallback store: same behaviour as IndexedDB, kept in memory for this visit only. */
export class MemoryStore implements Store {
  readonly persistent = false;
  private readonly prefs = new Map<string, unknown>();
  private readonly games = new Map<string, SavedGame>();
  private readonly rolls = new Map<string, RollRecord>();
  private readonly userData = new Map<string, UserDataRecord>();

  getPreference(key: string): Promise<unknown> {
    return Promise.resolve(structuredClone(this.prefs.get(key)));
  }
  setPreference(key: string, value: unknown): Promise<void> {
    this.prefs.set(key, structuredClone(value));
    return Promise.resolve();
  }
  listGames(gameSlug?: string): Promise<SavedGame[]> {
    const all = [...this.games.values()].filter((g) => !gameSlug || g.gameSlug === gameSlug);
    return Promise.resolve(
      structuredClone(all).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    );
  }
  getGame(id: string): Promise<SavedGame | undefined> {
    return Promise.resolve(structuredClone(this.games.get(id)));
  }
  putGame(game: SavedGame): Promise<void> {
    this.games.set(game.id, structuredClone(game));
    return Promise.resolve();
  }
  saveGameState(id: string, state: unknown, base: string): Promise<SavedGame> {
    const current = this.games.get(id);
    if (!current || current.updatedAt !== base)
      return Promise.reject(new GameConflictError(structuredClone(current)));
    const saved = { ...current, state: structuredClone(state), updatedAt: nextStamp(base) };
    this.games.set(id, saved);
    return Promise.resolve(structuredClone(saved));
  }
  renameGame(id: string, name: string): Promise<SavedGame> {
    const current = this.games.get(id);
    if (!current) return Promise.reject(new GameConflictError(undefined));
    const saved = { ...current, name };
    this.games.set(id, saved);
    return Promise.resolve(structuredClone(saved));
  }
  deleteGame(id: string): Promise<void> {
    this.games.delete(id);
    for (const [k, r] of this.rolls) if (r.savedGameId === id) this.rolls.delete(k);
    return Promise.resolve();
  }
  addRoll(roll: RollRecord): Promise<void> {
    this.rolls.set(roll.id, structuredClone(roll));
    return Promise.resolve();
  }
  listRolls(savedGameId: string | null): Promise<RollRecord[]> {
    const list = [...this.rolls.values()].filter((r) => r.savedGameId === savedGameId);
    return Promise.resolve(structuredClone(list).sort((a, b) => b.at.localeCompare(a.at)));
  }
  deleteRoll(id: string): Promise<void> {
    this.rolls.delete(id);
    return Promise.resolve();
  }
  clearRolls(savedGameId: string | null): Promise<void> {
    for (const [k, r] of this.rolls) if (r.savedGameId === savedGameId) this.rolls.delete(k);
    return Promise.resolve();
  }
  /** Rolls here are kept as typed: none is unreadable. */
  unreadableRolls(): Promise<UnreadableRoll[]> {
    return Promise.resolve([]);
  }
  discardUnreadableRolls(): Promise<void> {
    return Promise.resolve();
  }
  getUserData(gameSlug: string, kind: string): Promise<UserDataRecord | undefined> {
    return Promise.resolve(structuredClone(this.userData.get(userDataKey({ gameSlug, kind }))));
  }
  putUserData(record: UserDataRecord): Promise<void> {
    this.userData.set(userDataKey(record), structuredClone(record));
    return Promise.resolve();
  }
  saveUserData(
    gameSlug: string,
    kind: string,
    data: unknown,
    base: string | null,
  ): Promise<UserDataRecord> {
    const key = userDataKey({ gameSlug, kind });
    const current = this.userData.get(key);
    if ((current?.updatedAt ?? null) !== base)
      return Promise.reject(new UserDataConflictError(structuredClone(current)));
    const saved = { gameSlug, kind, updatedAt: nextStamp(base ?? ''), data: structuredClone(data) };
    this.userData.set(key, saved);
    return Promise.resolve(structuredClone(saved));
  }
  deleteUserData(gameSlug: string, kind: string): Promise<void> {
    this.userData.delete(userDataKey({ gameSlug, kind }));
    return Promise.resolve();
  }
  exportAll(): Promise<{ contents: BackupContents; unreadable: number }> {
    const prefs = [...this.prefs].map(([key, value]) => ({ key, value }));
    return Promise.resolve(
      structuredClone({
        contents: {
          games: [...this.games.values()],
          rolls: [...this.rolls.values()],
          userData: [...this.userData.values()],
          preferences: prefs,
        },
        unreadable: 0,
      }),
    );
  }
  deviceIndex(): Promise<DeviceIndex> {
    return Promise.resolve({
      games: new Map([...this.games.values()].map((g) => [g.id, g.updatedAt])),
      rolls: new Set(this.rolls.keys()),
      userData: new Map([...this.userData].map(([key, u]) => [key, u.updatedAt])),
      preferences: new Set(this.prefs.keys()),
    });
  }
  async restore(contents: BackupContents, mode: RestoreMode): Promise<RestorePlan> {
    const { planRestore } = await import('../core/shared/backup-plan.js');
    const plan = planRestore(structuredClone(contents), await this.deviceIndex(), mode);
    if (mode === 'replace') {
      for (const m of [this.games, this.rolls, this.userData, this.prefs]) m.clear();
    }
    for (const g of plan.games) this.games.set(g.id, g);
    for (const r of plan.rolls) this.rolls.set(r.id, r);
    for (const u of plan.userData) this.userData.set(userDataKey(u), u);
    for (const p of plan.preferences) this.prefs.set(p.key, p.value);
    return plan;
  }
  close(): void {
    // nothing to release
  }
}
