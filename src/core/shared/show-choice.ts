/**
 * The roster setting that shows one part of a roster at a time (`show=<part>` in the page's
 * link): the charts of a game, the families of its cards, the parts of a model. Written once for
 * every roster split this way.
 */
import type { RosterChoice, RosterOption } from './roster.js';

/**
 * The `show` setting: one part of the roster, the first of `options` by default, drawn as
 * segmented buttons; changing it closes the form. `invalid` words the notice for a link's
 * unknown value.
 */
export function partShownChoice(
  options: readonly RosterOption[],
  invalid: (value: string) => string,
): RosterChoice {
  return { key: 'show', label: 'Show', control: 'segmented', options, resets: true, invalid };
}
