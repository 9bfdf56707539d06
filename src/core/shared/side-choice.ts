/**
 * The roster setting that shows both sides of an American Civil War game or one alone
 * (`side=both|union|confederate` in the page's link), written once for every game's roster.
 */
import { optionsOf } from './input-builders.js';
import type { RosterChoice } from './roster.js';

/**
 * The `side` setting of a roster: both sides (the default, labelled `both`), the Union or the
 * Confederacy, drawn as segmented buttons; `invalid` words the notice for a link's unknown value.
 */
export function sideShownChoice(
  label: string,
  both: string,
  invalid: (value: string) => string,
): RosterChoice {
  return {
    key: 'side',
    label,
    control: 'segmented',
    options: optionsOf([
      ['both', both],
      ['union', 'Union'],
      ['confederate', 'Confederate'],
    ]),
    invalid,
  };
}
