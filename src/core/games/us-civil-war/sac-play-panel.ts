/**
 * The U.S. Civil War tracker's form that plays a Special Action Card for a use (18.1, 18.3,
 * 21.12): the side, the kind of card, the use, the theater where the force starts its
 * activation (or the battle is fought) and the game; a card whose kind does not pay for that use
 * there is refused beside the form, saying why; otherwise it is taken from the hand.
 */
import type { FormPanel } from '../../shared/tracker-form.js';
import { CARD_KINDS, type CardKind } from './cards-deck-data.js';
import { CARD_USES } from './sac-uses.js';
import { playRefusal } from './tracker-cards.js';
import type { UscwContext } from './tracker-context.js';
import { sideField, sideOf, textOf, theaterField, theaterOf } from './tracker-fields.js';
import type { UscwEvent, UscwState } from './tracker-types.js';
import { keysOf } from '../../shared/keys-of.js';

const KINDS = keysOf(CARD_KINDS);
const kindOf = (v: string): CardKind => KINDS.find((k) => k === v) ?? 'east';

/** Play a card for a use. */
export const PLAY_FORM: FormPanel<UscwState, UscwContext, UscwEvent> = {
  kind: 'form',
  id: 'cards-play-h',
  title: 'Play a Special Action Card',
  form: (s) =>
    s.over
      ? null
      : {
          note: 'Only the phasing player plays cards. A theater card pays only in its own theater (where the force starts its activation, or where the land battle is fought); Naval cards pay for the naval uses; Any cards for every use (18.1). A card played goes back into the deck.',
          submit: 'Play',
          fields: [
            sideField,
            {
              kind: 'select',
              name: 'kind',
              label: 'Kind of card',
              options: KINDS.map((k) => ({ value: k, label: CARD_KINDS[k] })),
            },
            {
              kind: 'select',
              name: 'use',
              label: 'Use',
              options: CARD_USES.map((u) => ({ value: u.id, label: `${u.name} (${u.rule})` })),
            },
            theaterField,
            { kind: 'check', name: 'advanced', label: 'Advanced Game (naval rules)' },
          ],
        },
  submit: (v, s) => {
    const event = {
      type: 'play',
      side: sideOf(v),
      kind: kindOf(textOf(v, 'kind')),
      use: textOf(v, 'use'),
      theater: theaterOf(v),
      advanced: v.advanced === true,
    } as const;
    const why = playRefusal(s, event);
    return why ? { problem: why } : { event, says: 'Card played.' };
  },
};
