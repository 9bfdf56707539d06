/**
 * The U.S. Civil War: the surrender check of an Isolated Group as a roll tool (13.6). One die
 * plus a General's Defense and the Objective or Resource Hex it holds gives Surrender Points on
 * the Surrender Table; at 3 the group surrenders. The table's rows are read from the players'
 * entry, or, until then, from the rows the rulebook gives (ruling G13).
 */
import { axisFromValues } from '../../shared/axis.js';
import { flagOf, countOf, outcomeOf, rollAt } from '../../shared/tool-support.js';
import type { Outcome, Resolution, RollTool } from '../../shared/tool.js';
import type { Distribution, Inputs, ResultsTable } from '../../shared/types.js';
import { lookup } from '../../shared/table.js';
import { SURRENDER_AT, SURRENDER_DIE, SUPPLY_CARD_RULE } from './supply-data.js';
import { surrenderChartUsable, surrenderPoints, type SurrenderChart } from './surrender-chart.js';
import { modifiedRollOdds } from './roll-odds.js';
import { SURRENDER_SIDE } from './surrender-side.js';

const AT = SURRENDER_AT.points;

/** What a surrender check does to the group. */
export const SURRENDER_OUTCOMES: readonly Outcome[] = [
  { key: 'exempt', label: 'No surrender check', tone: 'good' },
  { key: 'none', label: 'No Surrender Points', tone: 'good' },
  { key: 'points', label: 'Surrender Points, holds out', tone: 'neutral' },
  { key: 'surrenders', label: 'The group surrenders', tone: 'bad' },
  { key: 'unknown', label: 'Read your Surrender Table', tone: 'neutral' },
];

const SURRENDERED =
  'Its SPs and Entrenchments are eliminated, its Forts captured, its Generals and Militia displaced; Naval Units are eliminated and Naval Leaders displaced. A Coastal Fort or an Island takes the new owner’s Control marker at once (13.6.3, 21.2.7).';

/** The highest modified roll: the die's top face and every modifier at its most. */
const maxTotal = (() => {
  const top = SURRENDER_SIDE.modifiers.reduce((sum, m) => {
    if (m.per === undefined) return sum;
    const input = SURRENDER_SIDE.inputs.find((i) => i.id === m.per);
    return sum + m.value * (input?.kind === 'count' ? input.max : 0);
  }, 0);
  const hex = Math.max(
    ...SURRENDER_SIDE.modifiers.filter((m) => m.id.startsWith('hex')).map((m) => m.value),
  );
  return SURRENDER_DIE.count * SURRENDER_DIE.sides + top + hex;
})();

const ROLLS = Array.from({ length: maxTotal }, (_, i) => i + 1);

/** Why the group rolls no check, or null. */
function exemption(inputs: Inputs): string | null {
  if (flagOf(inputs, 'provisions'))
    return 'A Source of Provisions spares it the check (13.6.1); Coastal Forts other than Morgan and St. Philip/Jackson cannot use one while their port is enemy-held (10.3.5).';
  if (flagOf(inputs, 'card'))
    return `The SUPPLY card spares it attrition and surrender for this Action Phase (${SUPPLY_CARD_RULE}).`;
  return null;
}

function keyFor(points: number | null, prior: number): string {
  if (points === null) return 'unknown';
  if (points >= AT || prior + points >= AT) return 'surrenders';
  return points === 0 ? 'none' : 'points';
}

/** The surrender table as the tool reads it: a cell per modified roll ('?' while unknown). */
export function surrenderTable(chart: SurrenderChart | null): ResultsTable<string> {
  return {
    id: 'surrender',
    title: `Surrender Table${surrenderChartUsable(chart) ? ' (yours)' : ' (the rulebook’s rows)'}`,
    rule: '13.6.4',
    rows: axisFromValues('Modified roll', ROLLS),
    cells: ROLLS.map((t) => [String(surrenderPoints(t, chart) ?? '?')]),
    outOfRange: 'clamp',
  };
}

/** The surrender tool under the players' Surrender Table (null: not entered). */
export function surrenderTool(chart: SurrenderChart | null): RollTool<string> {
  const table = surrenderTable(chart);
  return {
    id: 'surrender',
    title: 'Isolation and surrender',
    rule: '13.6',
    summary: `An Isolated Group rolls ${SURRENDER_DIE.count}d${SURRENDER_DIE.sides} for Surrender Points each friendly Supply Segment; at ${AT} it surrenders.`,
    sides: [SURRENDER_SIDE],
    table,
    outcomes: SURRENDER_OUTCOMES,
    resolve(rolls, inputs): Resolution<string> {
      const roll = rollAt(rolls, 0, 'Surrender check');
      const ex = exemption(inputs);
      if (ex) return { outcome: outcomeOf(SURRENDER_OUTCOMES, 'exempt'), effects: [ex] };
      const prior = countOf(inputs, 'points', 0);
      const hit = lookup(table, roll.total);
      const points = surrenderPoints(roll.total, chart);
      const key = keyFor(points, prior);
      const effects =
        points === null
          ? [
              `Modified roll ${roll.total}: the rulebook’s text lost this row; read it on your Surrender Table and add it to the ${prior} the group has, or enter the table to have it read here (ruling G13).`,
            ]
          : key === 'surrenders'
            ? [
                points >= AT
                  ? `A result of ${points}: the group surrenders at once.`
                  : `${points} more Surrender Point${points === 1 ? '' : 's'}: ${prior + points}, so the group surrenders.`,
                SURRENDERED,
              ]
            : [
                `${points} Surrender Point${points === 1 ? '' : 's'}: the group has ${prior + points}; it surrenders at ${AT}.`,
              ];
      return { outcome: outcomeOf(SURRENDER_OUTCOMES, key), lookup: hit, effects };
    },
    odds(inputs): Distribution<string> {
      const ex = exemption(inputs) !== null;
      const prior = countOf(inputs, 'points', 0);
      return modifiedRollOdds(SURRENDER_SIDE, inputs, SURRENDER_OUTCOMES, (t) =>
        ex ? 'exempt' : keyFor(surrenderPoints(t, chart), prior),
      );
    },
    notes: [
      {
        text: 'A unit, Fort or stack is Isolated when it cannot trace an LOC of any length to a Primary Supply Source; Fortress Supply does not spare it. A group is every Isolated stack within a 4-MP LOC of another, and rolls once.',
        rule: '13.6.1, 13.6.2',
      },
      {
        text: 'Points stay on the group. They are cleared in your Supply Segment if one of its units traces an LOC of any length, or if none is next to an enemy Fort, Coastal Fort or SP and it is more than a lone Coastal Fort or Island.',
        rule: '13.6.5',
      },
      {
        text: 'Groups that join keep the points of the one with more SPs, or the higher points if they are the same size; a group that splits gives each part its points (ruling C17).',
        rule: '13.6.5',
      },
      {
        text: 'A Confederate Coastal Fort whose port the Union holds is Isolated and rolls each Confederate Supply Segment; Fort Morgan and Forts St. Philip/Jackson only when they trace no LOC.',
        rule: '10.3.5',
      },
      {
        text: 'Naval Units Low on Coal that cannot reach a friendly port that is not Isolated or is a Source of Provisions roll as their own group, without Naval Leaders’ modifiers.',
        rule: '21.2.7',
      },
      {
        text: surrenderChartUsable(chart)
          ? 'The points are read on your Surrender Table.'
          : 'The rulebook’s text gives only some rows of the Surrender Table: the rest are read once you enter it (ruling G13).',
        rule: '13.6.4',
      },
    ],
  };
}
