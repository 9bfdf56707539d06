/**
 * In Freedom's Cause: the game's identity and its tools, each with its kind. Small on purpose: the
 * catalogue ships it in the first page's JavaScript.
 */
import type { GameMeta } from '../../shared/game-module.js';

export const META = {
  slug: 'in-freedoms-cause',
  title: "In Freedom's Cause",
  publisher: 'regimental miniatures rules, 2020',
  kind: 'Regimental miniatures with a table-generating app',
  summary: 'Movement and range reference, brigade and army morale tests, unit tracker.',
  tools: [
    {
      slug: 'movement',
      kind: 'reference',
      title: 'Movement and ranges',
      summary: 'Movement by formation and terrain, weapon ranges.',
      rule: 'Movement',
    },
    {
      slug: 'brigade-morale',
      kind: 'roll',
      title: 'Brigade morale',
      summary: 'Brigade morale test and its modifiers.',
      rule: 'Brigade Morale',
    },
    {
      slug: 'army-morale',
      kind: 'roll',
      title: 'Army morale',
      summary: 'Army morale and breaking.',
      rule: 'Army Morale',
    },
    {
      slug: 'tracker',
      kind: 'tracker',
      title: 'Unit tracker',
      summary: 'Casualties, formation and status per unit.',
      rule: 'Units',
    },
  ],
} as const satisfies GameMeta;
