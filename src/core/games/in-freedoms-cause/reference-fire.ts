/**
 * In Freedom's Cause reference: weapon ranges at both scales, who may fire and how, and the
 * artillery classes with the pieces each names, read from the data.
 */
import type { ReferenceSection } from '../../shared/reference.js';
import { ARTILLERY_CLASSES, ARTILLERY_RULE, weightText } from './artillery.js';
import { inchText, SCALES, scaled } from './movement-data.js';
import { FIRE_LINES, FIRE_RULE, WEAPONS } from './weapons.js';
import { WHO_MAY_FIRE } from './who-may-fire.js';

const [NATIVE, SMALL] = SCALES;

/** Weapon ranges and artillery classes. */
export const FIRE_SECTION: ReferenceSection = {
  id: 'ranges',
  title: 'Weapon ranges and artillery',
  rule: FIRE_RULE,
  tables: [
    {
      caption: 'Maximum range',
      rule: FIRE_RULE,
      columns: ['Weapon', NATIVE.label, SMALL.label],
      rows: WEAPONS.map((w) => [
        w.note ? [w.label, { note: w.note }] : w.label,
        ...(w.range === null
          ? ['Not given', 'Not given']
          : [inchText(w.range), inchText(scaled(w.range, SMALL.id))]),
      ]),
      notes: [
        ['Small arms never fire over friends; artillery only over friends a level lower.'],
        [
          `No fire through a gap between friendly units narrower than ${inchText(FIRE_LINES.gapInches)}.`,
        ],
        [
          `Fire that passes for more than ${FIRE_LINES.coverShare === 1 / 2 ? 'half' : String(FIRE_LINES.coverShare)} its way through soft cover too shallow to block sight (${inchText(FIRE_LINES.coverDepthInches)} deep or less) gives the target soft cover.`,
        ],
        [
          'Figures other than artillery fire at the nearest legal target; skirmishers and artillery need not be taken as the nearest.',
        ],
        ...WHO_MAY_FIRE.map((w) => [w.text]),
      ],
    },
    {
      caption: 'Artillery classes: mobility only; fire depends on smoothbore or rifle',
      rule: ARTILLERY_RULE,
      columns: ['Class', 'Weight', 'Pieces'],
      rows: ARTILLERY_CLASSES.map((c) => [
        c.note ? [c.label, { note: c.note }] : c.label,
        weightText(c),
        c.pieces.map((p) => p.name).join(', '),
      ]),
      notes: [['Each model is a section of two guns; a single-gun section has half the crew.']],
    },
  ],
};
