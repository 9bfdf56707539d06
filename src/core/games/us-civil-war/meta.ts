/**
 * The U.S. Civil War: the game's identity and its tools, each with its kind. Small on purpose: the
 * catalogue ships it in the first page's JavaScript.
 */
import type { GameMeta } from '../../shared/game-module.js';

export const META = {
  slug: 'us-civil-war',
  title: 'The U.S. Civil War',
  publisher: 'GMT Games, revised 2017',
  kind: 'Strategic hex-and-counter',
  summary:
    'Land battle calculator, reaction rolls, supply and attrition, reinforcements and victory.',
  tools: [
    {
      slug: 'battle',
      kind: 'roll',
      title: 'Land battle',
      summary: 'Every combat modifier; the CRT as entered by the player.',
      rule: '§11',
    },
    {
      slug: 'reaction',
      kind: 'roll',
      title: 'Reaction rolls',
      summary: 'Interception, avoid battle and manoeuvre rolls.',
      rule: '§10',
    },
    {
      slug: 'attrition',
      kind: 'roll',
      title: 'Supply and attrition',
      summary: 'Supply segment attrition roll.',
      rule: '§13',
    },
    {
      slug: 'reinforcements',
      kind: 'calculator',
      title: 'Reinforcements',
      summary: 'Confederate build points and Union reinforcements.',
      rule: '§15',
    },
    {
      slug: 'victory',
      kind: 'calculator',
      title: 'Victory points',
      summary: 'Victory points and automatic victory.',
      rule: '§18',
    },
  ],
} as const satisfies GameMeta;
