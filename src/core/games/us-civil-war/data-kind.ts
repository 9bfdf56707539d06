/**
 * The U.S. Civil War: a kind of the players' own data (a chart, a table or a track they key in
 * from their copy of the game), under the game's slug and named after the game, so that neither
 * is written again beside each kind. The kind's id is what saved data is keyed by: never rename.
 */
import type * as v from 'valibot';
import { userDataKind, type UserDataKind } from '../../shared/user-data.js';
import { META } from './meta.js';

/** What each kind is called in messages, after the game's name. */
const TITLES = {
  'attrition-table': 'Attrition Table',
  'blockade-table': 'Blockade Table',
  'card-decks': 'card decks',
  charts: 'charts',
  'random-states': 'Random States Table',
  'setup-placements': 'setup placements',
  'surrender-table': 'Surrender Table',
  'turn-record': 'Turn Record Track',
} as const;

/** The kind `kind` of the players' data: `schema` checks an import, `empty` starts it. */
export function dataKind<T>(
  kind: keyof typeof TITLES,
  schema: v.GenericSchema<unknown, T>,
  empty: () => NoInfer<T>,
): UserDataKind<T> {
  return userDataKind(META.slug, kind, `${META.title} ${TITLES[kind]}`, schema, empty);
}
