/**
 * Altar of Freedom: the movement page as a reference: the Movement Rates table, rough ground and
 * road reserve movement, each at 6 mm and at 15 mm (App. III), and the optional concealed
 * movement markers of App. IV with each scenario's count and a calculator for built armies.
 * Every number is read from the game's data.
 */
import type { ReferenceDoc, ReferenceSection, RichText } from '../../shared/reference.js';
import { armyConcealedMarkers } from './concealed-markers.js';
import { markerText, markersCalculator } from './markers-calculator.js';
import { scaleInfo, scaledInches } from './measure.js';
import {
  CONCEALED_MARKER_NOTES,
  DYNAMIC_TERRAIN_PENALTY_DIE,
  MOVEMENT_RATES,
  RESERVE_CONDITIONS,
  RESERVE_MOVES,
  ROUGH_GROUND_PENALTY_INCHES,
} from './movement.js';
import { loadScenario, scenarioIndex } from './scenarios.js';

const inches = (n: number) => `${n}″`;
const at15 = (n: number) => inches(scaledInches(n, '15mm'));
const SCALES = ['6 mm, 10 mm', '15 mm'] as const;

/** A distance at both scales, or `none` at both. */
const both = (n: number | null, none: string) => (n === null ? [none, none] : [inches(n), at15(n)]);

function rates(): ReferenceSection {
  return {
    id: 'rates',
    title: 'Movement rates',
    rule: 'Movement Rates',
    tables: [
      {
        caption: 'Move per maneuver at 6 mm and at 15 mm',
        captionHidden: true,
        columns: ['Unit', ...SCALES],
        rows: MOVEMENT_RATES.map((r) => [
          [r.label, ...(r.note ? [{ note: r.note }] : []), { rule: r.rule }] as RichText,
          ...both(r.inches, 'never'),
        ]),
        notes: [['Brigades move in any direction and pass through friendly units freely.']],
      },
    ],
  };
}

function roughGround(): ReferenceSection {
  const d = DYNAMIC_TERRAIN_PENALTY_DIE;
  return {
    id: 'rough',
    title: 'Rough ground',
    rule: 'Terrain Penalties',
    tables: [
      {
        caption: 'Rough-ground penalty at 6 mm and at 15 mm',
        captionHidden: true,
        columns: ['Penalty', ...SCALES],
        rows: [
          [
            [
              'Any part of the base meets rough ground: once per turn, however many obstacles',
              { rule: 'Terrain Penalties' },
            ],
            `−${inches(ROUGH_GROUND_PENALTY_INCHES)}`,
            `−${at15(ROUGH_GROUND_PENALTY_INCHES)}`,
          ],
          [
            [
              'Optional: each unit rolls as it enters rough ground',
              { rule: 'App. IV, Dynamic Terrain' },
            ],
            `−D${d}″`,
            `−D${d} × ${scaleInfo('15mm').rangeMultiplier}″`,
          ],
        ],
        notes: [['Each scenario says what counts as rough ground (see its setup sheet).']],
      },
    ],
  };
}

function reserve(): ReferenceSection {
  return {
    id: 'reserve',
    title: 'Road reserve movement',
    rule: 'Reserve Movement',
    paragraphs: [['Only when all of the conditions under the table hold (distances at 6 mm).']],
    tables: [
      {
        caption: 'Reserve move by the general of the column’s chain, at 6 mm and at 15 mm',
        captionHidden: true,
        columns: ['Column under', ...SCALES],
        rows: RESERVE_MOVES.map((m) => [
          [m.label, { rule: m.rule }] as RichText,
          ...both(m.inches, 'not allowed'),
        ]),
        notes: RESERVE_CONDITIONS.map((c) => [c]),
      },
    ],
  };
}

function markers(): ReferenceSection {
  const index = scenarioIndex();
  const scenarios = (index.ok ? index.value.scenarios : []).flatMap((entry) => {
    const r = loadScenario(entry.slug);
    return r.ok ? [r.value] : [];
  });
  return {
    id: 'markers',
    title: 'Concealed movement markers (optional)',
    rule: 'App. IV, Concealed Movement Markers',
    paragraphs: CONCEALED_MARKER_NOTES.map((c) => [c]),
    tables: [
      {
        caption:
          'Markers per army in the starter scenarios (every division of the order of battle, reinforcements and optional ones included)',
        columns: ['Scenario', 'Union', 'Confederate'],
        rows: scenarios.map((s) => [
          s.title,
          ...s.armies.map((a) => markerText(armyConcealedMarkers(a))),
        ]),
      },
    ],
    calculator: markersCalculator,
  };
}

/** The movement page. */
export function movementReference(): ReferenceDoc {
  return {
    intro: [
      [
        `Distances per maneuver in inches. At 15 mm every distance is multiplied by ${scaleInfo('15mm').rangeMultiplier} `,
        { rule: 'App. III, 15mm Scale Conversion; ruling A53' },
        '; 10 mm keeps the 6 mm distances, though larger 10 mm figures may use the 15 mm ones ',
        { rule: 'App. III, 10mm Scale Conversion' },
        '.',
      ],
    ],
    sections: [rates(), roughGround(), reserve(), markers()],
  };
}
