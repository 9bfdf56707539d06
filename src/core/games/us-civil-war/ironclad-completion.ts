/**
 * The U.S. Civil War: the Confederate Ironclad completion roll of the End Phase (21.10.3,
 * Advanced Game): with any Ironclad under construction, one die at the target or more completes
 * one of them, the Confederate player's choice.
 */
import { tableRoll } from '../../shared/table-roll.js';
import type { RollSide, RollTool } from '../../shared/tool.js';
import { CSA_NSP, IRONCLAD_COMPLETION } from './naval-data.js';
import { targetOutcomes, targetTable, type TargetCell } from './naval-threshold.js';

const { dice, target, rule } = IRONCLAD_COMPLETION;

/** The outcomes: an Ironclad is completed, or none is. */
export const IRONCLAD_COMPLETION_OUTCOMES = targetOutcomes(
  'An Ironclad is completed',
  'No Ironclad is completed',
);

const SIDE: RollSide = {
  id: 'confederate',
  label: 'Confederate player',
  dice,
  inputs: [],
  modifiers: [],
};

const ROLLED = tableRoll<TargetCell>({
  title: 'Ironclad completion',
  side: SIDE,
  table: targetTable(
    'ironclad-completion',
    `Ironclad completion: ${dice.count}d${dice.sides}`,
    rule,
    target,
  ),
  outcomes: IRONCLAD_COMPLETION_OUTCOMES,
  outcomeKey: (cell) => cell,
  effects: (cell) =>
    cell === 'succeeds'
      ? [
          `Flip one Ironclad under construction, his choice, to its completed side: ${CSA_NSP.ironclad} NSPs. It moves along Navigable Waterways, never to sea.`,
        ]
      : [`Every Ironclad stays under construction: ${target} or more was needed.`],
});

/** The Ironclad completion tool (21.10.3). */
export const ironcladCompletionTool: RollTool<TargetCell> = {
  id: 'ironclad-completion',
  rule: '21.10.3',
  summary: `In the End Phase, ${dice.count}d${dice.sides} at ${target} or more completes one Confederate Ironclad under construction.`,
  ...ROLLED,
  notes: [
    {
      text: 'Roll only while an Ironclad is under construction; one roll completes at most one. An End Phase step of the Advanced Game only (ruling C26).',
      rule: '3.5, 21.10.3',
    },
    {
      text: 'A damaged Ironclad flips back to under construction and must be completed again.',
      rule: '21.6.6',
    },
    {
      text: 'Going up-river a completed Ironclad may pass at most one Port per activation; down-river and along Tidal Paths it has no such limit.',
      rule: '21.10.3',
    },
  ],
};
