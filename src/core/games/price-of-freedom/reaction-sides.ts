/**
 * The Price of Freedom: the two sides of a withdrawal or interception roll (§16.4.2, §16.5.2,
 * §16.6.5). Each player rolls one die, adds his commander's MAM and takes 1 off if his army
 * is spent; an army that moved by sea also takes 1 off. Reactive inputs start with `r_`, the
 * moving army's with `m_`. Data only.
 */
import { flagModifier } from '../../shared/modifier-rows.js';
import { D6 } from '../../shared/index.js';
import type { Modifier } from '../../shared/index.js';
import type { InputDef, RollSide } from '../../shared/tool.js';
import { countInput, flagInput } from '../../shared/input-builders.js';

/**
 * One army's side of the roll, its input ids prefixed `p_`: its commander's MAM and whether it
 * is spent, then any `inputs` and `modifiers` of that side alone.
 */
function armySide(
  p: 'r' | 'm',
  id: string,
  label: string,
  inputs: readonly InputDef[] = [],
  modifiers: readonly Modifier[] = [],
): RollSide {
  return {
    id,
    label,
    dice: D6,
    inputs: [
      countInput(`${p}_mam`, 'Commander’s movement modifier (MAM)', -1, 1, '§2.2.1'),
      flagInput(
        `${p}_spent`,
        'Army is spent (half or more of its corps spent)',
        '§2.2.3; ruling C1',
      ),
      ...inputs,
    ],
    modifiers: [
      {
        id: `${p}_mam`,
        label: 'Commander’s MAM',
        value: 1,
        per: `${p}_mam`,
        rule: '§16.4.2, §16.5.2',
      },
      {
        id: `${p}_spent`,
        label: 'Army spent',
        value: -1,
        rule: '§16.4.2, §16.5.2',
        when: { input: `${p}_spent` },
      },
      ...modifiers,
    ],
  };
}

/** The reacting army (the one trying to withdraw or intercept). */
export const REACTIVE_SIDE: RollSide = armySide('r', 'reactive', 'Reacting army');

/** The moving (active) army. */
export const MOVING_SIDE: RollSide = armySide(
  'm',
  'moving',
  'Moving army',
  [flagInput('m_bySea', 'Moved by sea (Union only)', '§16.6.1, §16.6.5')],
  [flagModifier('m_bySea', 'Moved by sea', -1, '§16.6.5')],
);
