/**
 * The U.S. Civil War: the Reinforcement Phase as a calculator (3.1, 14.1–14.5). The Confederate
 * wizard: War Industry, build points from every source, three Blockade rolls read off the player
 * aid card, Maintenance with inflation, winter and the placement split; the Union checklist
 * beside it. It reproduces the rulebook's Turn 2, Turn 5 and winter examples.
 */
import type {
  CalcInput,
  CalcText,
  CalculatorContext,
  CalculatorTool,
} from '../../shared/calculator.js';
import { calcCount, seeAlso, type CalcCountExtras } from '../../shared/calc-builders.js';
import { signed } from '../../shared/signed.js';
import type { Inputs } from '../../shared/types.js';
import { LAST_TURN, winterOf, yearOf } from './calendar.js';
import {
  BLOCKADE_DIE,
  BLOCKADE_ZONES,
  BORDER,
  BORDER_BP_STATES,
  MAINTENANCE_START,
  NO_OPEN_PORT_DRM,
  RESOURCE_BP_TOTAL,
  SALT_LOSS,
  UNION_AREAS,
} from './economy-data.js';
import { BLOCKADE_USER_DATA, formatBlockadeResult } from './blockade-table.js';
import { usableBlockadeTable } from './blockade-read.js';
import {
  arsenalBp,
  build,
  csaLines,
  problems,
  rows,
  tableRead,
  unionLines,
} from './reinforcement-lines.js';
import { SCENARIOS } from './scenarios.js';
import { flagInput, num } from './calc-inputs.js';

/** Control ranges, not rules: wider than any value play reaches. */
const RANGE = { drm: 12, bp: 30, maintenance: MAINTENANCE_START * 10 } as const;

const START = SCENARIOS[0];
const flag = (id: string, label: string, def: boolean, rule?: string) =>
  flagInput(id, label, rule, def);
const count = (
  id: string,
  label: string,
  min: number,
  max: number,
  def: number,
  extras: CalcCountExtras = {},
): CalcInput => calcCount(id, label, label.toLowerCase(), min, max, { default: def, ...extras });

const zoneGroups = BLOCKADE_ZONES.map((z) => ({
  legend: `Blockade: ${z.name}`,
  rule: '14.4',
  inputs: [
    count(
      `${z.id}d`,
      'Zone DRM (its Blockade marker)',
      NO_OPEN_PORT_DRM,
      RANGE.drm,
      START?.blockade[z.id] ?? 0,
      { signed: true },
    ),
    count(`${z.id}r`, 'Die rolled', 1, BLOCKADE_DIE.sides, 1),
    count(`${z.id}b`, 'BPs read on the Blockade Table', 0, RANGE.bp, 0),
    flag(`${z.id}m`, 'The result reads +2M (inflation)', false, '14.4.5'),
  ],
  hints: (inputs: Inputs, context: CalculatorContext): CalcText[][] => {
    const read = tableRead(inputs, z.id, usableBlockadeTable(context.userData));
    return [
      read
        ? [
            `Modified roll ${read.roll}: your `,
            { tool: 'blockade', text: 'Blockade Table' },
            ` reads ${formatBlockadeResult(read)} in ${read.year}, used instead of the BPs typed here. `,
            { rule: '14.4.4' },
          ]
        : [
            `Modified roll ${num(inputs, `${z.id}r`) + num(inputs, `${z.id}d`)}: read it in the ${yearOf(num(inputs, 'turn')).year} column of the Blockade Table on your player aid card (the rulebook does not print it), or enter that table once in `,
            { tool: 'blockade', text: 'Blockade Table' },
            '. ',
            { rule: '14.4.4' },
          ],
    ];
  },
}));

/** The Reinforcement Phase calculator. */
export const reinforcementCalculator: CalculatorTool = {
  id: 'reinforcements',
  title: 'Reinforcements',
  headline: { label: 'New Confederate SPs', unit: { one: 'SP', other: 'SPs' } },
  userData: BLOCKADE_USER_DATA,
  groups: [
    {
      legend: 'The turn',
      rule: '3.1',
      inputs: [
        count('turn', 'Turn', 1, LAST_TURN, 2),
        flag('winter', 'Winter turn', false, '14.1.2'),
        flag('y61', 'The game began in 1861 (S1, or the Campaign from 1861)', true, 'S1.3'),
        flag('adv', 'Advanced Game (naval units)', false, '21'),
      ],
      hints: (inputs) => {
        const turn = num(inputs, 'turn');
        const w = winterOf(turn);
        return [
          [
            `Turn ${turn} is in ${yearOf(turn).year}. `,
            w
              ? `It is a winter turn (${w === 'stated' ? yearOf(turn).place : `inferred, ruling C22`}). `
              : 'Its season is on the Turn Record Track (ruling C22). ',
          ],
        ];
      },
    },
    {
      legend: 'Confederate build points',
      rule: '14.3',
      inputs: [
        count(
          'res',
          'Resource BPs (status marker)',
          0,
          RESOURCE_BP_TOTAL,
          START?.status.resourceBp ?? 0,
        ),
        count('arsdest', 'Arsenals in the Arsenals Destroyed box', 0, LAST_TURN, 0),
        ...BORDER_BP_STATES.map((s) =>
          count(
            s.id,
            `Objective Hexes he controls in ${s.name}`,
            0,
            BORDER.maxPerState / BORDER.perHex,
            0,
            { inline: true },
          ),
        ),
        count(
          'maint',
          'Maintenance (status marker)',
          MAINTENANCE_START,
          RANGE.maintenance,
          MAINTENANCE_START,
        ),
        count('salt', 'Salt hexes the Union holds (optional rule)', 0, SALT_LOSS.length, 0, {
          rule: '22.2',
        }),
      ],
      hintsAfter: 'all',
      hints: (inputs) => [
        [
          `Arsenals on the map and in the Destroyed box always add up to the turn number, this turn's upgrade included: ${arsenalBp(inputs)} BPs. Border-State BPs need no supply path. `,
          { rule: '14.3.3, 14.5' },
        ],
      ],
    },
    ...zoneGroups,
    {
      legend: 'Union: where the SPs can go',
      rule: '14.2',
      inputs: UNION_AREAS.map((a) => flag(a.id, `${a.name}: ${a.where} has a legal hex`, true)),
    },
  ],
  limits: [
    {
      input: 'arsdest',
      atMost: 'turn',
      message: (v, l) => `${v} Arsenals destroyed is more than the turn number, ${l}: using ${l}.`,
    },
  ],
  breakdown: {
    caption: 'Confederate build points by source, Maintenance, the SPs built and the winter cut',
    columns: ['Source', 'Rule', 'This turn'],
  },
  notesTitle: 'Notes and rulings',
  seeAlso: seeAlso('Victory points from the same Resource Hexes: ', 'victory', 'victory'),
  compute(inputs, context) {
    const table = usableBlockadeTable(context.userData);
    const b = build(inputs, table);
    return {
      total: b.placed,
      ...(b.removed > 0 && {
        warning: {
          text: `Winter: he removes ${b.removed} non-isolated SPs from the map, his choice.`,
          rule: '14.1.2',
        },
      }),
      problems: problems(inputs),
      lines: [...csaLines(inputs, b), ...unionLines(inputs)],
      breakdown: {
        rows: rows(inputs, b, table),
        total: { label: 'SPs to place', value: String(b.placed) },
      },
      notes: [
        { text: 'BPs never carry over: those short of a whole SP are lost.', rule: '14.3.1' },
        {
          text: `A zone with no open Blockade Runner Port rolls at ${signed(NO_OPEN_PORT_DRM)}. Maintenance never goes down: a +2M counts this turn and is kept on the marker (${b.maintenance} now).`,
          rule: '14.4.3, 14.4.5',
        },
        { text: 'BPs below Maintenance build nothing outside winter (ruling C19).', rule: '14.3' },
      ],
      rulings: ['C19', 'C20', 'C22'],
    };
  },
};
