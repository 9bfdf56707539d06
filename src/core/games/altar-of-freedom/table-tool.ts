/**
 * Altar of Freedom: the four roll tools that read one side's D6 on one of the game's results
 * tables (firing, evasion, general fate, rally). Each tool is titled and cited as its table is,
 * so the title and the rulebook place are written once, in `tables.ts`.
 */
import { tableRoll, type TableRollParts, type TableRollSpec } from '../../shared/table-roll.js';
import type { RollTool } from '../../shared/tool.js';

/** The parts of a table's roll tool: its table's title and rulebook place, and the roll. */
export function tableTool<C>(
  side: TableRollSpec<C>['side'],
  table: TableRollSpec<C>['table'],
  outcomes: TableRollSpec<C>['outcomes'],
  outcomeKey: TableRollSpec<C>['outcomeKey'],
  effects: TableRollSpec<C>['effects'],
): TableRollParts<C> & Pick<RollTool<C>, 'rule'> {
  return {
    rule: table.rule,
    ...tableRoll({ title: table.title, side, table, outcomes, outcomeKey, effects }),
  };
}
