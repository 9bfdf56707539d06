/**
 * The U.S. Civil War Turn Record Track page as a roster tool: the players key in each turn's
 * season, benchmark, leader changes (by kind) and a note from their map (ruling G5); the data is saved on the device,
 * exported, imported and shared, checked against every fact the rulebook gives, and read by the
 * turn tracker while it agrees with them.
 */
import { parseWith, type ParseIssue } from '../../shared/parse-with.js';
import type { RosterDescriptor, RosterSave, RosterValues } from '../../shared/roster.js';
import { keyedRoster } from '../../shared/keyed-roster.js';
import { LAST_TURN } from './calendar.js';
import { trackFailures } from './turn-record-check.js';
import { SEASONS } from './supply-data.js';
import {
  TRACK_LIMITS,
  turnBox,
  TURN_RECORD_USER_DATA,
  TurnRecordSchema,
  type TurnRecord,
} from './turn-record-data.js';
import {
  changeField,
  changesFromFields,
  fieldOfChanges,
  LEADER_CHANGE_KIND_IDS,
  LEADER_CHANGE_KINDS,
} from './turn-record-leaders.js';
import { turnRecordView } from './turn-record-view.js';
import { withoutKey } from '../../shared/without-key.js';

const str = (values: RosterValues, k: string) => String(values[k] ?? '').trim();

/** The turn an entry id names, or null. */
function turnOf(id: string): number | null {
  const m = /^turn-(\d+)$/.exec(id);
  const n = m ? Number(m[1]) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= LAST_TURN ? n : null;
}

/** The form's fields an issue of the schema points at (all of them when it cannot tell). */
function invalidFields(issues: readonly ParseIssue[]): string[] {
  const fields = new Set<string>();
  for (const i of issues) {
    if (/\.season/.test(i.path)) fields.add('season');
    else if (/\.benchmark/.test(i.path)) fields.add('benchmark');
    else if (/\.note/.test(i.path)) fields.add('note');
    else if (/\.changes/.test(i.path))
      LEADER_CHANGE_KIND_IDS.forEach((k) => fields.add(changeField(k)));
    else return ['season', 'benchmark', ...LEADER_CHANGE_KIND_IDS.map(changeField), 'note'];
  }
  return [...fields];
}

function save(data: TurnRecord, turn: number, values: RosterValues): RosterSave<TurnRecord> {
  const season = str(values, 'season');
  const bench = str(values, 'benchmark');
  const note = str(values, 'note');
  const changes = changesFromFields(values);
  const box = {
    ...(season ? { season } : {}),
    ...(bench ? { benchmark: Number(bench) } : {}),
    ...(changes.length ? { changes } : {}),
    ...(note ? { note } : {}),
  };
  const rest = withoutKey(data.turns, String(turn));
  const shape = parseWith(TurnRecordSchema, {
    turns: Object.keys(box).length ? { ...rest, [String(turn)]: box } : rest,
  });
  if (!shape.ok)
    return {
      ok: false,
      errors: shape.issues.map((i) => i.message),
      invalid: invalidFields(shape.issues),
    };
  const fails = trackFailures(shape.value);
  return {
    ok: true,
    data: shape.value,
    message: fails.length
      ? `Saved Turn ${turn}; your track contradicts the rulebook (${fails.join('; ')}) and is not used until it agrees.`
      : `Saved Turn ${turn}.`,
  };
}

/** The Turn Record Track roster. */
export const TURN_RECORD_ROSTER: RosterDescriptor<TurnRecord> = keyedRoster({
  userData: TURN_RECORD_USER_DATA,
  words: {
    noun: 'entries',
    what: 'track entries',
    item: { one: 'turn', other: 'turns' },
    count: (data) => Object.keys(data.turns).length,
  },
  keyOf: turnOf,
  unknown: () => 'There is no such turn.',
  view: turnRecordView,
  form(data, turn) {
    const box = turnBox(data, turn);
    return {
      note: [`Turn ${turn} as printed on your map’s Turn Record Track.`],
      fields: [
        {
          kind: 'select',
          key: 'season',
          label: 'Season',
          empty: 'Not entered',
          options: Object.entries(SEASONS).map(([value, { label }]) => ({ value, label })),
        },
        {
          kind: 'number',
          key: 'benchmark',
          label: 'Benchmark',
          min: 0,
          max: TRACK_LIMITS.benchmarkMax,
        },
        ...LEADER_CHANGE_KIND_IDS.map((k) => ({
          kind: 'text' as const,
          key: changeField(k),
          label: `${LEADER_CHANGE_KINDS[k].label} (Generals, separated by commas)`,
          max: TRACK_LIMITS.noteMax,
        })),
        { kind: 'text', key: 'note', label: 'Note', max: TRACK_LIMITS.noteMax },
      ],
      values: {
        season: box.season ?? '',
        benchmark: box.benchmark === undefined ? '' : String(box.benchmark),
        ...Object.fromEntries(
          LEADER_CHANGE_KIND_IDS.map((k) => [changeField(k), fieldOfChanges(box.changes, k)]),
        ),
        note: box.note ?? '',
      },
    };
  },
  save,
  clear(data, turn) {
    return {
      data: { turns: withoutKey(data.turns, String(turn)) },
      message: `Cleared Turn ${turn}.`,
    };
  },
});
