/**
 * The Price of Freedom: the rulebook's worked examples as inputs and dice a player can open in
 * the roll tools, with the answers the rulebook gives. Data only.
 */
import type { RollExample, RollToolDescriptor } from '../../shared/game-module.js';
import type { RollTool } from '../../shared/tool.js';

/**
 * A worked example (a tool's inputs, the dice rolled, one array per side, and the answer in the
 * app's words), named, with the roll tool it opens and the outcome the rulebook reaches.
 */
export interface ToolExample extends RollExample {
  readonly id: string;
  /** The roll tool it opens. */
  readonly tool: string;
  /** The outcome key the rulebook reaches. */
  readonly outcome: string;
}

/**
 * The §17.3 battle example: Turn 6, Sherman attacks Hood at Knoxville with 4 corps (3 spent)
 * against 2 spent. Union cards: WILDERNESS +1, BICKERING GENERALS −1, BLUNDERING FOOL −1;
 * Confederate cards: BLUNDERING FOOL +1, SURPRISE +1; Hood's DDRM −1. Sherman's ADRM is not
 * listed, so 0 is entered. Dice 5 and 2: scores 10 and 04, the Union wins and inflicts 1 loss.
 */
export const BATTLE_EXAMPLE: ToolExample = {
  id: 'knoxville',
  tool: 'battle',
  title: 'Sherman attacks Hood at Knoxville (Turn 6)',
  rule: '§17.3.1-17.3.5 examples',
  inputs: {
    attacker: 'usa',
    turn: 6,
    region: 'other',
    home: 'csa',
    a_corps: 4,
    a_command: 'theater',
    a_spent: 3,
    a_cmdr: 0,
    a_cards: -1,
    d_corps: 2,
    d_spent: 2,
    d_cmdr: -1,
    d_cards: 2,
  },
  dice: [[5], [2]],
  outcome: 'attacker-wins',
  answer:
    'Union net −2: 5 becomes 3, score 10 on the 4-corps column. Confederate net +2: 2 becomes 4, score 04 on the 2-corps column. The Union wins; the Confederates lose 1 corps, the Union none.',
};

/** §16.4 example: Burnside (MAM 0, fresh) fails to withdraw from Lee (MAM +1, spent): 2 against 4. */
export const WITHDRAWAL_EXAMPLE: ToolExample = {
  id: 'burnside-harpers-ferry',
  tool: 'withdrawal',
  title: 'Burnside tries to withdraw from Harpers Ferry',
  rule: '§16.4 example',
  inputs: { r_mam: 0, r_spent: false, m_mam: 1, m_spent: true },
  dice: [[2], [4]],
  outcome: 'fails',
  answer: 'Union 2 + 0 = 2 against Confederate 4 + 1 − 1 = 4: Burnside fails and fights at −1.',
};

/** §16.5 example: McClellan (MAM −1, fresh) intercepts Lee (MAM +1, spent): 4 against 3. */
export const INTERCEPTION_EXAMPLE: ToolExample = {
  id: 'mcclellan-harpers-ferry',
  tool: 'interception',
  title: 'McClellan intercepts Lee at Harpers Ferry',
  rule: '§16.5 example',
  inputs: { r_mam: -1, r_spent: false, m_mam: 1, m_spent: true },
  dice: [[5], [3]],
  outcome: 'intercepts',
  answer:
    'Union 5 − 1 = 4 against Confederate 3 + 1 − 1 = 3: the interception succeeds; the Union chooses to defend.',
};

/** §16.3 example, Harpers Ferry: 1 spent corps subject, force march, roll 4 → 3: no loss. */
export const MARCH_ATTRITION_HARPERS_FERRY: ToolExample = {
  id: 'lee-harpers-ferry',
  tool: 'march-attrition',
  title: 'Lee’s march: entering Harpers Ferry',
  rule: '§16.3 example',
  inputs: { spentSubject: 1, forceMarch: true },
  dice: [[4]],
  outcome: 'no-loss',
  answer: '4 − 1 = 3, above the 1 spent corps subject: no loss.',
};

/** §16.3 example, Baltimore: 4 spent corps subject, force march, roll 2 → 1: one loss. */
export const MARCH_ATTRITION_BALTIMORE: ToolExample = {
  id: 'lee-baltimore',
  tool: 'march-attrition',
  title: 'Lee’s march: entering Baltimore',
  rule: '§16.3 example',
  inputs: { spentSubject: 4, forceMarch: true },
  dice: [[2]],
  outcome: 'loss',
  answer: '2 − 1 = 1, not above the 4 spent corps subject: one corps is lost.',
};

/**
 * §19.1 example: the 6-corps Army of the Potomac in Gordonsville, in supply, 4 corps spent,
 * under CAVALRY RAID. Roll 4: the modifiers give 1 (the text says 2, ruling C4); below 6, so
 * one corps is lost either way.
 */
export const CAMPAIGN_ATTRITION_EXAMPLE: ToolExample = {
  id: 'potomac-gordonsville',
  tool: 'campaign-attrition',
  title: 'Army of the Potomac in Gordonsville',
  rule: '§19.1 example',
  inputs: { side: 'usa', corps: 6, spent: 4, location: 'other', nonHome: true, cavalryRaid: true },
  dice: [[4]],
  outcome: 'loss',
  answer:
    'Non-home −1, CAVALRY RAID −1, half spent −1: 4 becomes 1 (the text says 2), lower than 6: one corps lost for good.',
};

/** Every worked example that opens in a roll tool. */
export const TOOL_EXAMPLES: readonly ToolExample[] = [
  BATTLE_EXAMPLE,
  WITHDRAWAL_EXAMPLE,
  INTERCEPTION_EXAMPLE,
  MARCH_ATTRITION_HARPERS_FERRY,
  MARCH_ATTRITION_BALTIMORE,
  CAMPAIGN_ATTRITION_EXAMPLE,
];

/** A roll tool's descriptor with the rulebook's worked examples for it. */
export const withExamples = (
  tool: RollTool,
  extra: Partial<RollToolDescriptor> = {},
): RollToolDescriptor => ({
  kind: 'roll',
  tool,
  examples: TOOL_EXAMPLES.filter((e) => e.tool === tool.id),
  ...extra,
});
