/**
 * In Freedom's Cause: the game's identity and its tools, each with its kind. Small on purpose: the
 * catalogue ships it in the first page's JavaScript.
 */
import type { GameMeta } from '../../shared/game-module.js';
import { RULINGS_TOOL } from '../../shared/rulings-tool.js';

export const META = {
  slug: 'in-freedoms-cause',
  title: "In Freedom's Cause",
  publisher: 'regimental miniatures rules, 2020',
  kind: 'Regimental miniatures with a table-generating app',
  summary:
    'Brigade and army morale with exact odds, movement and ranges, the charge sequence, coop/solo set-up, and a unit tracker.',
  tools: [
    {
      slug: 'brigade-morale',
      kind: 'roll',
      title: 'Brigade morale',
      summary: 'When a brigade tests, its target, and every re-test at −2 more.',
      rule: 'Brigade and Army Morale',
      built: true,
    },
    {
      slug: 'army-morale',
      kind: 'roll',
      title: 'Army morale',
      summary: 'When the army tests, its target, and the re-tests.',
      rule: 'Brigade and Army Morale',
      built: true,
    },
    {
      slug: 'general-casualty',
      kind: 'roll',
      title: 'General casualty',
      summary: 'Two dice against the casualties the unit took.',
      rule: 'Generals, Orders, and Command Control',
      built: true,
    },
    {
      slug: 'casualties',
      kind: 'calculator',
      title: 'Casualty brackets',
      summary: 'The bracket a unit has reached from its starting size, for the morale screen.',
      rule: 'Morale and Combat Results',
      built: true,
    },
    {
      slug: 'movement',
      kind: 'calculator',
      title: 'Movement and ranges',
      summary: 'Moves by troop type, formation and terrain; formation changes; weapon ranges.',
      rule: 'Formations and Movement',
      built: true,
    },
    {
      slug: 'reference',
      kind: 'reference',
      title: 'Reference',
      summary:
        'Formations, terrain, a line-of-sight calculator, artillery classes and the charge sequence.',
      rule: 'Formations and Movement; Charges and Melee',
      built: true,
    },
    {
      slug: 'coop',
      kind: 'reference',
      title: 'Coop and solo set-up',
      summary: 'Unit-size classes, deployment distances and the difficulty adjustment.',
      rule: 'Cooperative and Solo Play Mode',
      built: true,
    },
    {
      slug: 'encounters',
      kind: 'tracker',
      built: true,
      title: 'Coop/solo initiative and encounters (our model)',
      summary:
        'The INITIATIVE button and the enemy it brings, kept in a log: our model, not the game app’s.',
      rule: 'Cooperative and Solo Play Mode',
      keeps: ['coop'],
    },
    {
      slug: 'concealment',
      kind: 'calculator',
      title: 'Concealed distances',
      summary:
        'Picket and main-force distances with woods and ground out of sight counting double.',
      rule: 'Cooperative and Solo Play Mode',
      built: true,
    },
    {
      slug: 'artillery-type',
      kind: 'roll',
      title: 'Artillery type',
      summary: 'One die per battery or section: smoothbore, mixed or rifled guns, by side.',
      rule: 'Cooperative and Solo Play Mode',
      built: true,
    },
    {
      slug: 'fire',
      main: true,
      kind: 'calculator',
      built: true,
      title: 'Fire table (our model)',
      summary:
        'A 2d6 casualty table from the Fire tab’s settings: our estimate, not the game app’s table.',
      rule: 'Fire',
    },
    {
      slug: 'melee',
      kind: 'calculator',
      built: true,
      title: 'Melee tables (our model)',
      summary:
        'The ATTACKER and DEFENDER tables and who is likely to win: our estimate, not the game app’s.',
      rule: 'Charges and Melee',
    },
    {
      slug: 'defend-charge',
      kind: 'calculator',
      built: true,
      title: 'Charging on Defend orders',
      summary: 'Whether a unit on Defend orders may charge: a weaker disordered target, or 2 to 1.',
      rule: 'Generals, Orders, and Command Control',
    },
    {
      slug: 'unit-morale',
      kind: 'calculator',
      built: true,
      title: 'Unit morale table (our model)',
      summary:
        'Each morale check’s results on 2d6 in the rulebook’s words: our estimate, not the game app’s.',
      rule: 'Morale and Combat Results',
    },
    {
      slug: 'model',
      kind: 'roster',
      built: true,
      title: 'Table model',
      summary:
        'Every number of our fire, melee, morale and encounter model, to see, change and share.',
      rule: 'Design Notes',
    },
    {
      slug: 'tracker',
      kind: 'tracker',
      title: 'Unit tracker',
      summary: 'Units, brigades and the army: figures, formation, disorder and morale tests due.',
      rule: 'Units',
      built: true,
      keeps: ['sample', 'battle'],
    },
    RULINGS_TOOL,
  ],
} as const satisfies GameMeta;
