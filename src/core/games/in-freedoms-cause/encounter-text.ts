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
import { forceBrigadiers } from './encounter-brigades.js';

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
  if (u.held === true) parts.push('held off the table');
  return parts.join(', ');
}

const list = (ns: readonly number[]) =>
  ns
    .map(String)
    .join(ns.length === 2 ? ' and ' : ', ')
    .replace(/, (\d+)$/, ' and $1');

/**
 * The brigades an encounter brings or joins, and its brigadiers: 'with its brigadier'; 'joining
 * brigade 1, and with a new brigadier (brigade 2)'; empty for pickets (ruling A32).
 */
export function brigadesText(e: EncounterBody): string {
  const numbers = forceBrigadiers(e.units);
  const leaders = e.brigadiers ?? [];
  if (e.kind !== 'reinforcements') {
    if (leaders.length === 0) return '';
    return leaders.length === 1
      ? 'with its brigadier'
      : `in ${String(leaders.length)} brigades, each with its brigadier`;
  }
  const parts: string[] = [];
  const joining = numbers.filter((b) => !leaders.includes(b));
  if (joining.length > 0)
    parts.push(`joining brigade${joining.length === 1 ? '' : 's'} ${list(joining)}`);
  if (leaders.length > 0)
    parts.push(`with a new brigadier (brigade${leaders.length === 1 ? '' : 's'} ${list(leaders)})`);
  const held = e.units.filter((u) => u.held === true).length;
  if (held > 0) parts.push(`${String(held)} held off the table, their brigade being broken`);
  return parts.join(', and ');
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
  const brigades = brigadesText(e);
  return `${labelOf(ENCOUNTER_KINDS, e.kind)}: ${count}${brigades ? ` ${brigades}` : ''}, ${whereText(e)}; ${orders}.`;
}

/** The units listed in order, by brigade when there are several. */
export function unitsText(e: EncounterBody): string {
  const brigades = forceBrigadiers(e.units);
  if (brigades.length <= 1)
    return e.units.map((u, i) => `${String(i + 1)}. ${unitText(u)}`).join('; ');
  return brigades
    .map((b) => {
      const own = e.units.filter((u) => u.brigade === b);
      return `Brigade ${String(b)}: ${own.map((u) => unitText(u)).join('; ')}`;
    })
    .join('. ');
}

/** The whole encounter in one line. */
export function encounterText(e: EncounterBody): string {
  return e.units.length === 0 ? encounterHeadline(e) : `${encounterHeadline(e)} ${unitsText(e)}.`;
}
