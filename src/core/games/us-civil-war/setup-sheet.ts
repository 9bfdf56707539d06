/**
 * The U.S. Civil War's setup sheets (S1–S4) as a `SetupSheetDescriptor`: for each scenario, and
 * the Campaign Game from each of the three starts, everything the rulebook prints: turns, cards,
 * skipped phases, Border States, the Status Track and Blockade markers, errata, removed and
 * unassigned generals, the 1861 special rules and the victory conditions. The units' places are
 * on the At Start cards (ruling G6): the sheet shows those the players keyed in, checked.
 */
import type {
  SetupSheetDescriptor,
  SetupSheetDoc,
  SheetSection,
} from '../../shared/setup-sheet.js';
import { rule, strong, type SheetText } from '../../shared/sheet-text.js';
import { rulingsById, rulingsSheetSection } from '../../shared/sheet-rulings.js';
import { BLOCKADE_ZONES } from './economy-data.js';
import { META } from './meta.js';
import { RULINGS } from './rulings.js';
import { START_1861_RULES } from './scenario-rules.js';
import type { BorderHolder, Scenario, StatusMarkers } from './scenario-types.js';
import { CAMPAIGN, firstTurn, lastTurn, SCENARIOS } from './scenarios.js';
import { PLACEMENTS_USER_DATA, type Placements } from './setup-placements-data.js';
import { placementsSection } from './setup-sheet-placements.js';
import { AUTO_MARGIN, SCENARIO_END_VP } from './victory-data.js';
import { keysOf } from '../../shared/keys-of.js';

const HOLDER: Record<BorderHolder, string> = {
  union: 'Union',
  csa: 'Confederate',
  neutral: 'Neutral',
};
const STATES = { wv: 'West Virginia', ky: 'Kentucky', mo: 'Missouri' } as const;
const STATUS: Record<keyof StatusMarkers, string> = {
  arsenals: 'Arsenals',
  maintenance: 'Maintenance',
  resourceBp: 'Resource BPs',
  unionVp: 'Union VPs',
  unionIronclads: 'Union Ironclads',
  csaTraining: 'Confederate Training',
  unionTraining: 'Union Training',
};

/** A sheet's choice: a scenario alone, or the Campaign Game from its start. */
interface Start {
  readonly value: string;
  readonly label: string;
  readonly scenario: Scenario;
  readonly campaign: boolean;
}

const STARTS: readonly Start[] = [
  ...SCENARIOS.map((s) => ({ value: s.id, label: s.title, scenario: s, campaign: false })),
  ...SCENARIOS.map((s) => ({
    value: `s4-${s.year}`,
    label: `${CAMPAIGN.title}, from ${s.year}`,
    scenario: s,
    campaign: true,
  })),
];

const ends = (s: Scenario) =>
  s.ends === 'victory-check' ? 'in its Victory Check Phase' : 'once its End Phase is done';

function startSection(st: Start): SheetSection {
  const s = st.scenario;
  const last = st.campaign ? CAMPAIGN.lastTurn : lastTurn(s);
  const rows: { term: string; value: SheetText }[] = [
    {
      term: 'Turns',
      value: [
        `${firstTurn(s)} to ${last}, ending on Turn ${last} ${st.campaign ? 'in its Victory Check Phase' : ends(s)} `,
        rule(st.campaign ? 'S4.1' : `${s.place}.1`),
      ],
    },
    { term: 'First player', value: ['The winner of the Initiative roll'] },
    { term: 'Special Action Cards', value: [`${s.cards} each, drawn at random`] },
    {
      term: 'First turn',
      value: [
        'Starts with the Action Cycle: no Reinforcement, Strategic Movement or Leader Management Phase',
      ],
    },
    {
      term: 'Border States',
      value: keysOf(STATES).flatMap((k, i) => [
        ...(i ? [{ br: true } as const] : []),
        `${STATES[k]}: ${HOLDER[s.border[k]]}`,
      ]),
    },
  ];
  if (s.arsenalsDestroyed !== null)
    rows.push({
      term: 'Arsenals destroyed',
      value: [s.arsenalsDestroyed ? String(s.arsenalsDestroyed) : 'None'],
    });
  if (s.removedGenerals.length)
    rows.push({ term: 'Union generals removed', value: [s.removedGenerals.join(', ')] });
  if (s.unassigned.length)
    rows.push({
      term: 'Unassigned Box',
      value: [
        s.unassigned
          .map((u) => `${u.general} (${u.side === 'union' ? 'Union' : 'Confederate'})`)
          .join(', '),
        ' ',
        rule('16.5.2'),
      ],
    });
  return {
    id: 'start-h',
    title: ['Start ', rule(`${s.place}.1`)],
    content: [{ kind: 'facts', rows }],
  };
}

function markersSection(s: Scenario): SheetSection {
  const status = keysOf(STATUS).map((k) => ({
    head: [STATUS[k]],
    cells: [['Status Track'], { text: [String(s.status[k])], look: 'num space' as const }],
  }));
  const blockade = BLOCKADE_ZONES.map((z) => ({
    head: [`Blockade, ${z.name}`],
    cells: [['Status Track'], { text: [String(s.blockade[z.id])], look: 'num space' as const }],
  }));
  return {
    id: 'markers-h',
    title: ['Markers ', rule(`${s.place}.1`)],
    content: [
      {
        kind: 'table',
        look: ['markers'],
        caption: 'Each marker, its track and its starting space',
        columns: [{ text: 'Marker' }, { text: 'Track' }, { text: 'Space', look: 'num' }],
        rows: [...status, ...blockade],
        checklist: 'Placed',
      },
    ],
  };
}

function setupSection(st: Start): SheetSection {
  const s = st.scenario;
  const items: SheetText[] = s.errata.map((e) => [`${e.text} `, rule(e.place)]);
  return {
    id: 'setup-h',
    title: ['Errata and special rules'],
    content: [
      ...(items.length ? [{ kind: 'list', look: 'objectives', items } as const] : []),
      ...(s.year === 1861
        ? [
            {
              kind: 'sub',
              title: 'Special rules of an 1861 start (S1.3)',
              content: [
                { kind: 'list', look: 'objectives', items: START_1861_RULES.map((r) => [r.text]) },
              ],
            } as const,
          ]
        : []),
    ],
  };
}

function victorySection(st: Start): SheetSection {
  const s = st.scenario;
  const text: SheetText = st.campaign
    ? [
        `Automatic victory in any End Phase at ${AUTO_MARGIN} VPs net from the turn’s benchmark; otherwise the Union wins with ${CAMPAIGN.threshold} VPs net at the end (ruling C9). On Turn ${CAMPAIGN.election.turn} the election takes ${CAMPAIGN.election.cut} Union VPs off for the Confederate test (ruling C10). `,
        rule('19.3, S4.2, S4.3'),
      ]
    : [
        strong(`The Union needs ${s.threshold} VPs net at the end. `),
        `Add ${String(SCENARIO_END_VP.blockadePoint).replace('0.5', '½')} VP per Blockade DRM point whose port is closed; the Confederacy scores ${SCENARIO_END_VP.borderHex} per Border-State Objective Hex it controls. Automatic victory is tested too (ruling C8). `,
        rule(`${s.place}.2`),
      ];
  return { id: 'victory-h', title: ['Victory'], content: [{ kind: 'paragraph', text }] };
}

/** The sheet of start `st`, with the players' placements `data`. */
function sheetOf(st: Start, data: Placements): SetupSheetDoc {
  const rulings = st.campaign
    ? [...new Set([...st.scenario.rulings, ...CAMPAIGN.rulings])]
    : st.scenario.rulings;
  const setup = setupSection(st);
  return {
    masthead: {
      kicker: [`${META.title} · Setup sheet`],
      title: st.label,
      subtitle: [
        st.campaign ? `The ${st.scenario.title} setup with the Campaign’s victory. ` : '',
        rule(st.campaign ? 'S4' : st.scenario.place),
      ],
    },
    page: { topLeft: `${META.title} · Setup`, topRight: st.label },
    blocks: [
      { pair: [startSection(st), markersSection(st.scenario)] },
      placementsSection(st.scenario, data),
      ...(setup.content.length ? [setup] : []),
      victorySection(st),
      rulingsSheetSection(rulingsById(RULINGS, rulings)),
    ],
  };
}

/** The setup sheet tool. */
export const SETUP_SHEET_TOOL: SetupSheetDescriptor<Placements> = {
  kind: 'setup-sheet',
  choices: [
    {
      kind: 'select',
      key: 'scenario',
      label: 'Scenario',
      options: STARTS.map((s) => ({ value: s.value, label: s.label })),
      fallback: 's2',
      notice: (text) => `No scenario “${text}”: showing the 1862 Scenario.`,
    },
    { kind: 'paper' },
  ],
  entered: PLACEMENTS_USER_DATA,
  unreadable: 'The scenario could not be read.',
  sheet(values, entered) {
    const st = STARTS.find((s) => s.value === values['scenario']);
    return st ? sheetOf(st, entered ?? PLACEMENTS_USER_DATA.empty()) : null;
  },
};
