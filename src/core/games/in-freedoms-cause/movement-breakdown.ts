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
      note: 'on foot / mounted',
      printed: `+${inchText(CHARGE_BONUS.foot)} / +${inchText(CHARGE_BONUS.mounted)}`,
      here: r.chargeBonus === null ? null : signedInches(r.chargeBonus),
    },
    {
      label: 'Moving fire',
      rule: MOVING_FIRE.rule,
      note: `or ${MOVING_FIRE.changes} formation change instead of moving`,
      printed: factorText(MOVING_FIRE.share),
      here: r.movingFireCut === null ? null : signedInches(-r.movingFireCut),
    },
    {
      label: `Formation changes (${changes})`,
      rule: `${FORMATION_CHANGE.rule}; ruling A4`,
      note: `${factorText(FORMATION_CHANGE.share)} the base move each`,
      printed: `−${inchText(r.changeCost)} each`,
      here: r.changesInches > 0 ? signedInches(-r.changesInches) : null,
    },
    {
      label: `Linear obstacles crossed (${obstacles})`,
      rule: TERRAIN_RULE,
      printed: `−${inchText(OBSTACLE_INCHES)} each`,
      here: r.obstacleInches > 0 ? signedInches(-r.obstacleInches) : null,
    },
    {
      label: ground.map((g) => g.label).join(' / '),
      rule: TERRAIN_RULE,
      printed: ground.map((g) => factorText(g.factor)).join(' / '),
      here: !r.roadApplies && r.factor !== 1 ? factorText(r.factor) : null,
    },
    {
      label: 'Along a road',
      rule: TERRAIN_RULE,
      note: 'march columns and limbered guns',
      printed: factorText(ROAD_FACTOR),
      here: r.roadApplies ? factorText(ROAD_FACTOR) : null,
    },
    {
      label: SCALES[1].name,
      rule: SCALE_RULE,
      printed: factorText(SCALES[1].factor),
      here: scaleFactor === 1 ? null : factorText(scaleFactor),
    },
  ];
}
