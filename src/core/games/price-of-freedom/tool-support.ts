/**
 * The Price of Freedom: the roll tools' helpers, shared by every game (see the shared core).
 */
export {
  choiceOf,
  countOf,
  flagOf,
  inOutcomeOrder,
  netModifier,
  outcomeOf,
  rollAt,
} from '../../shared/tool-support.js';
export { visibleInputs } from '../../shared/tool-inputs.js';
