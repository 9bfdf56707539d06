/**
 * The U.S. Civil War: the rulebook's box of important SP numbers (Examples of Play, "Important
 * SP Numbers"), each number with what it limits. Data only; a number some other rule also needs is read from its own file.
 */
import { SPS_WITHOUT_GENERAL } from './action-points.js';
import { ENTRENCH_BY_MOVE } from './forts.js';
import { COMMAND_LIMIT, ENEMY_RIVER } from './movement-data.js';

/** One number of SPs and what it means, with its rules. */
export interface SpNumber {
  readonly sps: number;
  readonly meaning: string;
  readonly rule: string;
}

export const SP_NUMBERS: readonly SpNumber[] = [
  {
    sps: ENEMY_RIVER.maxSp,
    meaning:
      'Most that may cross a Navigable River under enemy Naval Control; the most a Cavalry General carries, and a Confederate Amphibious Assault or Naval Transport.',
    rule: '5.8.3, 7.3, 20.3, 20.5.2',
  },
  {
    sps: ENTRENCH_BY_MOVE.sps,
    meaning: 'Fewest that may entrench or place a Control marker while moving.',
    rule: '10.1.2, 6.2.1',
  },
  {
    sps: SPS_WITHOUT_GENERAL,
    meaning:
      'Most for a 1-star General, for a Union Amphibious Assault or Naval Transport, and for a move without a General.',
    rule: '7.3, 20.3, 20.5.2, 5.10',
  },
  { sps: COMMAND_LIMIT[2], meaning: 'Most for a 2-star General.', rule: '7.3' },
  { sps: COMMAND_LIMIT[3], meaning: 'Most for a 3- or 4-star General.', rule: '7.3' },
];
