/**
 * In Freedom's Cause, Haversack's open model of the official app's two melee tables: from the
 * settings the Melee tab takes (each side's quality and figures, the defender's terrain and the
 * situation), the ATTACKER table (the attacker's roll, casualties on the defender) and the
 * DEFENDER table (the defender's roll, casualties on the attacker). The rulebook's own rule is
 * kept: mounted cavalry against a square get no charging benefit. Numbers are the model's.
 */
import { qualityId } from './model-defaults.js';
import { paramById, paramValue, type ParamValues } from './model-params.js';
import { qualityById } from './quality.js';
import {
  casualtyTable,
  type CasualtyTable,
  type Expectation,
  type ModelFactor,
} from './table-model.js';

/** Where melee is described. */
export const MELEE_RULE = 'Charges and Melee';

/** The most figures a side may enter: the model's bound (all figures of every unit fight). */
export const MELEE_FIGURES_MAX = 150;

/** The defender's terrain, as the model classes it; Open is the app's default. */
export type MeleeTerrain = 'open' | 'soft' | 'hard' | 'fort';

/** The settings of one melee round. */
export interface MeleeSettings {
  readonly attQuality: string;
  readonly defQuality: string;
  readonly attFigures: number;
  readonly defFigures: number;
  readonly terrain: MeleeTerrain;
  readonly charging: boolean;
  /** The attacker includes mounted cavalry. */
  readonly mounted: boolean;
  /** The defender is in square. */
  readonly square: boolean;
  readonly flank: boolean;
  readonly attDisordered: boolean;
  readonly defDisordered: boolean;
  readonly attSkirmish: boolean;
  readonly defSkirmish: boolean;
}

/** One side's table and how it was reached. */
export interface MeleeSide {
  readonly expectation: Expectation;
  readonly table: CasualtyTable;
}

/** Both tables, and whether the charging benefit was dropped against a square. */
export interface MeleeTables {
  readonly attacker: MeleeSide;
  readonly defender: MeleeSide;
  readonly chargeIgnored: boolean;
}

const clampFigures = (n: number) => Math.max(0, Math.min(MELEE_FIGURES_MAX, Math.trunc(n)));

/** The two melee tables for `s` under the player's parameters `values`. */
export function meleeTables(s: MeleeSettings, values: ParamValues): MeleeTables {
  const f = (id: string, label?: string): ModelFactor => ({
    label: label ?? paramById(id)?.label ?? id,
    percent: paramValue(values, id),
  });
  const attQ = qualityById(s.attQuality);
  const defQ = qualityById(s.defQuality);
  const chargeIgnored = s.charging && s.mounted && s.square;
  const att: ModelFactor[] = [f('melee-rate'), f(qualityId(attQ.id), `${attQ.label} attacker`)];
  if (s.charging && !chargeIgnored) att.push(f('melee-charging'));
  if (s.terrain !== 'open') att.push(f(`terrain-${s.terrain}`));
  if (s.mounted && !s.square && s.terrain === 'open') att.push(f('melee-mounted'));
  if (s.mounted && s.square) att.push(f('melee-square-hit'));
  if (s.flank && !s.square) att.push(f('melee-flank'));
  if (s.attDisordered) att.push(f('melee-disordered', 'Attacker disordered'));
  if (s.attSkirmish) att.push(f('melee-skirmish', 'Attacker in skirmish order'));
  const def: ModelFactor[] = [f('melee-rate'), f(qualityId(defQ.id), `${defQ.label} defender`)];
  if (s.mounted && s.square) def.push(f('melee-square-def'));
  if (s.defDisordered) def.push(f('melee-disordered', 'Defender disordered'));
  if (s.defSkirmish) def.push(f('melee-skirmish', 'Defender in skirmish order'));
  const attFigures = clampFigures(s.attFigures);
  const defFigures = clampFigures(s.defFigures);
  const side = (figures: number, factors: ModelFactor[], cap: number): MeleeSide => {
    const expectation = { figures, factors };
    return { expectation, table: casualtyTable(expectation, cap) };
  };
  return {
    attacker: side(attFigures, att, defFigures),
    defender: side(defFigures, def, attFigures),
    chargeIgnored,
  };
}
