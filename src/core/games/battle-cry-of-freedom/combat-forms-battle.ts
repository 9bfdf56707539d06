/**
 * Battle Cry of Freedom: the combat ledger's forms about the battle itself: its card (one the
 * rulebook names, or another by name), initiative and victory city before the first card, and
 * the battle card's split once it is over, filled in from the rulebook or the player's card
 * values where either gives it.
 */
import { signed } from '../../shared/signed.js';
import type { FormPanel, FormValues } from '../../shared/tracker-form.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { BATTLE_CARDS, battleCardById, type BattleCard } from './battle-cards.js';
import { THEATER_LABEL } from './cards-common.js';
import { campaignLimits, setting } from './ledger-setup.js';
import { THEATER_LABELS, THEATERS } from './sides.js';
import { COMBAT, SIDE_LABEL, SIDES } from './combat-data.js';
import { NAME_LENGTH, VALUE_BOUND } from './combat-forms.js';
import { cardSplit } from './ledger-card.js';
import { limitCardName } from './ledger-limits.js';
import { ATTACK_LIMITS } from './attack-limits.js';
import type { LedgerContext, LedgerEvent, LedgerSnapshot } from './ledger-types.js';

type Form = FormPanel<WithHistory<LedgerSnapshot>, LedgerContext, LedgerEvent>;

const str = (v: FormValues, k: string) => String(v[k] ?? '');
const ANOTHER = '';
/** The fields of a card not listed, shown only while “Another card” is picked. */
const NOT_LISTED = { field: 'card', is: [ANOTHER] } as const;

const KIND_NOTE: Readonly<Record<BattleCard['kind'], string>> = {
  battle: '',
  city: ' (victory city)',
  invasion: ' (invasion)',
};

/** The battle: its card, the initiative and whether it is fought for a victory city. */
export const BATTLE_FORM: Form = {
  kind: 'form',
  id: 'battle-h',
  title: 'Set the battle',
  form: (s) =>
    !setting(s)
      ? null
      : {
          submit: 'Set the battle',
          note: 'Who and where, before the first card: the Union holds the initiative unless a Confederate offensive or Attack and Die gives it to the Confederate. A listed card brings its own theater and victory city and, once the battle is over, its split where the rulebook or your card values give it.',
          fields: [
            {
              kind: 'select',
              name: 'card',
              label: 'Battle card',
              value: s.battle.card ?? ANOTHER,
              options: [
                { value: ANOTHER, label: 'Another card (name it below)' },
                ...BATTLE_CARDS.map((c) => ({
                  value: c.id,
                  label: `${THEATER_LABEL[c.theater]}: ${c.name}${KIND_NOTE[c.kind]}`,
                })),
              ],
            },
            {
              kind: 'text',
              name: 'name',
              label: 'Its name, if not listed',
              maxLength: NAME_LENGTH,
              shownWhen: NOT_LISTED,
              value: s.battle.card ? '' : s.battle.name,
            },
            {
              kind: 'select',
              name: 'theater',
              label: 'Theater, if not listed',
              shownWhen: NOT_LISTED,
              value: s.battle.theater ?? 'east',
              options: THEATERS.map((t) => ({ value: t, label: THEATER_LABELS[t] })),
            },
            {
              kind: 'select',
              name: 'initiative',
              label: 'Initiative',
              value: s.battle.initiative,
              options: SIDES.map((x) => ({ value: x, label: SIDE_LABEL[x] })),
            },
            {
              kind: 'check',
              name: 'victoryCity',
              label: `Victory city, if not listed (its own ${signed(COMBAT.victoryCityDefense)})`,
              shownWhen: NOT_LISTED,
              value: s.battle.victoryCity,
            },
          ],
        },
  submit: (v) => {
    const initiative = str(v, 'initiative') === 'confederate' ? 'confederate' : 'union';
    const id = str(v, 'card');
    if (id !== ANOTHER) {
      const card = battleCardById(id);
      if (!card) return { problem: 'Pick a battle card from the list.' };
      const event: LedgerEvent = {
        type: 'set-battle',
        card: card.id,
        name: card.name,
        initiative,
        victoryCity: card.kind === 'city',
      };
      return { event, says: `${card.name} set.` };
    }
    const name = str(v, 'name');
    if (name === '') return { problem: 'Pick the battle card, or name it.' };
    const theater = str(v, 'theater') === 'west' ? 'west' : 'east';
    return {
      event: {
        type: 'set-battle',
        name,
        initiative,
        victoryCity: v['victoryCity'] === true,
        theater,
      },
      says: 'Battle set.',
    };
  },
};

const SPLIT_NOTE = {
  rulebook: 'Filled in from the rulebook.',
  player: 'Filled in from your card values (cards page).',
  missing:
    'The split is printed on the battle card, not in the rulebook: enter it from the card (the left number is what the winner gains, the right what the loser loses), or once on the cards page.',
} as const;

/** The battle card's split once the battle is over: the card's known split, or the player's. */
export const RESULT_FORM: Form = {
  kind: 'form',
  id: 'result-form-h',
  title: 'The battle card’s result',
  form: (s, ctx) => {
    if (!s.ended || s.recorded) return null;
    const known = cardSplit(s, ctx);
    return {
      submit: 'Apply the result',
      note: s.result ? 'The split as you applied it.' : SPLIT_NOTE[known.source],
      fields: [
        {
          kind: 'number',
          name: 'gain',
          label: 'Winner gains',
          min: 0,
          max: VALUE_BOUND,
          value: s.result?.gain ?? known.split?.gain ?? 0,
        },
        {
          kind: 'number',
          name: 'loss',
          label: 'Loser loses',
          min: 0,
          max: VALUE_BOUND,
          value: s.result?.loss ?? known.split?.loss ?? 0,
        },
        {
          kind: 'check',
          name: 'invasion',
          label: 'An Invasion card',
          value: s.result?.invasion ?? known.invasion,
        },
      ],
    };
  },
  submit: (v) => ({
    event: {
      type: 'set-result',
      result: {
        gain: Number(v['gain']),
        loss: Number(v['loss']),
        invasion: v['invasion'] === true,
      },
    },
    says: 'Result applied.',
  }),
};

const SAID_LIMITS = ATTACK_LIMITS.filter((l) => l.by === 'said');

/** Attack-card limits the players set for the battle (a card of the turn before). */
export const LIMITS_FORM: Form = {
  kind: 'form',
  id: 'limits-h',
  title: 'Attack-card limits',
  form: (s, ctx) =>
    s.ended || s.example
      ? null
      : {
          submit: 'Set the limits',
          note: 'A limit from a card played in this battle (Discord in Confederate Command Structure) holds by itself while that card is in play. Tick one a card of an earlier turn puts on this battle.',
          fields: SAID_LIMITS.map((l) => ({
            kind: 'check' as const,
            name: l.card,
            label: `${limitCardName(l)}: the ${SIDE_LABEL[l.side]} plays at most ${l.cap} attack cards`,
            // A limit the linked campaign owes is ticked before the players set it.
            value:
              (s.battle.limits ?? []).includes(l.card) || campaignLimits(s, ctx).includes(l.card),
          })),
        },
  submit: (v) => ({
    event: {
      type: 'set-limits',
      cards: SAID_LIMITS.filter((l) => v[l.card] === true).map((l) => l.card),
    },
    says: 'Limits set.',
  }),
};
