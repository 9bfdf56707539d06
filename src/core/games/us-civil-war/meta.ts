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
      slug: 'blockade',
      kind: 'roster',
      built: true,
      title: 'Blockade Table',
      summary: 'The Blockade Table you key in, checked against the rulebook’s worked turns.',
      rule: '14.4',
    },
    {
      slug: 'naval-battle',
      kind: 'calculator',
      built: true,
      title: 'Naval battle',
      summary: 'Both sides’ NSPs, columns and modifiers; results and odds from the CRT you enter.',
      rule: '21.6',
    },
    {
      slug: 'running-the-guns',
      kind: 'calculator',
      built: true,
      title: 'Running the guns',
      summary:
        'Ships sailing past enemy guns: the firer’s rolls at −2, and the odds of getting through.',
      rule: '21.13',
    },
    {
      slug: 'low-on-coal',
      kind: 'calculator',
      built: true,
      title: 'Low on Coal',
      summary: 'Each Supply Segment: mark, clear or roll for surrender a stack of Naval Units.',
      rule: '21.2.7',
    },
    {
      slug: 'naval-interception',
      kind: 'roll',
      built: true,
      title: 'Naval interception',
      summary: 'Two dice against the target, with the Naval Leader and Ironclad modifiers.',
      rule: '21.4',
    },
    {
      slug: 'naval-reinforcement',
      kind: 'roll',
      built: true,
      title: 'Confederate naval reinforcement',
      summary: 'The turn’s new Ironclad, Naval Battery or River Flotilla.',
      rule: '21.10',
    },
    {
      slug: 'ironclad-completion',
      kind: 'roll',
      built: true,
      title: 'Ironclad completion',
      summary: 'The End Phase roll that completes a Confederate Ironclad.',
      rule: '21.10.3',
    },
    RULINGS_TOOL,
  ],
} as const satisfies GameMeta;
