/**
 * In Freedom's Cause: an encounter in words for the log, the status line and the initiative log,
 * built from the rulebook's vocabulary (kind, size class, troop type, quality, formation, orders,
 * where). Our phrasing, not the official app's messages.
 */
import { inchText } from './movement-data.js';
import {
  DIRECTIONS,
  ENCOUNTER_KINDS,
  ENEMY_SIZES,
  ENEMY_TYPES,
  LINE_LABELS,
  ORDERS,
  THIRDS,
  formationText,
  labelOf,
  qualityText,
} from './encounter-vocab.js';
import type { EncounterBody, EnemyUnit } from './encounter-types.js';

/** A unit in words: 'Large infantry, Average, line, front line'; 'Artillery, battery, …'. */
export function unitText(u: EnemyUnit): string {
  const type = labelOf(ENEMY_TYPES, u.type);
  const size = labelOf(ENEMY_SIZES, u.size);
  const parts = [
    u.type === 'artillery' ? `${type}, ${size.toLowerCase()}` : `${size} ${type.toLowerCase()}`,
    qualityText(u.quality),
    formationText(u.formation).toLowerCase(),
  ];
  if (u.line) parts.push(LINE_LABELS[u.line]);
  return parts.join(', ');
}

/** Where an encounter is: '7″ to your left front (halve the distance in woods)', 'left third'. */
export function whereText(e: EncounterBody): string {
  if (e.kind === 'pickets')
    return e.distance === null || e.direction === null
      ? 'where the game master places them'
      : `${inchText(e.distance)} to your ${labelOf(DIRECTIONS, e.direction)}, beyond your front line (concealing terrain counts double)`;
  if (!e.third)
    return e.kind === 'reinforcements'
      ? 'entering where the game master chooses'
      : 'centred on a third of the enemy edge the game master chooses';
  const third = labelOf(THIRDS, e.third);
  return e.kind === 'reinforcements'
    ? `entering in the ${third}`
    : `centred on the ${third} of the enemy edge`;
}

/** The encounter's headline: 'Enemy main force: 6 units, centred on the left third; Defend orders'. */
export function encounterHeadline(e: EncounterBody): string {
  const n = e.units.length;
  const count = `${String(n)} unit${n === 1 ? '' : 's'}`;
  const orders = `${labelOf(ORDERS, e.orders)} orders${e.entrenched ? ', entrenched' : ''}`;
  return `${labelOf(ENCOUNTER_KINDS, e.kind)}: ${count}, ${whereText(e)}; ${orders}.`;
}

/** The units listed in order, by brigade when there are several. */
export function unitsText(e: EncounterBody): string {
  const brigades = Math.max(0, ...e.units.map((u) => u.brigade));
  if (brigades <= 1) return e.units.map((u, i) => `${String(i + 1)}. ${unitText(u)}`).join('; ');
  const out: string[] = [];
  for (let b = 1; b <= brigades; b++) {
    const own = e.units.filter((u) => u.brigade === b);
    out.push(`Brigade ${String(b)}: ${own.map((u) => unitText(u)).join('; ')}`);
  }
  return out.join('. ');
}

/** The whole encounter in one line. */
export function encounterText(e: EncounterBody): string {
  return e.units.length === 0 ? encounterHeadline(e) : `${encounterHeadline(e)} ${unitsText(e)}.`;
}
