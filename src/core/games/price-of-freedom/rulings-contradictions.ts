/**
 * The Price of Freedom: the eight contradictions of the rulebook text (spec §8) and the
 * default the app applies, the specification's suggestion in each case. Data only.
 */
import type { Ruling } from '../../shared/ruling.js';
import { rulingsFromRows } from '../../shared/ruling-rows.js';

/** Contradictions C1-C8 (spec §8, "Contradictions and inconsistencies"). */
export const CONTRADICTION_RULINGS: readonly Ruling[] = rulingsFromRows([
  [
    'C1',
    'Spent armies: most rules say half or more of the corps spent; the march attrition rule says the allowance drops when a majority is spent.',
    'Half or more is the spent test everywhere (battle, the allowance at the start of a move, attrition, withdrawal, interception). During a move only march attrition can cut the allowance: when it turns fresh corps spent and a majority of the army is then spent, the remaining allowance drops by 1, once in the move and not if the army started spent. Picking up or dropping off corps never changes it. The march planner lets the players use half or more as that trigger instead.',
    ['§2.2.1', '§2.2.3', '§16.2.2', '§16.3.3', '§17.3.3', '§19.1'],
  ],
  [
    'C2',
    'A Union garrison on the losing side is “automatically eliminated” in one rule and returned to the force pool in another.',
    'A garrison killed by losses beyond the engaged Union corps is gone for good; one that merely survives a Union defeat returns to the force pool.',
    ['§17.2.5', '§17.4.3', '§17.4.4', '§17.5.3'],
  ],
  [
    'C3',
    'The garrison +1: one rule gives it to Union armies defending against Confederate attacks; the battle rules and the modifier table set no such limit.',
    'A Union army defending against a Confederate attack always gets it. For a Union attacker the battle calculator asks, and counts it only if the players choose the reading without a limit; by default it does not.',
    ['§7.1.3', '§17.2.5', '§17.3.3'],
  ],
  [
    'C4',
    'The campaign attrition example turns a roll of 4 into 2: the CAVALRY RAID and the spent corps it mentions. But Gordonsville is a Confederate region, so the Union army also takes the −1 for a non-home region, which gives 1.',
    'Apply every modifier of the table (the result is 1); the outcome, one loss, is the same.',
    ['§19.1'],
  ],
  [
    'C5',
    'The battle rules send the reader to 8.0 for the Emancipation, which is set-up.',
    'Read it as §6.0, the Emancipation Proclamation.',
    ['§6.0', '§17.3.6'],
  ],
  [
    'C6',
    'The withdrawal example calls Lee’s army spent after entering the Shenandoah (2 of its 4 corps spent, half); the march example calls it spent only at Harpers Ferry, once a majority is.',
    'Both hold under C1. By the half-or-more test the army is spent from the pick-up at Gordonsville, but the pick-up does not change its allowance; the allowance drops by 1 at Harpers Ferry, where march attrition turns I and II spent. March attrition comes before any withdrawal (§16.3.1), so for Burnside’s roll at Harpers Ferry Lee’s army is spent (−1) on either reading.',
    ['§16.2.4', '§16.3.3', '§16.4'],
  ],
  [
    'C7',
    'A C-IN-C card deploys “any number” of commanders in the rules, but the designer speaks of forming up to three new armies.',
    'Follow the rules text (no limit); the card text, which may cap it, is not in the rulebook.',
    ['§7.3.1', '§11.2', '§21.0'],
  ],
  [
    'C8',
    'The list of dice uses leaves out withdrawal and interception, though both rules roll dice.',
    'Both are rolled: one die per player per attempt.',
    ['§2.5', '§16.4.2', '§16.5.2'],
  ],
]);
