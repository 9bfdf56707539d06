/**
 * Altar of Freedom: the game's identity and its tools, each with its kind. Small on purpose: the
 * catalogue ships it in the first page's JavaScript.
 */
import type { GameMeta } from '../../shared/game-module.js';
import { RULINGS_TOOL } from '../../shared/rulings-tool.js';

export const META = {
  slug: 'altar-of-freedom',
  title: 'Altar of Freedom',
  publisher: 'miniatures rules, 2013, revised 2015',
  kind: 'Grand-tactical miniatures, one base per brigade',
  summary:
    'Firing, close combat and fate tables, the turn clock, four battles with their orders of battle, setup sheets, base labels and a battle tracker.',
  tools: [
    {
      slug: 'firing',
      main: true,
      kind: 'roll',
      built: true,
      title: 'Firing',
      summary: 'Firing Table with every modifier and its odds.',
      rule: 'Firing Table',
    },
    {
      slug: 'close-combat',
      kind: 'roll',
      built: true,
      title: 'Close combat',
      summary: 'Opposed close-combat roll: disparity, winner and effects.',
      rule: 'Close Combat Table',
    },
    {
      slug: 'evasion',
      kind: 'roll',
      built: true,
      title: 'Evasion',
      summary: 'Evasion roll for artillery and cavalry defenders.',
      rule: 'Evasion Table',
    },
    {
      slug: 'general-fate',
      kind: 'roll',
      built: true,
      title: 'General fate',
      summary: 'What happens to a general caught in the fighting.',
      rule: 'General Fate Table',
    },
    {
      slug: 'rally',
      kind: 'roll',
      built: true,
      title: 'Rally',
      summary: 'Rally a broken brigade at the end of the turn.',
      rule: 'Rally Table',
    },
    {
      slug: 'turn-clock',
      kind: 'bespoke',
      built: true,
      title: 'Turn clock',
      summary: 'Clock control roll, depletion rolls and the time left.',
      rule: 'Turn Clock',
    },
    {
      slug: 'traits',
      kind: 'reference',
      built: true,
      title: 'General traits',
      summary: 'The 26 personality traits and where each one applies.',
      rule: 'Appendix I',
    },
    {
      slug: 'oob',
      kind: 'roster',
      built: true,
      title: 'Orders of battle',
      summary: 'Both armies of each scenario, brigade by brigade.',
      rule: 'Scenarios',
    },
    {
      slug: 'setup',
      kind: 'setup-sheet',
      built: true,
      title: 'Setup sheets',
      summary: 'Printable scenario sheets: table, turns, deployment, special rules.',
      rule: 'Scenarios',
    },
    {
      slug: 'labels',
      kind: 'label-sheet',
      built: true,
      title: 'Base labels',
      summary: 'Printable fold-over labels for every base.',
      rule: 'Mustering Armies',
    },
    {
      slug: 'tracker',
      kind: 'tracker',
      built: true,
      title: 'Battle tracker',
      summary: 'Turn, clock, fatigue, losses against the break point.',
      rule: 'The Smoke Clears; Victory',
    },
    {
      slug: 'army-builder',
      kind: 'bespoke',
      built: true,
      title: 'Army builder',
      summary: 'Build an army within a points budget.',
      rule: 'Appendix V',
    },
    {
      slug: 'movement',
      kind: 'reference',
      built: true,
      title: 'Movement',
      summary:
        'Movement rates, rough ground, road reserve moves, 15 mm distances, concealed markers.',
      rule: 'Movement',
    },
    RULINGS_TOOL,
  ],
} as const satisfies GameMeta;
