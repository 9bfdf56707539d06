/**
 * The U.S. Civil War Turn Record Track page as a roster tool: the players key in each turn's
 * season, benchmark and leader line from their map (ruling G5); the data is saved on the device,
 * exported, imported and shared, checked against every fact the rulebook gives, and read by the
 * turn tracker while it agrees with them.
 */
import { parseWith } from '../../shared/parse-with.js';
import type { RosterDescriptor, RosterSave, RosterValues } from '../../shared/roster.js';
import { playerEntryTexts } from '../../shared/roster.js';
import { LAST_TURN } from './calendar.js';
import { trackFailures } from './turn-record-check.js';
import {
  SEASONS,
  TRACK_LIMITS,
  turnBox,
  TURN_RECORD_USER_DATA,
  TurnRecordSchema,
  type TurnRecord,
} from './turn-record-data.js';
import { turnRecordView } from './turn-record-view.js';

const str = (values: RosterValues, k: string) => String(values[k] ?? '').trim();

/** The turn an entry id names, or null. */
function turnOf(id: string): number | null {
  const m = /^turn-(\d+)$/.exec(id);
  const n = m ? Number(m[1]) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= LAST_TURN ? n : null;
}

function save(
  state: { readonly data: TurnRecord },
  id: string,
  values: RosterValues,
): RosterSave<TurnRecord> {
  const turn = turnOf(id);
  if (turn === null) return { ok: false, errors: ['There is no such turn.'], invalid: [] };
  const season = str(values, 'season');
  const bench = str(values, 'benchmark');
  const leaders = str(values, 'leaders');
  const box = {
    ...(season ? { season } : {}),
    ...(bench ? { benchmark: Number(bench) } : {}),
    ...(leaders ? { leaders } : {}),
  };
  const rest = Object.fromEntries(
    Object.entries(state.data.turns).filter(([k]) => k !== String(turn)),
  );
  const shape = parseWith(TurnRecordSchema, {
    turns: Object.keys(box).length ? { ...rest, [String(turn)]: box } : rest,
  });
  if (!shape.ok)
    return {
      ok: false,
      errors: shape.issues.map((i) => i.message),
      invalid: ['season', 'benchmark', 'leaders'],
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
export const TURN_RECORD_ROSTER: RosterDescriptor<TurnRecord> = {
  kind: 'roster',
  userData: TURN_RECORD_USER_DATA,
  choices: [],
  texts: playerEntryTexts({
    noun: 'entries',
    what: 'track entries',
    item: { one: 'turn', other: 'turns' },
    count: (data) => Object.keys(data.turns).length,
  }),
  view: (state) => turnRecordView(state.data),
  form(state, id) {
    const turn = turnOf(id);
    if (turn === null) return null;
    const box = turnBox(state.data, turn);
    return {
      note: [`Turn ${turn} as printed on your map’s Turn Record Track.`],
      fields: [
        {
          kind: 'select',
          key: 'season',
          label: 'Season',
          empty: 'Not entered',
          options: Object.entries(SEASONS).map(([value, label]) => ({ value, label })),
        },
        {
          kind: 'number',
          key: 'benchmark',
          label: 'Benchmark',
          min: 0,
          max: TRACK_LIMITS.benchmarkMax,
        },
        { kind: 'text', key: 'leaders', label: 'Leaders', max: TRACK_LIMITS.leadersMax },
      ],
      values: {
        season: box.season ?? '',
        benchmark: box.benchmark === undefined ? '' : String(box.benchmark),
        leaders: box.leaders ?? '',
      },
    };
  },
  save,
  clear(state, id) {
    const turn = turnOf(id);
    if (turn === null) return { data: state.data, message: '' };
    const turns = Object.fromEntries(
      Object.entries(state.data.turns).filter(([k]) => k !== String(turn)),
    );
    return { data: { turns }, message: `Cleared Turn ${turn}.` };
  },
};
