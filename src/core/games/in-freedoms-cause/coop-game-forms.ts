/**
 * In Freedom's Cause: the coop/solo game's forms. Setting up (the players' side and the units
 * entered, counted as the rulebook says) and the game master's say over the encounters log:
 * change an encounter, add one the generator did not give, add or change a unit. Every choice is
 * a word of the rulebook's (`encounter-vocab.ts`); "keep" leaves a value as it is.
 */
import type { WithHistory } from '../../shared/tracker-history.js';
import type { FormField, FormPanel, FormValues, SelectField } from '../../shared/tracker-form.js';
import { COOP_RULE, DIFFICULTY_MAX, unitsToEnter } from './coop-data.js';
import { DIRECTIONS, ENCOUNTER_KINDS, ORDERS, THIRDS, labelOf } from './encounter-vocab.js';
import { encounterName } from './coop-game-logs.js';
import { SIDE_LABEL } from './tracker-reducer.js';
import type { CoopEvent, CoopSnapshot, EncounterChange } from './coop-game-types.js';

/** The coop game's state. */
export type CoopState = WithHistory<CoopSnapshot>;
type S = CoopState;
/** A form panel of the coop game. */
export type CoopFormPanel = FormPanel<S, unknown, CoopEvent>;
/** A select's option. */
export type Option = { readonly value: string; readonly label: string };

/** The choice that leaves a value as it is. */
export const KEEP: Option = { value: '', label: 'Keep as it is' };
/** A list of the rulebook's words as a select's options. */
export const opts = (list: readonly { id: string; label: string }[]): Option[] =>
  list.map((x) => ({ value: x.id, label: x.label.charAt(0).toUpperCase() + x.label.slice(1) }));
/** A form value as text. */
export const str = (v: FormValues, k: string) => String(v[k] ?? '');
/** Whether `x` is one of `list`'s ids. */
export const has = <T extends string>(list: readonly { id: T }[], x: string): x is T =>
  list.some((y) => y.id === x);

/** The encounter the game master may change or add units to: every one in the log. */
const encounterOptions = (s: S): Option[] =>
  s.encounters.map((e) => ({
    value: e.id,
    label: `${encounterName(e)}: ${labelOf(ENCOUNTER_KINDS, e.kind)}`,
  }));

/** An encounter's orders, entrenchment and place read from a form ('' keeps each). */
function changeOf(v: FormValues): EncounterChange | { problem: string } {
  const c: { -readonly [K in keyof EncounterChange]: EncounterChange[K] } = {};
  const orders = str(v, 'orders');
  if (has(ORDERS, orders)) c.orders = orders;
  const dug = str(v, 'entrenched');
  if (dug !== '') c.entrenched = dug === 'yes';
  const distance = str(v, 'distance').trim();
  if (distance !== '') {
    const n = Number(distance);
    if (!Number.isInteger(n) || n < 1 || n > 96)
      return { problem: 'Distance: a whole number of inches from 1 to 96, or leave it empty.' };
    c.distance = n;
  }
  const direction = str(v, 'direction');
  if (has(DIRECTIONS, direction)) c.direction = direction;
  const third = str(v, 'third');
  if (has(THIRDS, third)) c.third = third;
  return c;
}

/** A select field: `name`, its label, its options, and the one chosen first. */
export const select = (
  name: string,
  label: string,
  options: readonly Option[],
  value?: string,
): SelectField => ({ kind: 'select', name, label, options, ...(value ? { value } : {}) });

const count = (name: string, label: string, [min, max]: readonly [number, number], value: number) =>
  ({ kind: 'number', name, label, min, max, value }) as const;

/**
 * Orders, entrenchment and place, each with `first` (keep, or not given) as its first option;
 * `orders` names the first option of the orders where it differs (an added encounter's orders
 * not given follow its kind).
 */
function placeFields(first: Option, orders: Option = first): FormField[] {
  const dug = [
    first,
    { value: 'yes', label: 'Entrenched' },
    { value: 'no', label: 'Not entrenched' },
  ];
  return [
    select('orders', 'Orders', [orders, ...opts(ORDERS)]),
    select('entrenched', 'Entrenched', dug),
    // Room for a fraction, so that "3.5" is refused rather than cut to "3.".
    { kind: 'text', name: 'distance', label: 'Pickets: distance, inches', maxLength: 4 },
    select('direction', 'Pickets: direction', [first, ...opts(DIRECTIONS)]),
    select('third', 'Force: third of the edge', [first, ...opts(THIRDS)]),
  ];
}

const SIDES: readonly Option[] = (['union', 'confederate'] as const).map((side) => ({
  value: side,
  label: SIDE_LABEL[side],
}));

/** The most regiments or sections the set-up counts. */
const MAX_UNITS = 40;

/** Setting up: the players' side and the units to enter. */
export const SETUP_FORM: CoopFormPanel = {
  kind: 'form',
  id: 'setup-h',
  title: 'Set up the game',
  form: (s) =>
    s.players === null
      ? {
          note: `Count your infantry and cavalry regiments and artillery sections (not generals); the difficulty takes off or adds up to ${String(DIFFICULTY_MAX)}. ${COOP_RULE}`,
          submit: 'Start the game',
          fields: [
            select('players', 'Your side', SIDES, 'union'),
            count('regiments', 'Infantry and cavalry regiments', [0, MAX_UNITS], 4),
            count('sections', 'Artillery sections', [0, MAX_UNITS], 1),
            count(
              'adjust',
              'Difficulty (easier −, harder +)',
              [-DIFFICULTY_MAX, DIFFICULTY_MAX],
              0,
            ),
          ],
        }
      : null,
  submit: (v) => {
    const units = unitsToEnter(Number(v['regiments']), Number(v['sections']), Number(v['adjust']));
    if (units < 1)
      return { problem: 'Enter at least one unit: the generator sizes the enemy from it.' };
    const players = v['players'] === 'confederate' ? 'confederate' : 'union';
    return {
      event: { type: 'setup', players, units },
      says: `Set up: ${SIDE_LABEL[players]}, ${String(units)} units entered. Press INITIATIVE for every action.`,
    };
  },
};

/** Changing an encounter's orders, entrenchment or place. */
export const EDIT_FORM: CoopFormPanel = {
  kind: 'form',
  id: 'edit-h',
  title: 'Change an encounter',
  form: (s) =>
    s.encounters.length > 0
      ? {
          submit: 'Change it',
          fields: [select('id', 'Encounter', encounterOptions(s)), ...placeFields(KEEP)],
        }
      : null,
  submit: (v) => {
    const change = changeOf(v);
    if ('problem' in change) return change;
    if (Object.keys(change).length === 0) return { problem: 'Choose something to change.' };
    return { event: { type: 'edit', id: str(v, 'id'), change }, says: 'Encounter changed.' };
  },
};

/** Adding an encounter the generator did not give (its units are added after). */
export const ADD_FORM: CoopFormPanel = {
  kind: 'form',
  id: 'add-h',
  title: 'Add an encounter',
  form: (s) =>
    s.players
      ? {
          note: 'The game master has the final say: add a force the app did not give, then its units below.',
          submit: 'Add the encounter',
          fields: [
            select('kind', 'Kind', opts(ENCOUNTER_KINDS), 'reinforcements'),
            ...placeFields(
              { value: '', label: 'Not given' },
              { value: '', label: 'By its kind (attack: pickets, attacking force)' },
            ),
          ],
        }
      : null,
  submit: (v) => {
    const kind = str(v, 'kind');
    if (!has(ENCOUNTER_KINDS, kind)) return { problem: 'Choose the kind of encounter.' };
    const change = changeOf(v);
    if ('problem' in change) return change;
    return {
      event: { type: 'add', kind: kind, change },
      says: `${labelOf(ENCOUNTER_KINDS, kind)} added to the log.`,
    };
  },
};
