/**
 * The U.S. Civil War: the stack's side of the Supply Segment roll: its supply state, what spares
 * it attrition, and the attrition modifiers (13.1, 13.2, 17.2.3, 18.1). Every value is read from
 * `supply-data.ts` and `terrain.ts`.
 */
import { choiceInput, countInput, flagInput } from '../../shared/input-builders.js';
import type { RollSide } from '../../shared/tool.js';
import type { Modifier } from '../../shared/types.js';
import { COUNTER_LIMITS } from './charts-data.js';
import { ATTRITION_ENTRY_LIMITS } from './attrition-chart.js';
import {
  ATTRITION_DIE,
  ATTRITION_DRM,
  SEASONS,
  SUPPLY_CARD_RULE,
  SUPPLY_STATES,
} from './supply-data.js';
import { TERRAIN_HEXES } from './terrain.js';

/** The hexes a stack can stand in, as the `terrain` input's values. */
const STANDING = TERRAIN_HEXES.filter((t) => t.mp !== null);
const [FIRST_HEX, ...OTHER_HEXES] = STANDING.map((t) => [t.id, t.name] as const);
if (!FIRST_HEX) throw new Error('No terrain.');

const [FIRST_STATE, ...OTHER_STATES] = Object.entries(SUPPLY_STATES).map(
  ([id, s]) => [id, s.label] as const,
);
/** Each state's test in a line, under the choice. */
const STATE_HELP = Object.values(SUPPLY_STATES)
  .map((s) => `${s.label}: ${s.test}.`)
  .join(' ');
/** A hex's name as a modifier says it ('Woods hex', 'Mountain hex'). */
const hexName = (name: string) => (name.endsWith('hex') ? name : `${name} hex`);
if (!FIRST_STATE) throw new Error('No supply states.');

const [FIRST_SEASON, ...OTHER_SEASONS] = Object.entries(SEASONS).map(
  ([id, s]) => [id, s.label] as const,
);
if (!FIRST_SEASON) throw new Error('No seasons.');

/** The rule of Militia: never Foraging, never attrition (17.2.3). */
export const MILITIA_RULE = '17.2.3';

const seasonModifiers: Modifier[] = Object.entries(SEASONS)
  .filter(([, s]) => s.attrition !== 0)
  .map(([id, s]) => ({
    id: `season-${id}`,
    label: `${s.label} turn`,
    value: s.attrition,
    rule: ATTRITION_DIE.rule,
    when: { input: 'season', eq: id },
  }));

const terrainModifiers: Modifier[] = STANDING.filter((t) => t.attrition !== 0).map((t) => ({
  id: `terrain-${t.id}`,
  label: hexName(t.name),
  value: t.attrition,
  rule: ATTRITION_DIE.rule,
  when: { input: 'terrain', eq: t.id },
}));

/** The stack in its Supply Segment: its state, its exemptions and its attrition modifiers. */
export const SUPPLY_SIDE: RollSide = {
  id: 'stack',
  label: 'The stack',
  dice: { count: ATTRITION_DIE.count, sides: ATTRITION_DIE.sides },
  inputs: [
    choiceInput('state', 'Supply state', [FIRST_STATE, ...OTHER_STATES], '13.1.1', {
      default: 'out',
      help: STATE_HELP,
    }),
    flagInput('card', 'A SUPPLY Special Action card is played for it', SUPPLY_CARD_RULE, {
      showWhen: { input: 'state', eq: 'out' },
    }),
    flagInput('militia', 'Militia only', MILITIA_RULE, { showWhen: { input: 'state', eq: 'out' } }),
    countInput('sps', 'SPs in the stack', 1, ATTRITION_ENTRY_LIMITS.spsMax, '13.2.2', {
      default: 1,
      showWhen: { input: 'state', eq: 'out' },
    }),
    countInput(
      'attack',
      'Commanding General’s Attack Rating',
      0,
      COUNTER_LIMITS.ratingMax,
      '13.2.2',
      {
        help: 'Taken off the roll (ruling G2).',
        showWhen: { input: 'state', eq: 'out' },
      },
    ),
    flagInput('demoralized', 'The SPs are Demoralized', ATTRITION_DRM.demoralized.rule, {
      showWhen: { input: 'state', eq: 'out' },
    }),
    choiceInput('season', 'Season of the turn', [FIRST_SEASON, ...OTHER_SEASONS], '13.2.2', {
      default: 'summer',
      help: 'From the Turn Record Track (ruling C22).',
      showWhen: { input: 'state', eq: 'out' },
    }),
    choiceInput('terrain', 'The stack’s hex', [FIRST_HEX, ...OTHER_HEXES], '13.2.2', {
      showWhen: { input: 'state', eq: 'out' },
    }),
  ],
  modifiers: [
    {
      id: 'attack',
      label: 'Commanding General’s Attack Rating',
      value: ATTRITION_DRM.attackPerPoint.value,
      per: 'attack',
      rule: ATTRITION_DRM.attackPerPoint.rule,
    },
    {
      id: 'demoralized',
      label: 'Demoralized SPs',
      value: ATTRITION_DRM.demoralized.value,
      rule: ATTRITION_DRM.demoralized.rule,
      when: { input: 'demoralized' },
    },
    ...seasonModifiers,
    ...terrainModifiers,
  ],
};
