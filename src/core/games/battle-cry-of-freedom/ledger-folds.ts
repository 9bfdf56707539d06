/**
 * Battle Cry of Freedom: which of the combat ledger's panels are folded to one line, and what
 * that line says, so that the page on a phone shows the step the players are at, open, and the
 * rest each in a line: while the battle is set, its card, generals and hands; while cards are
 * played, the hands and the cards in play; once it is over, its result and its recording.
 */
import type { TrackerFold } from '../../shared/tracker-fold.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { signed } from '../../shared/signed.js';
import { SIDE_LABEL, SIDES } from './combat-data.js';
import { battleLine } from './combat-words.js';
import { limitCardName } from './ledger-limits.js';
import { ATTACK_LIMITS } from './attack-limits.js';
import { inPlay, sideValue, volleyLimit } from './ledger.js';
import { setting } from './ledger-setup.js';
import { cardSplit } from './ledger-card.js';
import type { LedgerContext, LedgerSnapshot } from './ledger-types.js';

type S = WithHistory<LedgerSnapshot>;
type Fold = (s: S, ctx: LedgerContext) => TrackerFold | null;

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Whether the battle card has been set: anything done in a new battle comes after it. */
export const battleSet = (s: S): boolean => s.history.length > 0;

/** “Set the battle”: open until it is set, then its card and initiative in a line. */
export const battleFold: Fold = (s) =>
  setting(s) && battleSet(s)
    ? { title: 'Set the battle', summary: battleLine(s), open: false }
    : null;

/** A form of the setting steps after the battle card (the generals, the hands): open once it is set. */
export function afterBattleFold(title: string, summary: string, fought: string): Fold {
  return (s) =>
    setting(s)
      ? battleSet(s)
        ? null
        : { title, summary, open: false }
      : { title, summary: fought, open: false };
}

/** “Key in a card” while the cards are played: folded, unless no card is in a hand to play from. */
export const keyInFold: Fold = (s) => {
  const title = 'Key in a card';
  if (setting(s))
    return battleSet(s) ? null : { title, summary: 'each card of both hands, once', open: false };
  return { title, summary: 'a card not in a hand yet', open: (s.hand ?? []).length === 0 };
};

/** Both combat values in a line; their breakdown and rulings inside. */
export const valuesFold: Fold = (s) => ({
  title: 'Combat values',
  summary: SIDES.map((side) => `${SIDE_LABEL[side]} ${signed(sideValue(s, side).cv)}`).join(' · '),
  open: false,
});

/** The volley and the passes in a line; open when more cards were played than allowed. */
export const volleyFold: Fold = (s) => {
  const limit = volleyLimit(s, s.actor);
  return {
    title: 'Volley',
    summary: `${SIDE_LABEL[s.actor]} ${s.volley} of ${limit} ${limit === 1 ? 'card' : 'cards'} · passes ${s.passes}`,
    open: s.volley > limit,
  };
};

/** The hands: open while cards are played from them; once the battle is over, a count. */
export const handsFold: Fold = (s) =>
  s.ended
    ? {
        title: 'Cards left in the hands',
        summary: SIDES.map(
          (side) => `${SIDE_LABEL[side]} ${(s.hand ?? []).filter((h) => h.side === side).length}`,
        ).join(' · '),
        open: false,
      }
    : null;

/** The cards played: open while the battle is fought; once it is over, how many are in play. */
export const playedFold: Fold = (s) =>
  s.ended
    ? {
        title: 'Cards played',
        summary: SIDES.map(
          (side) =>
            `${SIDE_LABEL[side]} ${count(s.cards.filter((c) => c.side === side && inPlay(s.cards, c)).length, 'in play', 'in play')}`,
        ).join(' · '),
        open: false,
      }
    : null;

/** The generals present, once the battle is fought: how many of each side are ready. */
export const generalsFold: Fold = (s) => ({
  title: 'Generals present',
  summary: SIDES.map((side) => {
    const all = s.generals.filter((g) => g.side === side);
    return `${SIDE_LABEL[side]} ${all.filter((g) => !g.engaged).length} of ${all.length} ready`;
  }).join(' · '),
  open: false,
});

/** The attack-card limits set for the battle, or none. */
export const limitsFold: Fold = (s) => {
  const set = ATTACK_LIMITS.filter((l) => (s.battle.limits ?? []).includes(l.card));
  return {
    title: 'Attack-card limits',
    summary: set.length ? set.map(limitCardName).join(', ') : 'none set',
    open: false,
  };
};

/** A card turned to another value: seldom needed. */
export const revalueFold: Fold = () => ({
  title: 'Change a card’s value',
  summary: 'Battle Elan to its weaker side, and the like',
  open: false,
});

/** The battle card's split: open only while neither the rulebook, the cards page nor the player gives it. */
export const splitFold: Fold = (s, ctx) => {
  const known = s.result ?? cardSplit(s, ctx).split;
  return known
    ? {
        title: 'The battle card’s result',
        summary: `winner gains ${known.gain}, loser loses ${known.loss}`,
        open: false,
      }
    : null;
};
