/**
 * Battle Cry of Freedom: the game's identity and its tools, each with its kind. Small on purpose: the
 * catalogue ships it in the first page's JavaScript.
 */
import type { GameMeta } from '../../shared/game-module.js';
import { RULINGS_TOOL } from '../../shared/rulings-tool.js';

export const META = {
  slug: 'battle-cry-of-freedom',
  title: 'Battle Cry of Freedom',
  publisher: 'Decision Games, 2002',
  kind: 'Two-player card game, no dice',
  summary:
    'Campaign tracker with both command point tracks and the turn A to L, combat ledger, blocking, resource cards, setup sheets.',
  tools: [
    {
      slug: 'campaign',
      kind: 'tracker',
      title: 'Campaign tracker',
      summary: 'Command points, the turn A to L, generals, decks, pending effects and victory.',
      rule: 'Detailed Sequence of Play',
      built: true,
      keeps: ['campaign', 'deck-one', 'deck-two', 'gettysburg'],
    },
    {
      slug: 'combat',
      main: true,
      kind: 'tracker',
      built: true,
      title: 'Combat ledger',
      summary: 'Cards in play, cancel and restore, the live margin and who is winning.',
      rule: 'Phase I, Combat',
      keeps: [
        'battle',
        'gettysburg',
        'example-antietam',
        'example-corinth',
        'example-defend-one',
        'example-defend-two',
      ],
    },
    {
      slug: 'placement',
      built: true,
      kind: 'calculator',
      title: 'Placement and blocking',
      summary: 'Which battles the Union may place and which the Confederate may block.',
      rule: 'Detailed Sequence of Play › D. Place Battle Cards/Blocking',
    },
    {
      slug: 'resources',
      built: true,
      kind: 'calculator',
      title: 'Resource cards',
      summary: 'Which named Resource cards may be played now, and when.',
      rule: 'Detailed Sequence of Play › B. and J. Resource Phases',
    },
    {
      slug: 'cards',
      built: true,
      kind: 'roster',
      title: 'Cards and generals',
      summary: 'Generals, battle cards and events, with the values you enter from your cards.',
      rule: 'Glossary › Battle Card; General Card',
    },
    {
      slug: 'glossary',
      built: true,
      kind: 'reference',
      title: 'Glossary and sequence',
      summary: 'Key terms in short, and the turn’s phases A to L.',
      rule: 'Glossary of Terms',
    },
    {
      slug: 'setup',
      kind: 'setup-sheet',
      title: 'Scenario setup',
      summary: 'Campaign, Deck One, Deck Two and Gettysburg set-ups, on screen and printed.',
      rule: 'Set-Up; Scenarios',
      built: true,
    },
    RULINGS_TOOL,
  ],
} as const satisfies GameMeta;
