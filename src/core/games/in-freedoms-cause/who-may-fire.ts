/**
 * In Freedom's Cause: who may fire, and how a unit's figures make up its firings (Fire), in our
 * words with the numbers read from the data: the 45° arc, split fire with a table a firing, no
 * pooling across units, generals never firing, and the Deep Target option players may agree for
 * fire on a target's rear. The fire tool's notes and the reference's fire section read them.
 */
import { FIRE_FIGURES_MAX } from './fire-model.js';
import { FRONT_ARC_DEGREES } from './movement-data.js';
import { FIRE_RULE } from './weapons.js';

/** The lines, each with its place. */
export const WHO_MAY_FIRE: readonly { readonly text: string; readonly rule: string }[] = [
  {
    text: `A unit fires up to ${String(FRONT_ARC_DEGREES)}° either side of its front, at an enemy in sight and range; only the front two ranks fire (a skirmish unit from any edge that sees the target). Guns must be unlimbered. Generals never fire.`,
    rule: FIRE_RULE,
  },
  {
    text: `A unit may split its figures between as many legal targets as it likes, one table for each firing (and no firing of more than ${String(FIRE_FIGURES_MAX)} figures); the figures of two units are never added into one firing.`,
    rule: FIRE_RULE,
  },
  {
    text: 'Deep Target, by agreement: players may agree before play to tick Deep Target for every fire on a target’s rear.',
    rule: FIRE_RULE,
  },
];
