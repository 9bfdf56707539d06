/**
 * Battle Cry of Freedom: the combat ledger's forms about the battle itself: its name, initiative
 * and victory city before the first card, and the battle card's split once it is over.
 */
import { signed } from '../../shared/signed.js';
import type { FormPanel, FormValues } from '../../shared/tracker-form.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { COMBAT, SIDE_LABEL, SIDES } from './combat-data.js';
import { NAME_LENGTH, VALUE_BOUND } from './combat-forms.js';
import type { LedgerEvent, LedgerSnapshot } from './ledger-types.js';

type Form = FormPanel<WithHistory<LedgerSnapshot>, unknown, LedgerEvent>;

const str = (v: FormValues, k: string) => String(v[k] ?? '');

/** The battle: its name, the initiative and whether it is fought for a victory city. */
export const BATTLE_FORM: Form = {
  kind: 'form',
  id: 'battle-h',
  title: 'The battle',
  form: (s) =>
    s.cards.length > 0 || s.example
      ? null
      : {
          submit: 'Set the battle',
          note: 'Set before the first card: the Union holds the initiative unless a Confederate offensive or Attack and Die gives it to the Confederate.',
          fields: [
            {
              kind: 'text',
              name: 'name',
              label: 'Battle card',
              maxLength: NAME_LENGTH,
              value: s.battle.name,
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
              label: `Victory city (its own ${signed(COMBAT.victoryCityDefense)})`,
              value: s.battle.victoryCity,
            },
          ],
        },
  submit: (v) => {
    const name = str(v, 'name');
    if (name === '') return { problem: 'Name the battle.' };
    return {
      event: {
        type: 'set-battle',
        name,
        initiative: str(v, 'initiative') === 'confederate' ? 'confederate' : 'union',
        victoryCity: v['victoryCity'] === true,
      },
      says: 'Battle set.',
    };
  },
};

/** The battle card's split, entered from the card once the battle is over. */
export const RESULT_FORM: Form = {
  kind: 'form',
  id: 'result-form-h',
  title: 'The battle card’s result',
  form: (s) =>
    s.ended
      ? {
          submit: 'Apply the result',
          note: 'The split is printed on the battle card: the left number is what the winner gains, the right what the loser loses. The rulebook gives only a few.',
          fields: [
            {
              kind: 'number',
              name: 'gain',
              label: 'Winner gains',
              min: 0,
              max: VALUE_BOUND,
              value: s.result?.gain ?? 0,
            },
            {
              kind: 'number',
              name: 'loss',
              label: 'Loser loses',
              min: 0,
              max: VALUE_BOUND,
              value: s.result?.loss ?? 0,
            },
            {
              kind: 'check',
              name: 'invasion',
              label: 'An Invasion card',
              value: s.result?.invasion ?? false,
            },
          ],
        }
      : null,
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
