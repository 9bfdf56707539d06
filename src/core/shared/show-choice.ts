/**
 * The roster setting that shows one part of a roster at a time (`show=<part>` in the page's
 * link): the charts of a game, the families of its cards. Written once for every roster split
 * this way, with the reading of the part shown back from the roster's state.
 */
import type { RosterChoice } from './roster.js';

/** The `show` setting of a roster, and the part it shows. */
export interface PartsShown<P extends string> {
  readonly choice: RosterChoice;
  /** The part the roster's choices show: the first part when `show` names none. */
  shown(choices: Readonly<Record<string, string>>): P;
}

/**
 * The `show` setting over `parts` (`[value, label]` rows, the first the default), drawn as
 * segmented buttons; changing it closes the form. `invalid` words the notice for a link's
 * unknown value.
 */
export function partsShown<P extends string>(
  parts: readonly (readonly [P, string])[],
  invalid: (value: string) => string,
): PartsShown<P> {
  const options = parts.map(([value, label]) => ({ value, label }));
  const first = parts[0]?.[0];
  if (first === undefined) throw new RangeError('A roster shows at least one part.');
  return {
    choice: { key: 'show', label: 'Show', control: 'segmented', options, resets: true, invalid },
    shown: (choices) => parts.find(([value]) => value === choices['show'])?.[0] ?? first,
  };
}
