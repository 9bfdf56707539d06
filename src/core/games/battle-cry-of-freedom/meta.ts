/**
 * Battle Cry of Freedom: the game's identity and its tools, each with its kind. Small on purpose: the
 * catalogue ships it in the first page's JavaScript.
 */
import type { GameMeta } from '../../shared/game-module.js';

export const META = {
  slug: 'battle-cry-of-freedom',
  title: 'Battle Cry of Freedom',
  publisher: 'Decision Games, 2002',
  kind: 'Two-player card game, no dice',
  summary: 'Command point track, combat value ledger, turn stepper and victory monitor.',
  tools: [
    {
      slug: 'command-points',
      kind: 'tracker',
      title: 'Command points',
      summary: 'Both command point tracks with history and undo.',
      rule: 'Command Points',
    },
    {
      slug: 'combat',
      kind: 'calculator',
      title: 'Combat ledger',
      summary: 'Combat values of both sides and who is winning.',
      rule: 'Combat',
    },
    {
      slug: 'turn',
      kind: 'tracker',
      title: 'Turn sequence',
      summary: 'Phases A to L with what each allows.',
      rule: 'Sequence of Play',
    },
    {
      slug: 'victory',
      kind: 'reference',
      title: 'Victory',
      summary: 'Victory conditions of each scenario.',
      rule: 'Victory',
    },
    {
      slug: 'setup',
      kind: 'setup-sheet',
      title: 'Scenario setup',
      summary: 'Setup checklists for the four scenarios.',
      rule: 'Scenarios',
    },
  ],
} as const satisfies GameMeta;
