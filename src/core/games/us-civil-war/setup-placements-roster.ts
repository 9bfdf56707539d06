/**
 * The U.S. Civil War setup placements page as a roster tool: for each At Start card (1861, 1862,
 * 1863), the players key in each side's units, Generals and markers and where they start (ruling
 * G6). Saved on the device, exported, imported and shared; each card checked against what the
 * rulebook says about its setup, pass or fail beside the entries; the setup sheet shows them.
 */
import { parseWith } from '../../shared/parse-with.js';
import type {
  RosterDescriptor,
  RosterEntry,
  RosterSave,
  RosterState,
  RosterTexts,
  RosterValues,
  RosterView,
} from '../../shared/roster.js';
import { playerEntryTexts } from '../../shared/roster.js';
import * as page from './entered-page.js';
import { SCENARIOS } from './scenarios.js';
import type { Scenario } from './scenario-types.js';
import { SIDES, type Side } from './sides.js';
import {
  PLACEMENT_KINDS,
  PLACEMENT_LIMITS,
  PLACEMENTS_USER_DATA,
  PlacementsSchema,
  placementProblems,
  placementsOf,
  type Placement,
  type PlacementKind,
  type Placements,
} from './setup-placements-data.js';
import { checkPlacements } from './setup-placements-facts.js';
import { keysOf } from '../../shared/keys-of.js';

type State = RosterState<Placements>;
const SIDE_IDS = keysOf(SIDES);

/** What a card is called: '1861 At Start card'. */
export const cardName = (s: Scenario): string => `${s.year} At Start card`;

const DEFAULT = SCENARIOS[0] as Scenario;
const scenarioOf = (state: State): Scenario =>
  SCENARIOS.find((s) => s.id === state.choices['scenario']) ?? DEFAULT;

/** An entry id read back: a placement's index, or a new one for a side. */
function target(id: string): { index: number } | { side: Side } | null {
  const n = /^p-(\d+)$/.exec(id);
  if (n) return { index: Number(n[1]) };
  const side = SIDE_IDS.find((s) => id === `new-${s}`);
  return side ? { side } : null;
}

/** A value the player typed, or a plain dash where the placement has none. */
const typed = (label: string, text: string | undefined) =>
  text ? { label, text, source: 'player' as const } : { label, text: '—' };

function row(p: Placement, index: number): RosterEntry {
  return {
    id: `p-${index}`,
    name: p.where,
    values: [
      typed('Kind', PLACEMENT_KINDS[p.kind]),
      typed('Unit, General or marker', p.name),
      typed('Strength', p.strength === undefined ? undefined : String(p.strength)),
    ],
    editable: true,
    entered: true,
    keys: [p.where, p.name ?? ''],
  };
}

const newRow = (side: Side): RosterEntry => ({
  id: `new-${side}`,
  name: `A new ${SIDES[side]} placement`,
  placeholder: true,
  values: ['Kind', 'Unit, General or marker', 'Strength'].map((label) => ({
    label,
    text: null,
    source: 'missing' as const,
  })),
  editable: true,
});

function view(state: State): RosterView {
  const s = scenarioOf(state);
  const ps = placementsOf(state.data, s);
  const checks = checkPlacements(s, ps);
  const total = Object.values(state.data.cards).reduce((n, c) => n + c.length, 0);
  return {
    title: `${cardName(s)} (${s.place})`,
    legend: page.enteredLegend(
      'Where each unit starts is not in the rulebook: each placement',
      `your ${cardName(s)}`,
      'Add one line for each stack, General or marker; the setup sheet shows them (ruling G6).',
    ),
    ...page.failsWarning(
      `Your ${cardName(s)} contradicts the rulebook`,
      checks.filter((c) => c.status === 'fail').map((c) => `${c.id} (${c.place})`),
      'placements',
    ),
    sections: [
      ...SIDE_IDS.map((side) => {
        const mine = ps.flatMap((p, i) => (p.side === side ? [row(p, i)] : []));
        return {
          id: `placed-${side}`,
          title: `${SIDES[side]} placements`,
          count: mine.length,
          rule: s.place,
          body: [
            {
              kind: 'table' as const,
              table: page.rosterTable(
                `${SIDES[side]} placements on the ${cardName(s)}`,
                'Where',
                ['Kind', 'Unit, General or marker', 'Strength'],
                [...mine, newRow(side)],
              ),
            },
          ],
        };
      }),
      page.checksSection(
        {
          id: 'placement-checks',
          caption: 'Each fact of the rulebook about this setup and your placements',
          yours: 'placements',
          after: 'A fact waits until you enter the space it names.',
        },
        checks,
      ),
    ],
    entered: page.savedPanel(
      'Your placements',
      total ? page.counted(total, 'placement') : null,
      true,
    ),
  };
}

const str = (values: RosterValues, k: string): string => String(values[k] ?? '').trim();

/** The placement the form's values make for `side`. */
function fromValues(side: Side, values: RosterValues): Placement {
  const name = str(values, 'name');
  const strength = str(values, 'strength');
  return {
    side,
    kind: (Object.keys(PLACEMENT_KINDS).find((k) => k === str(values, 'kind')) ??
      'marker') as PlacementKind,
    where: str(values, 'where'),
    ...(name ? { name } : {}),
    ...(strength ? { strength: Number(strength) } : {}),
  };
}

/** The form's fields a problem of `placementProblems` concerns. */
const FIELD_OF: readonly [RegExp, string][] = [
  [/where/, 'where'],
  [/Name|fortification/, 'name'],
  [/SPs|NSPs|Strength/, 'strength'],
];

function save(state: State, id: string, values: RosterValues): RosterSave<Placements> {
  const s = scenarioOf(state);
  const t = target(id);
  const list = [...placementsOf(state.data, s)];
  const old = t && 'index' in t ? list[t.index] : undefined;
  const side = t === null ? null : 'side' in t ? t.side : (old?.side ?? null);
  if (side === null) return { ok: false, errors: ['There is no such placement.'], invalid: [] };
  if (!str(values, 'kind'))
    return {
      ok: false,
      errors: ['Choose what it is: SPs, a General, a marker…'],
      invalid: ['kind'],
    };
  const p = fromValues(side, values);
  const problems = placementProblems(p);
  if (problems.length)
    return {
      ok: false,
      errors: problems,
      invalid: FIELD_OF.filter(([re]) => problems.some((m) => re.test(m))).map(([, f]) => f),
    };
  if (t && 'index' in t) list[t.index] = p;
  else list.push(p);
  const shape = parseWith(PlacementsSchema, { cards: { ...state.data.cards, [s.id]: list } });
  if (!shape.ok) return { ok: false, errors: shape.issues.map((i) => i.message), invalid: [] };
  const fails = checkPlacements(s, list).filter((c) => c.status === 'fail');
  const said = `Saved on the ${cardName(s)}: ${SIDES[side]} at ${p.where}.`;
  return {
    ok: true,
    data: shape.value,
    message: fails.length
      ? `${said} Your card now contradicts the rulebook (${fails.map((c) => `${c.id}, ${c.place}`).join('; ')}).`
      : said,
  };
}

/** The usual words, with each row's buttons saying what they do to one placement. */
function texts(): RosterTexts<Placements> {
  const t = playerEntryTexts<Placements>({
    noun: 'placements',
    what: 'setup placements',
    item: { one: 'placement', other: 'placements' },
    count: (data) => Object.values(data.cards).reduce((n, c) => n + c.length, 0),
  });
  return {
    ...t,
    missing: { text: 'not entered', action: 'add' },
    edit: { ...t.edit, enter: 'Add', edit: 'Edit', clear: 'Remove this placement' },
  };
}

/** The setup placements roster. */
export const SETUP_PLACEMENTS_ROSTER: RosterDescriptor<Placements> = {
  kind: 'roster',
  userData: PLACEMENTS_USER_DATA,
  choices: [
    {
      key: 'scenario',
      label: 'At Start card',
      control: 'select',
      options: SCENARIOS.map((s) => ({ value: s.id, label: `${s.year} (${s.title})` })),
      always: true,
      resets: true,
      invalid: (v) => `There is no card “${v}”; showing the ${cardName(DEFAULT)}.`,
    },
  ],
  texts: texts(),
  view,
  form(state, id) {
    const t = target(id);
    const s = scenarioOf(state);
    const old = t && 'index' in t ? placementsOf(state.data, s)[t.index] : undefined;
    const side = t === null ? null : 'side' in t ? t.side : old?.side;
    if (!side) return null;
    return {
      isNew: old === undefined,
      note: [`${SIDES[side]}, as printed on your ${cardName(s)}. `, { rule: s.place }],
      fields: [
        {
          kind: 'text',
          key: 'where',
          label: 'Where (hex, place or box)',
          max: PLACEMENT_LIMITS.textMax,
        },
        {
          kind: 'select',
          key: 'kind',
          label: 'Kind',
          empty: 'Choose',
          options: Object.entries(PLACEMENT_KINDS).map(([value, label]) => ({ value, label })),
        },
        {
          kind: 'text',
          key: 'name',
          label: 'Unit, General or marker',
          max: PLACEMENT_LIMITS.textMax,
        },
        {
          kind: 'number',
          key: 'strength',
          label: 'Strength (SPs or NSPs)',
          min: 1,
          max: PLACEMENT_LIMITS.strengthMax,
        },
      ],
      values: {
        where: old?.where ?? '',
        kind: old?.kind ?? '',
        name: old?.name ?? '',
        strength: old?.strength === undefined ? '' : String(old.strength),
      },
    };
  },
  save,
  clear(state, id) {
    const t = target(id);
    const s = scenarioOf(state);
    const list = placementsOf(state.data, s);
    if (!t || !('index' in t) || !list[t.index]) return { data: state.data, message: '' };
    const gone = list[t.index];
    const rest = list.filter((_, i) => i !== t.index);
    const others = Object.entries(state.data.cards).filter(([k]) => k !== s.id);
    const cards = Object.fromEntries(rest.length ? [...others, [s.id, rest]] : others);
    return {
      data: { cards },
      message: `Removed from the ${cardName(s)}: ${gone ? `${SIDES[gone.side]} at ${gone.where}` : ''}.`,
    };
  },
};
