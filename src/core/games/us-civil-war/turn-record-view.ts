/**
 * The U.S. Civil War Turn Record Track page as a roster view: each turn's box with its year, the
 * season, benchmark, leader changes and note you entered, and every fact of the rulebook about the track
 * checked beside it (agrees, contradicts, waiting, or a warning for a fact it only implies).
 */
import type { RosterEntry, RosterSection, RosterView } from '../../shared/roster.js';
import { LAST_TURN, yearOf } from './calendar.js';
import {
  CHECK_STATUS_TEXT,
  counted,
  enteredLegend,
  rosterTable,
  savedPanel,
  warningsOf,
} from './entered-page.js';
import { checkTrack, type TrackStatus } from './turn-record-check.js';
import { SEASONS } from './supply-data.js';
import { turnBox, type TurnRecord } from './turn-record-data.js';
import { changesText } from './turn-record-leaders.js';

const STATUS_TEXT: Readonly<Record<TrackStatus, string>> = {
  ...CHECK_STATUS_TEXT,
  warn: '! differs from what the rulebook implies',
};

function turnRow(turn: number, data: TurnRecord): RosterEntry {
  const box = turnBox(data, turn);
  const entered = Object.keys(box).length > 0;
  const checks = checkTrack(data).filter((c) => c.fact.turn === turn);
  return {
    id: `turn-${turn}`,
    name: `Turn ${turn}`,
    details: [String(yearOf(turn).year)],
    values: [
      {
        label: 'Season',
        text: box.season ? SEASONS[box.season].label : null,
        source: box.season ? 'player' : 'missing',
      },
      {
        label: 'Benchmark',
        text: box.benchmark === undefined ? null : String(box.benchmark),
        source: box.benchmark === undefined ? 'missing' : 'player',
      },
      {
        label: 'Leaders',
        text: box.changes?.length ? changesText(box.changes) : null,
        source: box.changes?.length ? 'player' : 'missing',
      },
      {
        label: 'Note',
        text: box.note ?? null,
        source: box.note ? 'player' : 'missing',
      },
    ],
    notes: checks.map((c) => [
      `${c.fact.expected}: ${STATUS_TEXT[c.status]} `,
      { rule: c.fact.place },
    ]),
    editable: true,
    entered,
    keys: [String(turn)],
  };
}

/** The page under the players' data. */
export function turnRecordView(data: TurnRecord): RosterView {
  const checks = checkTrack(data);
  const fails = checks.filter((c) => c.status === 'fail');
  const n = Object.keys(data.turns).length;
  const sections: RosterSection[] = [
    {
      id: 'track',
      title: 'Turn Record Track',
      rule: '16.2, 19.3.3',
      body: [
        {
          kind: 'table',
          table: rosterTable(
            'Each turn’s box as you entered it, with the rulebook’s facts checked',
            'Turn',
            ['Season', 'Benchmark', 'Leaders', 'Note'],
            Array.from({ length: LAST_TURN }, (_, i) => turnRow(i + 1, data)),
          ),
        },
      ],
    },
  ];
  return {
    legend: enteredLegend(
      'The Turn Record Track is printed on the map, not in the rulebook: each value',
      'your map',
      'ruling G5',
    ),
    hint: [
      'Leaders: under each kind of change (arrivals, promotions, demotions, removals, transfers), type the Generals the box names, separated by commas; anything else the box prints goes in the note. The turn tracker lists them in that turn’s Leader Management Phase.',
    ],
    ...warningsOf(
      'Your track contradicts the rulebook and is not used by the turn tracker',
      fails.map((c) => `${c.fact.expected} (${c.fact.place}).`),
    ),
    sections,
    entered: savedPanel('Your Turn Record Track', n === 0 ? null : counted(n, 'turn'), true),
  };
}
