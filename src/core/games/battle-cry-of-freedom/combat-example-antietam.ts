/**
 * Battle Cry of Freedom: the Battle of Antietam from the rulebook's example turn, as ledger steps
 * (spec §8.4 T8). The Confederate holds the initiative; every margin the text states is given.
 */
import { COMBAT_PLACE } from './combat-data.js';
import { card, exampleBattle, gen, HAND_OVER, type WorkedExample } from './combat-example-steps.js';

const C = 'confederate';
const U = 'union';

export const ANTIETAM: WorkedExample = {
  ...exampleBattle('antietam', 'Antietam', C),
  generals: [
    ...['stuart', 'ewell', 'ap-hill', 'beauregard', 'joe-johnston'].map(gen),
    ...['meade', 'mcdowell', 'mcclellan', 'howard'].map(gen),
  ],
  steps: [
    {
      action: 'Confederate engages Stuart (cavalry) and draws a card.',
      events: [{ type: 'engage', general: 'stuart' }],
    },
    {
      action: 'Ewell sends in Forney’s Division, a massed infantry column.',
      events: [card(C, 'forney', 'Forney’s Division', 'attack', 2, { general: 'ewell' })],
    },
    {
      action: 'A.P. Hill sends in Pender’s Division; play goes to the Union.',
      events: [
        card(C, 'pender', 'Pender’s Division', 'attack', 3, { general: 'ap-hill' }),
        HAND_OVER,
      ],
    },
    {
      action: 'Howard plays Massed Artillery, which cancels Forney’s column.',
      events: [
        card(U, 'artillery', 'Massed Artillery', 'defend', -3, {
          general: 'howard',
          cancels: 'forney',
        }),
      ],
    },
    {
      action: 'Union plays Defend: Breastworks; play goes back.',
      stated: -1,
      events: [card(U, 'u-breastworks', 'Defend: Breastworks', 'defend', -1), HAND_OVER],
    },
    {
      action: 'Confederate plays Counter-Battery, cancelling the artillery: Forney is restored.',
      events: [card(C, 'counter', 'Counter-Battery', 'special', 0, { cancels: 'artillery' })],
    },
    {
      action: 'Beauregard sends in Hood’s Brigade (and draws a card); play goes to the Union.',
      stated: 5,
      events: [
        card(C, 'hood', 'Hood’s Brigade', 'attack', 1, { general: 'beauregard' }),
        HAND_OVER,
      ],
    },
    {
      action:
        'Union plays Counter-Battery: 20 lb. Parrots: the artillery is back and cancels Forney again.',
      stated: 0,
      events: [
        card(U, 'parrots', 'Counter-Battery: 20 lb. Parrots', 'special', 0, { cancels: 'counter' }),
        HAND_OVER,
      ],
    },
    {
      action: 'Joe Johnston sends Early’s Division to enfilade.',
      events: [card(C, 'early', 'Early’s Division', 'attack', 3, { general: 'joe-johnston' })],
    },
    {
      action: 'Battle Elan is added to Early’s enfilade; play goes to the Union.',
      stated: 5,
      events: [card(C, 'elan', 'Battle Elan', 'modifier', 2, { attachedTo: 'early' }), HAND_OVER],
    },
    {
      action: 'Meade (on defence) sends the X Corps to enfilade.',
      stated: 1,
      events: [card(U, 'x-corps', 'X Corps', 'attack', 4, { general: 'meade' })],
    },
    {
      action: 'Rally Round the Flag disengages Meade; Union plays Defend: Woods.',
      events: [
        card(U, 'rally', 'Rally Round the Flag', 'special', 0),
        { type: 'disengage', general: 'meade' },
        card(U, 'woods', 'Defend: Woods', 'defend', -1),
      ],
    },
    {
      action: 'Meade engages again: XV Corps, 1st Division outflanks the attack.',
      events: [card(U, 'xv-corps', 'XV Corps, 1st Division', 'defend', -1, { general: 'meade' })],
    },
    {
      action: 'Battle Elan is turned to its weaker side (ruling A32); play goes back.',
      stated: -2,
      events: [{ type: 'revalue', card: 'elan', value: 1 }, HAND_OVER],
    },
    {
      action: 'Confederate plays Refuse Flank against the X Corps enfilade.',
      stated: 0,
      events: [card(C, 'refuse', 'Refuse Flank', 'modifier', -2, { attachedTo: 'x-corps' })],
    },
    {
      action: 'Confederate plays Defend: Breastworks; play goes to the Union.',
      stated: 1,
      events: [card(C, 'c-breastworks', 'Defend: Breastworks', 'defend', -1), HAND_OVER],
    },
    {
      action: 'The Union passes, then the Confederate: the battle ends.',
      stated: 1,
      events: [HAND_OVER, HAND_OVER],
    },
  ],
  cites: [[COMBAT_PLACE.example, 'L319–335']],
  note: 'The generals’ stars are not given here: enter them on the cards page to have them checked.',
};
