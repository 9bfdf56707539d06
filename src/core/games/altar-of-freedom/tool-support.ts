/**
 * Altar of Freedom: the roll tools' helpers, shared by every game (see the shared core).
 */
export {
  choiceOf,
  inOutcomeOrder,
  netModifier,
  opposedD6,
  outcomeOf,
  rollAt,
  tableOutcomeOdds,
} from '../../shared/tool-support.js';
