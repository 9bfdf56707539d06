/**
 * Battle Cry of Freedom: the Battle of Corinth from the rulebook's example turn, as ledger steps
 * (spec §8.4 T9). The Union holds the initiative; the battle runs to a second day.
 */
import { BATTLE_CONTINUES, COMBAT_PLACE } from './combat-data.js';
import { inWords } from './cards-words.js';
import { card, exampleBattle, gen, HAND_OVER, type WorkedExample } from './combat-example-steps.js';

const C = 'confederate';
const U = 'union';

export const CORINTH: WorkedExample = {
  ...exampleBattle('corinth', 'Corinth', U),
  generals: ['halleck', 'rosecrans', 'mcpherson', 'as-johnston', 'polk', 'cleburne'].map(gen),
  steps: [
    {
      action:
        'Before combat the Union plays Discord in Confederate Command Structure; the Confederate cancels it with Command Failure, which the Union’s own Command Failure cancels in turn: Discord stands.',
      events: [
        card(U, 'discord', 'Discord in Confederate Command Structure', 'special', 0),
        card(C, 'c-failure', 'Command Failure', 'special', 0, { cancels: 'discord' }),
        card(U, 'u-failure', 'Command Failure', 'special', 0, { cancels: 'c-failure' }),
      ],
    },
    {
      action:
        'Union plays Overwhelming Numbers and Resources and hands over; the Confederate, winning ties, passes.',
      stated: 0,
      events: [
        card(U, 'numbers', 'Overwhelming Numbers and Resources', 'special', 0),
        HAND_OVER,
        HAND_OVER,
      ],
    },
    {
      action:
        'McPherson: II Corps enfilade; Rosecrans: XIV Corps column; Halleck: Massed Artillery (dormant: no Confederate attack yet).',
      stated: 5,
      events: [
        card(U, 'ii-corps', 'II Corps', 'attack', 3, { general: 'mcpherson' }),
        card(U, 'xiv-corps', 'XIV Corps, 3rd Division', 'attack', 2, { general: 'rosecrans' }),
        card(U, 'artillery', 'Massed Artillery', 'defend', -3, { general: 'halleck' }),
        HAND_OVER,
      ],
    },
    {
      action: 'Cleburne sends in Rodes’ Division: now the artillery counts.',
      events: [card(C, 'rodes', 'Rodes’ Division', 'attack', 2, { general: 'cleburne' })],
    },
    {
      action:
        'Confederate plays Seeing the Elephant; the Union interrupts with Heroic Effort (ruling A30).',
      events: [
        card(C, 'elephant', 'Seeing the Elephant', 'special', 0),
        card(U, 'heroic', 'Heroic Effort', 'special', 0),
      ],
    },
    {
      action: 'Faulty Staff Work makes the Union cancel its Massed Artillery.',
      events: [card(C, 'staff', 'Faulty Staff Work', 'special', 0, { cancels: 'artillery' })],
    },
    {
      action: 'Turning Movement; play goes to the Union.',
      stated: 3,
      events: [card(C, 'turning', 'Turning Movement', 'special', 0), HAND_OVER],
    },
    {
      action:
        'Union Command of Seas/Rivers; Hold the Line! brings Grant in; Grant plays the Irish Brigade (ruling A31).',
      stated: 4,
      events: [
        card(U, 'seas', 'Union Command of Seas/Rivers', 'special', 0),
        card(U, 'hold', 'Hold the Line!', 'special', 0),
        gen('grant'),
        card(U, 'irish', 'Irish Brigade, 3rd Division', 'defend', -1, { general: 'grant' }),
        HAND_OVER,
      ],
    },
    {
      action:
        'General Blunders: the Union cancels the Irish Brigade; Hold the Line; A.S. Johnston sends Hindman forward.',
      stated: 1,
      events: [
        card(C, 'blunders', 'General Blunders', 'special', 0, { cancels: 'irish' }),
        card(C, 'c-hold', 'Hold the Line', 'special', 0),
        card(C, 'hindman', 'Hindman’s column of brigades', 'attack', 2, { general: 'as-johnston' }),
        HAND_OVER,
      ],
    },
    {
      action: 'Union plays Defend: Breastworks.',
      stated: 2,
      events: [card(U, 'breastworks', 'Defend: Breastworks', 'defend', -1), HAND_OVER],
    },
    {
      action: 'Confederate plays Defend: Ridge Crest.',
      stated: 0,
      events: [card(C, 'ridge', 'Defend: Ridge Crest', 'defend', -2), HAND_OVER],
    },
    {
      action: `Both pass; the Union plays Battle Continues. Each side disengages ${inWords(BATTLE_CONTINUES.disengage)} generals (the text does not say which: here Grant and McPherson, Cleburne and A.S. Johnston) and draws ${inWords(BATTLE_CONTINUES.draw)}.`,
      events: [
        HAND_OVER,
        HAND_OVER,
        { type: 'battle-continues', side: U },
        { type: 'disengage', general: 'grant' },
        { type: 'disengage', general: 'mcpherson' },
        { type: 'disengage', general: 'cleburne' },
        { type: 'disengage', general: 'as-johnston' },
      ],
    },
    {
      action: 'Day two: Grant (counting his offensive stars) sends the XVII Corps to enfilade.',
      stated: 3,
      events: [card(U, 'xvii-corps', 'XVII Corps', 'attack', 3, { general: 'grant' }), HAND_OVER],
    },
    {
      action: 'The Confederate passes, then the Union: the battle ends.',
      stated: 3,
      events: [HAND_OVER, HAND_OVER],
    },
  ],
  cites: [[COMBAT_PLACE.example, 'L337–361']],
  note: 'The generals’ stars are not given here: enter them on the cards page to have them checked.',
};
