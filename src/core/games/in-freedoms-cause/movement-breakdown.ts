/**
 * In Freedom's Cause: the movement calculator's breakdown: each step of a unit's move as the
 * rulebook prints it and as it applies here, read from the game's data.
 */
import type { BreakdownRow } from '../../shared/calculator.js';
import {
  CHARGE_BONUS,
  factorText,
  FORMATION_CHANGE,
  inchText,
  MOVE_RULE,
  MOVING_FIRE,
  SCALE_RULE,
  SCALES,
  type ScaleId,
} from './movement-data.js';
import type { MoveResult } from './movement.js';
import { GROUNDS, OBSTACLE_INCHES, ROAD_FACTOR, TERRAIN_RULE } from './terrain.js';

const signedInches = (n: number) => (n < 0 ? `−${inchText(-n)}` : `+${inchText(n)}`);

/** The breakdown rows: each step of the move, and whether it applies. */
export function moveBreakdown(
  r: MoveResult,
  scale: ScaleId,
  changes: number,
  obstacles: number,
): BreakdownRow[] {
  const scaleFactor = SCALES.find((s) => s.id === scale)?.factor ?? 1;
  const ground = GROUNDS.filter((g) => g.factor !== 1);
  return [
    {
      label: r.base?.label ?? 'No base move',
      rule: MOVE_RULE,
      printed: r.base ? inchText(r.base.inches) : '—',
      here: r.base ? inchText(r.base.inches) : null,
    },
    {
      label: 'Charge bonus',
      rule: 'Charges and Melee; ruling C5',
      printed: `+${inchText(CHARGE_BONUS.foot)} on foot, +${inchText(CHARGE_BONUS.mounted)} mounted`,
      here: r.chargeBonus === null ? null : signedInches(r.chargeBonus),
    },
    {
      label: 'Moving fire',
      rule: MOVING_FIRE.rule,
      printed: `${factorText(MOVING_FIRE.share)} move, or ${MOVING_FIRE.changes} change instead`,
      here: r.movingFireCut === null ? null : signedInches(-r.movingFireCut),
    },
    {
      label: `Formation changes (${changes})`,
      rule: `${FORMATION_CHANGE.rule}; ruling A4`,
      printed: `${factorText(FORMATION_CHANGE.share)} base move each`,
      here: r.changesInches > 0 ? signedInches(-r.changesInches) : null,
    },
    {
      label: `Linear obstacles crossed (${obstacles})`,
      rule: TERRAIN_RULE,
      printed: `−${inchText(OBSTACLE_INCHES)} each`,
      here: r.obstacleInches > 0 ? signedInches(-r.obstacleInches) : null,
    },
    {
      label: 'Rough ground',
      rule: TERRAIN_RULE,
      printed: ground.map((g) => `${factorText(g.factor)} ${g.label.toLowerCase()}`).join(', '),
      here: !r.roadApplies && r.factor !== 1 ? factorText(r.factor) : null,
    },
    {
      label: 'Along a road',
      rule: TERRAIN_RULE,
      printed: `${factorText(ROAD_FACTOR)}, march column or limbered`,
      here: r.roadApplies ? factorText(ROAD_FACTOR) : null,
    },
    {
      label: 'Small scale',
      rule: SCALE_RULE,
      printed: `${factorText(SCALES[1].factor)} at ${SCALES[1].name}`,
      here: scaleFactor === 1 ? null : factorText(scaleFactor),
    },
  ];
}
