/**
 * Small roll tools built only from the shared core, for testing the generic components without
 * any game's data: a one-die table roll with a forbidden combination, and an opposed roll.
 */
import {
  D6,
  lookup,
  mapDistribution,
  opposedDistribution,
  rangeEntry,
  tableOdds,
} from '../../src/core/shared/index.js';
import { sumModifiers } from '../../src/core/shared/modifiers.js';
import type { ResultsTable } from '../../src/core/shared/types.js';
import type { RollTool } from '../../src/core/shared/tool.js';

type Cell = 'miss' | 'hit' | 'rout';

export const SHOT_TABLE: ResultsTable<Cell> = {
  id: 'shot',
  title: 'Shot table',
  rule: 'Test rule 1',
  rows: {
    label: 'Modified roll',
    entries: [rangeEntry(null, 3, '≤3'), rangeEntry(4, 6, '4–6'), rangeEntry(7, null, '7+')],
  },
  cells: [['miss'], ['hit'], ['rout']],
  outOfRange: 'clamp',
};

export const shotTool: RollTool<Cell> = {
  id: 'shot',
  title: 'Shot',
  rule: 'Test rule 1',
  summary: 'A test roll.',
  sides: [
    {
      id: 'firer',
      label: 'Firer',
      dice: D6,
      inputs: [
        { kind: 'count', id: 'sm', label: 'Strength', min: -3, max: 3, default: 0, rule: 'T1.1' },
        { kind: 'flag', id: 'cover', label: 'Target in cover', rule: 'T1.2' },
        { kind: 'flag', id: 'close', label: 'Close range', rule: 'T1.3' },
        { kind: 'flag', id: 'interrupt', label: 'Interrupt fire', rule: 'T1.4' },
      ],
      modifiers: [
        { id: 'sm', label: 'Strength', value: 1, per: 'sm', rule: 'T1.1' },
        {
          id: 'cover',
          label: 'Cover',
          value: -1,
          rule: 'T1.2',
          when: { input: 'cover', eq: true },
        },
        {
          id: 'close',
          label: 'Close range',
          value: 4,
          rule: 'T1.3',
          when: { input: 'close', eq: true },
        },
      ],
    },
  ],
  table: SHOT_TABLE,
  checks: [
    {
      when: {
        all: [
          { input: 'close', eq: true },
          { input: 'interrupt', eq: true },
        ],
      },
      message: 'no close range in interrupt fire.',
      rule: 'T1.4',
    },
  ],
  notes: [{ text: 'A test note.', rule: 'T9' }],
  outcomes: [
    { key: 'miss', label: 'Miss' },
    { key: 'hit', label: 'Hit', tone: 'good' },
    { key: 'rout', label: 'Rout', tone: 'good' },
  ],
  resolve(rolls) {
    const r = rolls[0];
    if (!r) throw new RangeError('one roll expected');
    const hit = lookup(SHOT_TABLE, r.clamped);
    const outcome = this.outcomes.find((o) => o.key === hit.cell) ?? {
      key: hit.cell,
      label: hit.cell,
    };
    return { outcome, lookup: hit };
  },
  odds(inputs) {
    const side = this.sides[0];
    if (!side) throw new RangeError('no side');
    const mod = sumModifiers(
      side.modifiers.flatMap((m) => {
        const v = m.per ? m.value * Number(inputs[m.per] ?? 0) : m.value;
        const on = m.when ? inputs[(m.when as { input: string }).input] === true : true;
        return on && v !== 0 ? [{ id: m.id, label: m.label, rule: m.rule, value: v }] : [];
      }),
    );
    const rows = tableOdds(SHOT_TABLE, D6, mod);
    return mapDistribution(rows, (row) => SHOT_TABLE.cells[row]?.[0] ?? 'miss');
  },
};

export const duelTool: RollTool = {
  id: 'duel',
  title: 'Duel',
  rule: 'Test rule 2',
  summary: 'An opposed test roll; ties go to the defender.',
  sides: [
    {
      id: 'a',
      label: 'Attacker',
      dice: D6,
      inputs: [
        { kind: 'count', id: 'a_sm', label: 'Attacker strength', min: -3, max: 3, default: 0 },
      ],
      modifiers: [{ id: 'a_sm', label: 'Strength', value: 1, per: 'a_sm', rule: 'T2.1' }],
    },
    {
      id: 'd',
      label: 'Defender',
      dice: D6,
      inputs: [
        {
          kind: 'choice',
          id: 'ground',
          label: 'Ground',
          default: 'open',
          options: [
            { value: 'open', label: 'Open' },
            { value: 'hill', label: 'Hill' },
          ],
        },
      ],
      modifiers: [
        {
          id: 'hill',
          label: 'Uphill',
          value: 1,
          rule: 'T2.2',
          when: { input: 'ground', eq: 'hill' },
        },
      ],
    },
  ],
  outcomes: [
    { key: 'a', label: 'Attacker wins' },
    { key: 'd', label: 'Defender wins' },
  ],
  resolve(rolls) {
    const [a, d] = rolls;
    if (!a || !d) throw new RangeError('two rolls expected');
    const key = a.total > d.total ? 'a' : 'd';
    return {
      outcome: this.outcomes.find((o) => o.key === key) ?? { key, label: key },
      effects: [`Difference ${a.total - d.total}`],
    };
  },
  odds(inputs) {
    const a = Number(inputs['a_sm'] ?? 0);
    const d = inputs['ground'] === 'hill' ? 1 : 0;
    const diff = opposedDistribution({ dice: D6, modifier: a }, { dice: D6, modifier: d });
    return mapDistribution(diff, (x) => (x > 0 ? 'a' : 'd'));
  },
};
