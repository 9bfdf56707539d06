/**
 * A roster of values the players key in entry by entry where the rulebook prints none (a year of
 * a table, a turn of a track): each entry id names one key, and the form, the save and the clear
 * of an id that names none are answered the same way for every such roster.
 */
import type { RosterView } from './roster-view.js';
import {
  playerEntryTexts,
  type PlayerEntryWords,
  type RosterDescriptor,
  type RosterForm,
  type RosterSave,
  type RosterValues,
} from './roster.js';
import type { UserDataKind } from './user-data.js';

/** What a keyed roster is made of: its data, its words, and its procedures by key. */
export interface KeyedRosterSpec<D, K> {
  readonly userData: UserDataKind<D>;
  readonly words: PlayerEntryWords<D>;
  /** The key entry `id` names, or null where it names none. */
  keyOf(id: string): K | null;
  /** The refusal to save to an id that names no entry. */
  unknown(id: string): string;
  view(data: D): RosterView;
  form(data: D, key: K): RosterForm;
  save(data: D, key: K, values: RosterValues): RosterSave<D>;
  clear(data: D, key: K): { readonly data: D; readonly message: string };
}

/**
 * The roster of `spec`, with no settings: an id that names no key has no form, is refused on
 * save with `unknown`, and clears nothing.
 */
export function keyedRoster<D, K>(spec: KeyedRosterSpec<D, K>): RosterDescriptor<D> {
  return {
    kind: 'roster',
    userData: spec.userData,
    choices: [],
    texts: playerEntryTexts(spec.words),
    view: (state) => spec.view(state.data),
    form(state, id) {
      const key = spec.keyOf(id);
      return key === null ? null : spec.form(state.data, key);
    },
    save(state, id, values) {
      const key = spec.keyOf(id);
      return key === null
        ? { ok: false, errors: [spec.unknown(id)], invalid: [] }
        : spec.save(state.data, key, values);
    },
    clear(state, id) {
      const key = spec.keyOf(id);
      return key === null ? { data: state.data, message: '' } : spec.clear(state.data, key);
    },
  };
}
