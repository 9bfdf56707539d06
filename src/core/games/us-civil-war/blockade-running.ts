/**
 * The U.S. Civil War: the Blockade Running roll as a roll tool (14.4): one die a Blockade Zone,
 * plus the Blockade Runner Modifiers of its open ports (−1 with none open), read on the current
 * year's column of the Blockade Table the players key in (ruling G3). Rolled in the app or typed
 * from the table's dice, with the chance of each result.
 */
import { diceDistribution, mapDistribution, shiftDistribution } from '../../shared/distribution.js';
import { netModifier, outcomeOf, rollAt } from '../../shared/tool-support.js';
import type { Outcome, Resolution, RollSide, RollTool } from '../../shared/tool.js';
import type { Distribution, Inputs } from '../../shared/types.js';
import { usableBlockadeTable } from './blockade-read.js';
import {
  BLOCKADE_YEARS,
  blockadeCell,
  formatBlockadeResult,
  type BlockadeResult,
  type BlockadeTable,
} from './blockade-table.js';
import {
  BLOCKADE_DIE,
  BLOCKADE_ZONES,
  INFLATION,
  KNOWN_PORT_DRMS,
  NO_OPEN_PORT_DRM,
} from './economy-data.js';

/** A control range for the sum of a zone's open ports' modifiers, not a rule. */
const PORTS_MAX = 12;

const SIDE: RollSide = {
  id: 'confederate',
  label: 'Confederate player',
  dice: BLOCKADE_DIE,
  inputs: [
    {
      kind: 'choice',
      id: 'zone',
      label: 'Blockade Zone',
      rule: '14.4.1',
      options: BLOCKADE_ZONES.map((z) => ({ value: z.id, label: z.name })),
      default: BLOCKADE_ZONES[0].id,
    },
    {
      kind: 'choice',
      id: 'year',
      label: 'Current year (the Blockade Table’s column)',
      rule: '14.4.4',
      options: BLOCKADE_YEARS.map((y) => ({ value: y, label: y })),
      default: BLOCKADE_YEARS[0] ?? '1861',
    },
    {
      kind: 'flag',
      id: 'none',
      label: 'No Blockade Runner Port of the zone is open',
      rule: '14.4.3',
    },
    {
      kind: 'count',
      id: 'ports',
      label: 'Open ports’ Blockade Runner Modifiers added up (the zone’s Blockade marker)',
      rule: '14.4.3',
      min: 0,
      max: PORTS_MAX,
      default: 0,
      showWhen: { not: { input: 'none', eq: true } },
    },
  ],
  modifiers: [
    {
      id: 'ports',
      label: 'Open ports’ Blockade Runner Modifiers',
      value: 1,
      per: 'ports',
      rule: '14.4.3',
      when: { not: { input: 'none', eq: true } },
    },
    {
      id: 'none',
      label: 'No open port in the zone',
      value: NO_OPEN_PORT_DRM,
      rule: '14.4.3',
      when: { input: 'none', eq: true },
    },
  ],
};

/** Outcome key of a result: 'bp-3', 'bp-0-m' with inflation. */
const keyOf = (r: BlockadeResult) => `bp-${r.bp}${r.inflation ? '-m' : ''}`;

const READ: Outcome = {
  key: 'read',
  label: 'Read the BPs on your Blockade Table',
  tone: 'neutral',
};

const labelOf = (r: BlockadeResult) =>
  `${r.bp} BP${r.bp === 1 ? '' : 's'}${r.inflation ? `, Maintenance +${INFLATION}` : ''}`;

/** The column of `year`, if the usable table has one. */
const columnOf = (table: BlockadeTable | null, year: string) => table?.years[year];

/** Every result the usable table prints, in order of BPs (inflation after), then `read`. */
function outcomesOf(table: BlockadeTable | null): Outcome[] {
  const seen = new Map<string, BlockadeResult>();
  for (const column of Object.values(table?.years ?? {}))
    for (let roll = column.from; roll < column.from + column.results.length; roll++) {
      const r = blockadeCell(column, roll);
      seen.set(keyOf(r), r);
    }
  const sorted = [...seen.values()].sort(
    (a, b) => a.bp - b.bp || Number(a.inflation) - Number(b.inflation),
  );
  return [
    ...sorted.map((r): Outcome => ({
      key: keyOf(r),
      label: labelOf(r),
      tone: r.inflation ? 'bad' : r.bp > 0 ? 'good' : 'neutral',
    })),
    READ,
  ];
}

/** The modified roll of `inputs` as a distribution. */
function modifiedRoll(inputs: Inputs): Distribution<number> {
  return shiftDistribution(diceDistribution(BLOCKADE_DIE), netModifier(SIDE, inputs));
}

/** The Blockade Running tool under the players' Blockade Table (null: not entered). */
export function blockadeRunningTool(data: unknown): RollTool {
  const table = usableBlockadeTable(data);
  const outcomes = outcomesOf(table);
  const zoneName = (inputs: Inputs) =>
    BLOCKADE_ZONES.find((z) => z.id === inputs['zone'])?.name ?? BLOCKADE_ZONES[0].name;
  return {
    id: 'blockade-running',
    title: 'Blockade Running',
    rule: '14.4',
    summary:
      'Each Confederate Reinforcement Segment, one die for each Blockade Zone, plus its open ports’ modifiers, read on this year’s column of the Blockade Table.',
    sides: [SIDE],
    outcomes,
    resolve(rolls, inputs): Resolution {
      const total = rollAt(rolls, 0, 'Blockade Running').total;
      const year = String(inputs['year'] ?? '');
      const column = columnOf(table, year);
      const zone = zoneName(inputs);
      if (!column)
        return {
          outcome: READ,
          effects: [
            `${zone}, modified roll ${total}: read the ${year} column of the Blockade Table on your player aid card, or enter the table on its page to have it read here (ruling G3).`,
          ],
        };
      const r = blockadeCell(column, total);
      return {
        outcome: outcomeOf(outcomes, keyOf(r)),
        effects: [
          `${zone}, ${year} column, modified roll ${total}: ${formatBlockadeResult(r)}. The Confederacy gains ${labelOf(r)} this turn.`,
          ...(r.inflation
            ? [
                `Inflation: the Maintenance Cost goes up by ${INFLATION} at once and never comes down.`,
              ]
            : []),
        ],
      };
    },
    odds(inputs) {
      const column = columnOf(table, String(inputs['year'] ?? ''));
      const d = modifiedRoll(inputs);
      return mapDistribution(d, (roll) => (column ? keyOf(blockadeCell(column, roll)) : READ.key));
    },
    notes: [
      {
        text: 'A port is open while the Confederacy controls it and its protecting Coastal Fort, if it has one; Fort Monroe guards Norfolk, Forts St. Philip and Jackson New Orleans.',
        rule: '14.4.2',
      },
      {
        text: `Known modifiers: ${KNOWN_PORT_DRMS.map((p) => `${p.port} +${p.drm}`).join(', ')} (North Atlantic); the rest are printed on the map.`,
        rule: '14.4.3',
      },
      {
        text: 'Brownsville/Matamoros opens only while the Union holds Galveston; Roanoke Island stays open when the Union holds Hatteras Inlet.',
        rule: '14.4.6, 14.4.7',
      },
      {
        text: 'The Blockade Table is on the player aid card: key it in once on its page (ruling G3). The BPs go into the reinforcements count.',
        rule: '14.4.4',
      },
    ],
  };
}
