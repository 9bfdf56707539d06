/**
 * The U.S. Civil War: the game's identity and its tools, each with its kind. Small on purpose: the
 * catalogue ships it in the first page's JavaScript.
 */
import type { GameMeta } from '../../shared/game-module.js';
import { RULINGS_TOOL } from '../../shared/rulings-tool.js';

export const META = {
  slug: 'us-civil-war',
  title: 'The U.S. Civil War',
  publisher: 'GMT Games, revised 2017',
  kind: 'Strategic hex-and-counter',
  summary:
    'Land battle calculator, reaction rolls, initiative and Action Points, the Confederate economy, victory, and the charts you key in.',
  tools: [
    {
      slug: 'battle',
      kind: 'roll',
      title: 'Land battle',
      summary: 'Column, dice and general slots, every modifier; results from the CRT you enter.',
      rule: '11.0–11.6',
    },
    {
      slug: 'charts',
      kind: 'roster',
      built: true,
      title: 'Charts you key in',
      summary: 'The Combat Results Table and the other charts, checked against the rulebook.',
      rule: '11.2, 13.2, 14.4',
    },
    {
      slug: 'reaction',
      kind: 'roll',
      built: true,
      title: 'Reaction rolls',
      summary: 'Interception, avoid battle and manoeuvre, with every modifier and the odds.',
      rule: '9.2–9.4',
    },
    {
      slug: 'initiative',
      kind: 'roll',
      built: true,
      title: 'Initiative and Action Points',
      summary: 'Both dice, doubles, the first player and each side’s Action Points.',
      rule: '4.1–4.3',
    },
    {
      slug: 'reinforcements',
      kind: 'calculator',
      built: true,
      title: 'Reinforcements',
      summary: 'Confederate build points and the Union’s reinforcements.',
      rule: '14.0–14.6',
    },
    {
      slug: 'victory',
      kind: 'calculator',
      built: true,
      title: 'Victory points',
      summary: 'Victory points, automatic victory and end-of-scenario scoring.',
      rule: '19.0–19.3',
    },
    {
      slug: 'reference',
      kind: 'reference',
      built: true,
      title: 'Reference cards',
      summary: 'Terrain, fortifications, important SP numbers, naval control and reaction odds.',
      rule: '5.3, 10, 20.1.4',
    },
    {
      slug: 'setup',
      kind: 'setup-sheet',
      built: true,
      title: 'Setup sheets',
      summary: 'Scenarios 1 to 4: markers, cards, skipped phases and errata.',
      rule: 'S1–S4',
    },
    {
      slug: 'tracker',
      kind: 'tracker',
      built: true,
      title: 'Turn tracker',
      summary:
        'The sequence of play with each turn’s events, the Status Track, Displaced Boxes and more.',
      rule: '3.0, 14.6, 15, 16',
    },
    {
      slug: 'turn-record',
      kind: 'roster',
      built: true,
      title: 'Turn Record Track',
      summary:
        'Each turn’s season, benchmark and leader changes from your map, checked against the rulebook.',
      rule: '16.2, 19.3.3',
    },
    {
      slug: 'card-decks',
      kind: 'roster',
      built: true,
      title: 'Card decks',
      summary: 'How many cards of each kind are in each side’s deck, from your cards.',
      rule: '18.1',
    },
    RULINGS_TOOL,
  ],
} as const satisfies GameMeta;
