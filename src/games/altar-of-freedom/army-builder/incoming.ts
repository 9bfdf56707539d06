import type { SavedArmies } from '../../../core/games/altar-of-freedom/index.js';
import { armyName, mergeSavedArmies } from '../../../core/games/altar-of-freedom/army-edit.js';
import type { IncomingOffer } from '../../../components/controllers/user-data-controller.js';

const armies = (n: number) => `${n} arm${n === 1 ? 'y' : 'ies'}`;

/**
 * How armies carried by a link are offered: added to the saved ones (a saved army with the same
 * id is replaced); `settled` runs once the player has answered.
 */
export function incomingArmies(settled: () => void): IncomingOffer<SavedArmies> {
  return {
    what: 'The armies',
    describe: (offered) =>
      `This link carries ${armies(offered.armies.length)}: ${offered.armies.map(armyName).join(', ')}.`,
    use: 'Add to my armies',
    keep: 'Ignore',
    merge: mergeSavedArmies,
    saved: (added) => `Added ${armies(added.armies.length)} from the link.`,
    settled,
  };
}
