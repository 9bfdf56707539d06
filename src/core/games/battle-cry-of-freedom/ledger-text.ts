/**
 * Battle Cry of Freedom: the combat ledger's changes in words, for the list of changes and the
 * status line: "Confederate plays Pender’s Division (+3, A.P. Hill engaged)".
 */
import { attackLimitOf } from './attack-limits.js';
import { limitCardName } from './ledger-limits.js';
import { signed } from '../../shared/signed.js';
import { BATTLE_CONTINUES, COMBAT, SIDE_LABEL } from './combat-data.js';
import { exampleOf } from './combat-examples.js';
import { cardOf } from './ledger.js';
import type { LedgerEvent, LedgerSnapshot } from './ledger-types.js';

function nameOf(s: LedgerSnapshot, id: string | null): string {
  if (id === null) return '';
  return cardOf(s.cards, id)?.name ?? s.generals.find((g) => g.id === id)?.name ?? id;
}

/** What `e` did to the battle as it stood in `s` (and, for a hand-over, how it left it in `after`). */
export function describeChange(s: LedgerSnapshot, e: LedgerEvent, after: LedgerSnapshot): string {
  const side = SIDE_LABEL[s.actor];
  switch (e.type) {
    case 'set-battle':
      return `Battle set: ${e.name}, ${SIDE_LABEL[e.initiative]} initiative${e.victoryCity ? ', at a victory city' : ''}.`;
    case 'set-limits': {
      const names = e.cards.flatMap((id) => {
        const l = attackLimitOf(id);
        return l
          ? [`${limitCardName(l)} (${SIDE_LABEL[l.side]} at most ${l.cap} attack cards)`]
          : [];
      });
      return names.length > 0 ? `In force: ${names.join('; ')}.` : 'No attack-card limit set.';
    }
    case 'add-general':
      return `${e.name} joins the ${SIDE_LABEL[e.side]} generals.`;
    case 'remove-general':
      return `${nameOf(s, e.general)} leaves the battle.`;
    case 'engage': {
      const g = s.generals.find((x) => x.id === e.general);
      return g?.cavalry
        ? `${g.name} (cavalry) engages: ${SIDE_LABEL[g.side]} draws ${COMBAT.cavalryDraw}.`
        : `${nameOf(s, e.general)} engages.`;
    }
    case 'disengage':
      return `${nameOf(s, e.general)} disengages.`;
    case 'play': {
      const parts = [
        e.kind === 'special' ? 'no value' : signed(e.value),
        e.general ? `${nameOf(s, e.general)} engaged` : '',
        e.attachedTo ? `on ${nameOf(s, e.attachedTo)}` : '',
        e.cancels ? `cancels ${nameOf(s, e.cancels)}` : '',
      ].filter(Boolean);
      const interrupt = e.side === s.actor ? '' : ' (interrupting)';
      return `${SIDE_LABEL[e.side]} plays ${e.name}${interrupt} (${parts.join(', ')}).`;
    }
    case 'cancel':
      return `${nameOf(s, e.card)} is cancelled${e.by === '*' ? '' : ` by ${nameOf(s, e.by)}`}.`;
    case 'restore':
      return `${nameOf(s, e.card)} is restored.`;
    case 'remove-card':
      return `${nameOf(s, e.card)} is taken off the ledger.`;
    case 'revalue':
      return `${nameOf(s, e.card)} now counts ${signed(e.value)}.`;
    case 'begin':
      return `The battle begins: before combat, the ${SIDE_LABEL[after.actor]} (without the initiative) plays first.`;
    case 'key-card':
      return `${SIDE_LABEL[e.side]} keys ${e.name} into his hand (${e.kind === 'special' ? 'no value' : signed(e.value)}).`;
    case 'play-hand': {
      const h = (s.hand ?? []).find((x) => x.id === e.card);
      const parts = [
        h && h.kind !== 'special' ? signed(h.value) : 'no value',
        e.general ? `${nameOf(s, e.general)} engaged` : '',
        e.attachedTo ? `on ${nameOf(s, e.attachedTo)}` : '',
        e.cancels ? `cancels ${nameOf(s, e.cancels)}` : '',
      ].filter(Boolean);
      const interrupt = h && h.side !== s.actor ? ' (interrupting)' : '';
      return `${h ? SIDE_LABEL[h.side] : side} plays ${h?.name ?? 'a card'} from his hand${interrupt} (${parts.join(', ')}).`;
    }
    case 'drop-hand':
      return `${(s.hand ?? []).find((x) => x.id === e.card)?.name ?? 'A card'} is taken out of the hand.`;
    case 'add-generals':
      return `${e.generals.map((g) => g.name).join(', ')} join the battle.`;
    case 'record':
      return `Recorded in the campaign “${e.recording.name}”.`;
    case 'unrecord':
      return 'The recording in the campaign is undone.';
    case 'hand-over':
      if (s.stage === 'before')
        return after.stage === 'combat'
          ? `${side} is done before combat: combat begins, the ${SIDE_LABEL[after.actor]} first.`
          : `${side} is done before combat: the ${SIDE_LABEL[after.actor]} plays his before it.`;
      if (after.day > s.day)
        return `${side} passes: day ${s.day} is over, day ${after.day} begins.`;
      if (after.ended) return `${side} passes: both have passed and the battle is over.`;
      return s.acted ? `${side} hands play over.` : `${side} passes.`;
    case 'battle-continues':
      return `${SIDE_LABEL[e.side]} plays Battle Continues: day ${after.day}; each side disengages ${BATTLE_CONTINUES.disengage} generals and draws ${BATTLE_CONTINUES.draw}.`;
    case 'set-result':
      return `Battle card’s result entered: winner ${signed(e.result.gain)}, loser ${signed(-e.result.loss)}.`;
    case 'example-step': {
      const ex = s.example ? exampleOf(s.example.slug) : undefined;
      const step = s.example ? ex?.steps[s.example.step] : undefined;
      return `Step ${(s.example?.step ?? 0) + 1}: ${step?.action ?? ''}`;
    }
  }
}
