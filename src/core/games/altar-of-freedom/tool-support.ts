/**
 * Altar of Freedom: the roll tools' helpers, shared by every game (see the shared core).
 */
export {
  choiceOf,
  inOutcomeOrder,
  netModifier,
  outcomeOf,
  rollAt,
  tableOutcomeOdds,
} from '../../shared/tool-support.js';
