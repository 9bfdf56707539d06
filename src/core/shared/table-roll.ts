/**
 * The common kind of roll tool: one side rolls its dice, adds its modifiers and reads the total
 * on a single-column results table. Its resolve and odds are the same for every such tool, so
 * they are written here once and a game gives only its data.
 */
import { lookup } from './table.js';
import { netModifier, outcomeOf, rollAt, tableOutcomeOdds } from './tool-support.js';
import type { Outcome, Resolution, RollSide, RollTool } from './tool.js';
import type { Inputs, ResultsTable, RollResult } from './types.js';

/** What a one-side table roll is made of. */
export interface TableRollSpec<C> {
  /** The tool's title, also naming it in the error for a missing roll. */
  readonly title: string;
  /** The rolling side: its dice, clamp, inputs and modifiers. */
  readonly side: RollSide;
  /** The table, one column, read with the side's total. */
  readonly table: ResultsTable<C>;
  /** Every outcome in display order. */
  readonly outcomes: readonly Outcome[];
  /** The outcome key of the cell reached. */
  readonly outcomeKey: (cell: C) => string;
  /** What the cell reached does, in words, under the inputs of the roll. */
  readonly effects: (cell: C, inputs: Inputs) => readonly string[];
}

/** The parts of a roll tool that a one-side table roll fixes. */
export type TableRollParts<C> = Pick<
  RollTool<C>,
  'title' | 'sides' | 'table' | 'outcomes' | 'resolve' | 'odds'
>;

/**
 * The title, side, table, outcomes, `resolve` and `odds` of a tool whose one side reads its
 * total on `spec.table`: resolve looks up the (already clamped) roll; odds enumerate the side's
 * dice with its net modifier and clamp, in outcome order.
 */
export function tableRoll<C>(spec: TableRollSpec<C>): TableRollParts<C> {
  const { title, side, table, outcomes, outcomeKey, effects } = spec;
  return {
    title,
    sides: [side],
    table,
    outcomes,
    resolve(rolls: readonly RollResult[], inputs: Inputs): Resolution<C> {
      const roll = rollAt(rolls, 0, title);
      const hit = lookup(table, roll.clamped);
      return {
        outcome: outcomeOf(outcomes, outcomeKey(hit.cell)),
        lookup: hit,
        effects: effects(hit.cell, inputs),
      };
    },
    odds(inputs: Inputs) {
      const net = netModifier(side, inputs);
      return tableOutcomeOdds(table, side.dice, net, outcomeKey, outcomes, side.clamp);
    },
  };
}
