/**
 * The U.S. Civil War: the victory dashboard as a calculator (19.3, S1–S4): both sides' VPs, the
 * End Phase's automatic victory test against the benchmark you read on the Turn Record Track,
 * the 1864 election and, on a scenario's last turn, the final count with its thresholds.
 */
import type { BreakdownRow, CalcText, CalculatorTool } from '../../shared/calculator.js';
import { breakdownRow } from '../../shared/calc-builders.js';
import { signed } from '../../shared/signed.js';
import type { Inputs } from '../../shared/types.js';
import { LAST_TURN } from './calendar.js';
import { BURNED_HEX, RESOURCE_BP_TOTAL } from './economy-data.js';
import type { Scenario, ScenarioId } from './scenario-types.js';
import { CAMPAIGN, lastTurn, SCENARIOS } from './scenarios.js';
import { retakenProblems, victoryCheck, type VictoryCheck } from './victory.js';
import {
  AUTO_MARGIN,
  FADING_GLORY,
  INVASION_VP_PER_HEX,
  KNOWN_BENCHMARKS,
  MISSISSIPPI_VP,
  NATIONAL_PANIC_VP,
  SCENARIO_END_VP,
} from './victory-data.js';
import { countInput as count, flagInput as flag, num } from './calc-inputs.js';

/** Control ranges, not rules. */
const RANGE = { invasion: 60, hexes: 20, points: 30 } as const;

const WINNER = { union: 'Union', csa: 'Confederate' } as const;
const half = (n: number) => (Number.isInteger(n) ? signed(n) : signed(n).replace('.5', '½'));

/** The scenario chosen, its turns and the benchmark used, with what is wrong in the inputs. */
function read(inputs: Inputs) {
  const sc = String(inputs['sc'] ?? '');
  const scenario: ScenarioId = SCENARIOS.some((x) => x.id === sc) ? (sc as ScenarioId) : 's4';
  const turn = num(inputs, 'turn');
  const known = KNOWN_BENCHMARKS.find((b) => b.turn === turn);
  const entered = inputs['bknown'] === true ? num(inputs, 'bench') : null;
  const problems: string[] = [];
  if (known && entered !== null && entered !== known.value)
    problems.push(
      `The rulebook gives Turn ${turn}’s benchmark as ${known.value} (19.3.4), not ${entered}: using ${known.value}. Check your Turn Record Track.`,
    );
  const s = SCENARIOS.find((x) => x.id === scenario);
  if (s && turn > lastTurn(s))
    problems.push(`${s.title} ends on Turn ${lastTurn(s)}; Turn ${turn} is past its end.`);
  problems.push(...retakenProblems(num(inputs, 'rbp'), num(inputs, 'rhex')));
  return { scenario, turn, benchmark: known?.value ?? entered, problems };
}

/**
 * What a short scenario's notes count at its start (S1.2, S2.2), or that they count nothing
 * (S3.2): the players count their own closed points and Border hexes at the end.
 */
export function startCountText(s: Scenario): string {
  const { closedPoints: closed, csaBorderHexes: hexes } = s.startNote;
  const counted = [
    closed === null ? null : `${closed} closed Blockade DRM point${closed === 1 ? '' : 's'}`,
    hexes === null
      ? null
      : `${hexes} Border-State Objective Hex${hexes === 1 ? '' : 'es'} the Confederacy holds`,
  ].filter((x): x is string => x !== null);
  return counted.length === 0
    ? `The rulebook prints no count of closed Blockade DRM points or Confederate-held Border hexes at the ${s.year} start: count your own at the end.`
    : `At the ${s.year} start the rulebook counts ${counted.join(' and ')}; count your own at the end.`;
}

/** The start count of short scenario `id`, as a note (none for the Campaign). */
function startNotes(id: ScenarioId) {
  const s = SCENARIOS.find((x) => x.id === id);
  return s ? [{ text: startCountText(s), rule: s.startNote.place }] : [];
}

function headline(c: VictoryCheck): string {
  if (c.auto?.winner) return `${WINNER[c.auto.winner]} automatic victory`;
  if (c.end) return `${WINNER[c.end.winner]} victory`;
  return 'The game goes on';
}

function rows(inputs: Inputs, c: VictoryCheck): BreakdownRow[] {
  const endRows = c.end !== null && inputs['sc'] !== 's4';
  /** A flag's VPs (Union plus, Confederate minus) while it is set. */
  const flagVp = (id: string, vp: number) => (inputs[id] === true ? signed(vp) : null);
  return [
    breakdownRow(
      'Union: BPs controlled or destroyed',
      '19.3.1',
      '1 a BP',
      signed(num(inputs, 'ubp')),
    ),
    breakdownRow(
      'Union: burned hexes he lost again',
      '19.3.1, 6.4.2',
      `printed less ${BURNED_HEX.recapturedBp} a hex`,
      c.retaken > 0 ? signed(c.retaken) : null,
    ),
    breakdownRow(
      'Union: the Mississippi',
      '19.3.1',
      signed(MISSISSIPPI_VP),
      flagVp('miss', MISSISSIPPI_VP),
    ),
    breakdownRow(
      'Confederate: National Panic',
      '19.3.2',
      signed(-NATIONAL_PANIC_VP),
      flagVp('panic', -NATIONAL_PANIC_VP),
    ),
    breakdownRow(
      'Confederate: Invading the North',
      '19.3.2',
      `${INVASION_VP_PER_HEX} a hex`,
      signed(-c.invasion),
      c.fading
        ? `Fading Glory: −${FADING_GLORY} (ruling C11).`
        : `${INVASION_VP_PER_HEX} a Northern Objective Hex this End Phase.`,
    ),
    breakdownRow(
      'End: closed Blockade DRM points',
      'S1.2',
      '½ each',
      endRows ? half(SCENARIO_END_VP.blockadePoint * num(inputs, 'closed')) : null,
    ),
    breakdownRow(
      'End: Border-State Objective Hexes he holds',
      'S1.2',
      `−${SCENARIO_END_VP.borderHex} each`,
      endRows ? signed(-SCENARIO_END_VP.borderHex * num(inputs, 'bhex')) : null,
    ),
  ];
}

function lines(c: VictoryCheck, benchmark: number | null, scenario: string): CalcText[][] {
  const out: CalcText[][] = [];
  if (benchmark === null)
    out.push([
      { strong: 'Benchmark not entered: ' },
      'read this turn’s benchmark on the Turn Record Track to test automatic victory (ruling G5). ',
      { rule: '19.3.3' },
    ]);
  else if (c.auto)
    out.push([
      { strong: `Benchmark ${benchmark}: ` },
      `the Confederacy wins at once at a net ${c.auto.low} or less, the Union at ${c.auto.high} or more (±${AUTO_MARGIN}); the net is ${signed(c.diff)}, ${signed(c.diff - benchmark)} against the benchmark. `,
      { rule: '19.3.4' },
    ]);
  else
    out.push([
      `Automatic victory is not tested in this scenario (ruling C8). `,
      { rule: '19.3.4' },
    ]);
  if (c.electionCut > 0)
    out.push([
      { strong: 'The 1864 election: ' },
      c.auto?.winner === 'csa'
        ? `with the Union ${c.electionCut} VPs lower the Confederacy wins at once: McClellan is elected.`
        : `the Union ${c.electionCut} VPs lower do not give the Confederacy its victory: Lincoln is re-elected and the VPs come back (ruling C10).`,
      ' ',
      { rule: 'S4.3' },
    ]);
  if (c.end)
    out.push([
      { strong: `Final count: ${half(c.end.net).replace('+', '')} net ` },
      `against ${c.end.threshold} needed: ${WINNER[c.end.winner]} victory${scenario === 's4' ? ' (net of Confederate VPs, ruling C9)' : ''}. `,
      { rule: scenario === 's4' ? CAMPAIGN.place + '.2' : 'S1.2, S2.2, S3.2' },
    ]);
  return out;
}

/** The victory calculator. */
export const victoryCalculator: CalculatorTool = {
  id: 'victory',
  title: 'Victory points',
  headline: { label: 'End Phase', unit: { one: 'VP net', other: 'VPs net' } },
  groups: [
    {
      legend: 'Scenario and turn',
      rule: '19.3',
      inputs: [
        {
          kind: 'choice',
          id: 'sc',
          label: 'Scenario',
          default: 's4',
          display: 'list',
          options: [
            ...SCENARIOS.map((s) => ({
              value: s.id,
              label: `${s.title} (Turns ${String(lastTurn(s) - s.turns + 1)}–${String(lastTurn(s))}, ${s.threshold} to win)`,
              rule: `${s.place}.2`,
            })),
            {
              value: 's4',
              label: `${CAMPAIGN.title} (to Turn ${String(CAMPAIGN.lastTurn)}, ${CAMPAIGN.threshold} to win)`,
              rule: `${CAMPAIGN.place}.2`,
            },
          ],
        },
        count('turn', 'Turn', LAST_TURN, 1),
        flag('bknown', 'I read this turn’s benchmark on the Turn Record Track', '19.3.3'),
        count('bench', 'Benchmark', RESOURCE_BP_TOTAL),
        flag('auto', 'Test automatic victory in a short scenario (ruling C8)', '19.3.4', true),
      ],
    },
    {
      legend: 'Union',
      rule: '19.3.1',
      inputs: [
        count(
          'ubp',
          'BPs controlled or destroyed, Arsenals included (US VP marker), burned hexes the Confederacy retook left out',
          RESOURCE_BP_TOTAL + LAST_TURN,
        ),
        count(
          'rbp',
          'Burned Resource Hexes the Confederacy retook: their printed BPs together',
          RESOURCE_BP_TOTAL,
          0,
          '19.3.1',
        ),
        count('rhex', 'How many such hexes', RANGE.hexes, 0, '6.4.2'),
        flag('miss', 'Union Naval Control runs the whole Mississippi', '19.3.1'),
      ],
    },
    {
      legend: 'Confederate',
      rule: '19.3.2',
      inputs: [
        flag('panic', 'National Panic: he has occupied Washington, D.C.', '19.3.2'),
        count('invb', 'Invading the North VPs before this End Phase', RANGE.invasion),
        count(
          'nhex',
          'Objective Hexes he controls in Northern states now (Maryland is Northern, ruling C24)',
          RANGE.hexes,
        ),
        flag('nmark', 'He has a Control marker in a Northern state'),
        flag('bhold', 'He controls an Objective or Resource Hex in a Border State'),
      ],
    },
    {
      legend: 'End of a short scenario',
      rule: 'S1.2, S2.2, S3.2',
      inputs: [
        count('closed', 'Blockade DRM points whose port is closed', RANGE.points),
        count('bhex', 'Border-State Objective Hexes the Confederacy controls', RANGE.hexes),
      ],
    },
  ],
  breakdown: {
    caption: 'Each side’s victory points and the end-of-scenario points',
    columns: ['Source', 'Rule', 'Net'],
  },
  notesTitle: 'Notes and rulings',
  seeAlso: ['Where the BPs come from: ', { tool: 'reinforcements', text: 'reinforcements' }, '.'],
  compute(inputs) {
    const r = read(inputs);
    const c = victoryCheck({
      scenario: r.scenario,
      turn: r.turn,
      unionBp: num(inputs, 'ubp'),
      retaken: { printed: num(inputs, 'rbp'), hexes: num(inputs, 'rhex') },
      mississippi: inputs['miss'] === true,
      nationalPanic: inputs['panic'] === true,
      invasionBefore: num(inputs, 'invb'),
      northHexes: num(inputs, 'nhex'),
      northMarker: inputs['nmark'] === true,
      borderHold: inputs['bhold'] === true,
      benchmark: r.benchmark,
      autoInShort: inputs['auto'] === true,
      closedPoints: num(inputs, 'closed'),
      csaBorderHexes: num(inputs, 'bhex'),
    });
    return {
      total: c.diff,
      headline: { text: headline(c), unit: `${signed(c.diff)} VPs net` },
      problems: r.problems,
      lines: lines(c, r.benchmark, r.scenario),
      breakdown: {
        rows: rows(inputs, c),
        total: { label: 'Union less Confederate', value: signed(c.diff) },
      },
      notes: [
        {
          text: `Burned Resource Hexes keep counting for the Union after the Confederacy retakes them, less the ${BURNED_HEX.recapturedBp} BP each gives him back (Charleston, SC, 3 BPs, counts 2); Kentucky and Missouri Objective Hexes give the Union nothing.`,
          rule: '19.3.1, 6.4.2',
        },
        ...startNotes(r.scenario),
        {
          text: 'Invading the North VPs stay when the Union retakes the hex; Fading Glory takes one a turn while he holds nothing in the North or the Border States.',
          rule: '19.3.2',
        },
      ],
      rulings: ['C8', 'C9', 'C10', 'C11', 'C21', 'C24', 'G5'],
    };
  },
};
