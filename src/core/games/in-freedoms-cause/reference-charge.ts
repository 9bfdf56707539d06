/**
 * In Freedom's Cause reference: the charge sequence as a section: who may charge, the eight
 * steps as entries, and what follows a melee.
 */
import type { ReferenceSection } from '../../shared/reference.js';
import { CHARGE_CONDITIONS, CHARGE_STEPS, MELEE_AFTER } from './charge.js';
import { CHARGE_RULE } from './charge-data.js';

/** Who may charge. */
export const CHARGE_WHO_SECTION: ReferenceSection = {
  id: 'charge-who',
  title: 'Who may charge',
  rule: CHARGE_RULE,
  paragraphs: CHARGE_CONDITIONS,
};

/** The charge sequence, step by step, and continuing melees. */
export const CHARGE_SECTION: ReferenceSection = {
  id: 'charge',
  title: 'The charge sequence',
  rule: CHARGE_RULE,
  paragraphs: [
    [
      `The charger is not moved until step ${CHARGE_STEPS.findIndex((s) => s.id === 'melee') + 1}. Each check is a morale roll on the companion app’s Morale screen, under the name shown.`,
    ],
  ],
  entries: CHARGE_STEPS,
};

/** After the melee. */
export const MELEE_SECTION: ReferenceSection = {
  id: 'melee-after',
  title: 'Continuing melee',
  rule: CHARGE_RULE,
  paragraphs: MELEE_AFTER,
};
