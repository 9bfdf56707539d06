/**
 * Battle Cry of Freedom: the combat ledger's one reducer. Each event gives the next snapshot or
 * throws a RangeError the tracker shows as a refusal: a Battle Event needs a present, unengaged,
 * non-cavalry general of enough stars; a cancellation may not loop back on itself; nothing is
 * played once both have passed, unless a Battle Continues opens a new day. Pure.
 */
import {
  BATTLE_CONTINUES,
  COMBAT,
  GETTYSBURG,
  opponentOf,
  SIDE_LABEL,
  type Side,
} from './combat-data.js';
import { attackLimitOf } from './attack-limits.js';
import { battleCardById } from './battle-cards.js';
import { attackLimitProblem, openingAttackProblem } from './ledger-limits.js';
import { exampleOf } from './combat-examples.js';
import { cardOf, dependsOn, effectiveStars, inPlay } from './ledger.js';
import {
  BY_HAND,
  type BattleInfo,
  type HandCard,
  type LedgerCard,
  type LedgerEvent,
  type LedgerGeneral,
  type LedgerSnapshot,
  type PlayCard,
} from './ledger-types.js';

function general(s: LedgerSnapshot, id: string): LedgerGeneral {
  const g = s.generals.find((x) => x.id === id);
  if (!g) throw new RangeError('That general is not in this battle.');
  return g;
}

function card(s: LedgerSnapshot, id: string): LedgerCard {
  const c = cardOf(s.cards, id);
  if (!c) throw new RangeError('That card is not in the ledger.');
  return c;
}

function patchGeneral(
  s: LedgerSnapshot,
  id: string,
  patch: Partial<LedgerGeneral>,
): LedgerSnapshot {
  return { ...s, generals: s.generals.map((g) => (g.id === id ? { ...g, ...patch } : g)) };
}

function patchCard(s: LedgerSnapshot, id: string, patch: Partial<LedgerCard>): LedgerSnapshot {
  return { ...s, cards: s.cards.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

function open(s: LedgerSnapshot): void {
  if (s.ended)
    throw new RangeError(
      'Both players have passed: the battle is over unless a Battle Continues is played.',
    );
}

/** The actor's count after a card of `side`: an interrupt by the opponent starts it again (ruling A30). */
function counted(s: LedgerSnapshot, side: Side): LedgerSnapshot {
  return side === s.actor ? { ...s, volley: s.volley + 1, acted: true } : { ...s, volley: 0 };
}

/** A card's kind and value agree (an attack above 0, a defend below, a special 0). */
function checkFace(e: Pick<PlayCard, 'kind' | 'value' | 'name'>): void {
  if (e.name.trim() === '') throw new RangeError('Name the card.');
  const sign = { attack: 1, defend: -1, special: 0, modifier: null }[e.kind];
  if (sign === 0 && e.value !== 0)
    throw new RangeError('A card with no combat value has the value 0.');
  if (sign !== null && sign !== 0 && Math.sign(e.value) !== sign)
    throw new RangeError(
      e.kind === 'attack'
        ? 'An attack card has a value above 0.'
        : 'A defend card has a value below 0.',
    );
}

function checkPlay(s: LedgerSnapshot, e: PlayCard): void {
  open(s);
  checkFace(e);
  if (e.kind === 'modifier' && (e.attachedTo === null || e.value === 0))
    throw new RangeError('A modifier is attached to a card and changes its value.');
  if (e.kind === 'attack') {
    const limited = attackLimitProblem(s, e.side);
    if (limited) throw new RangeError(limited);
  }
  if (e.attachedTo !== null) card(s, e.attachedTo);
  if (e.cancels !== null) card(s, e.cancels);
  if (e.event === 'battle' && e.general === null)
    throw new RangeError('A Battle Event is played by engaging a general: choose him.');
  if (e.general === null) return;
  const g = general(s, e.general);
  if (g.side !== e.side) throw new RangeError(`${g.name} is not a ${SIDE_LABEL[e.side]} general.`);
  if (g.engaged) throw new RangeError(`${g.name} is engaged already.`);
  if (g.cavalry) throw new RangeError(`${g.name} is cavalry: he engages only to draw a card.`);
  const stars = effectiveStars(s, g);
  if (e.stars !== null && stars !== null && e.stars > stars)
    throw new RangeError(
      `${g.name} counts ${stars} star${stars === 1 ? '' : 's'} here: too few for this event.`,
    );
}

function play(s: LedgerSnapshot, e: PlayCard): LedgerSnapshot {
  checkPlay(s, e);
  const id = e.id ?? `c${s.next}`;
  if (cardOf(s.cards, id)) throw new RangeError('A card with this id is in the ledger already.');
  const c: LedgerCard = {
    id,
    side: e.side,
    name: e.name,
    kind: e.kind,
    value: e.value,
    event: e.event,
    stars: e.stars,
    general: e.general,
    attachedTo: e.attachedTo,
    canceledBy: [],
    day: s.day,
  };
  let next: LedgerSnapshot = {
    ...counted(s, e.side),
    cards: [...s.cards, c],
    next: s.next + 1,
    passes: 0,
  };
  if (e.general !== null) next = patchGeneral(next, e.general, { engaged: true });
  if (e.cancels !== null) next = cancel(next, e.cancels, id);
  return next;
}

function cancel(s: LedgerSnapshot, target: string, by: string): LedgerSnapshot {
  const t = card(s, target);
  if (by !== BY_HAND) {
    const canceller = card(s, by);
    if (target === by || dependsOn(s.cards, canceller, target))
      throw new RangeError(
        `${canceller.name} cannot cancel ${t.name}: it stands or falls with it.`,
      );
  }
  if (!inPlay(s.cards, t)) throw new RangeError(`${t.name} is not in play.`);
  return patchCard(s, target, { canceledBy: [...t.canceledBy, by] });
}

function remove(s: LedgerSnapshot, id: string): LedgerSnapshot {
  const gone = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of s.cards)
      if (c.attachedTo !== null && gone.has(c.attachedTo) && !gone.has(c.id)) {
        gone.add(c.id);
        grew = true;
      }
  }
  return {
    ...s,
    cards: s.cards
      .filter((c) => !gone.has(c.id))
      .map((c) => ({ ...c, canceledBy: c.canceledBy.filter((b) => !gone.has(b)) })),
  };
}

/**
 * The battle leaves its setting once a card is played or an action taken (a ledger kept without
 * the stages goes straight to combat).
 */
function fighting(s: LedgerSnapshot): LedgerSnapshot {
  return s.stage === 'setup' ? { ...s, stage: 'combat' } : s;
}

/**
 * Before combat the player without the initiative plays his cards first, then the player with it;
 * then combat opens with the initiative's volley (I. Combat Phase, 1 and 2).
 */
function beforeDone(s: LedgerSnapshot): LedgerSnapshot {
  const init = s.battle.initiative;
  if (s.actor !== init) return { ...s, actor: init, volley: 0, acted: false };
  return { ...s, stage: 'combat', actor: init, volley: 0, acted: false, passes: 0 };
}

function handOver(s: LedgerSnapshot): LedgerSnapshot {
  open(s);
  if (s.stage === 'before') return beforeDone(s);
  const passes = s.acted ? 0 : s.passes + 1;
  const turned = { ...s, actor: opponentOf(s.actor), volley: 0, acted: false, passes };
  if (passes < COMBAT.passesToEnd) return turned;
  if (s.battle.mode === 'gettysburg' && s.day < GETTYSBURG.days) return newDay(turned);
  return { ...turned, ended: true };
}

function newDay(s: LedgerSnapshot): LedgerSnapshot {
  return {
    ...s,
    day: s.day + 1,
    passes: 0,
    ended: false,
    actor: s.battle.initiative,
    volley: 0,
    acted: false,
  };
}

function engage(s: LedgerSnapshot, id: string): LedgerSnapshot {
  open(s);
  const g = general(s, id);
  if (g.engaged) throw new RangeError(`${g.name} is engaged already.`);
  const acted = g.side === s.actor ? { acted: true } : {};
  return { ...patchGeneral(s, id, { engaged: true }), ...acted, passes: 0 };
}

function addGeneral(
  s: LedgerSnapshot,
  e: Extract<LedgerEvent, { type: 'add-general' }>,
): LedgerSnapshot {
  const id = e.id ?? `g${s.next}`;
  if (s.generals.some((g) => g.id === id))
    throw new RangeError(`${e.name} is in the battle already.`);
  for (const r of [e.offense, e.defense])
    if (r !== null && (r < COMBAT.stars.min || r > COMBAT.stars.max))
      throw new RangeError(`Stars run from ${COMBAT.stars.min} to ${COMBAT.stars.max}.`);
  const g: LedgerGeneral = {
    id,
    side: e.side,
    name: e.name,
    offense: e.offense,
    defense: e.defense,
    cavalry: e.cavalry,
    engaged: false,
  };
  return { ...s, generals: [...s.generals, g], next: s.next + 1 };
}

type SetBattle = Extract<LedgerEvent, { type: 'set-battle' }>;

/** The battle `e` sets: a named card's own name and victory city, or what the player typed. */
function battleOf(b: BattleInfo, e: SetBattle): BattleInfo {
  const { mode } = b;
  if (e.card === undefined)
    return {
      name: e.name,
      initiative: e.initiative,
      victoryCity: e.victoryCity,
      mode,
      ...(e.theater ? { theater: e.theater } : {}),
    };
  const c = battleCardById(e.card);
  if (!c) throw new RangeError(`There is no battle card “${e.card.slice(0, 40)}”.`);
  return {
    name: c.name,
    initiative: e.initiative,
    victoryCity: c.kind === 'city',
    mode,
    card: c.id,
    theater: c.theater,
  };
}

function handCard(s: LedgerSnapshot, id: string): HandCard {
  const h = (s.hand ?? []).find((x) => x.id === id);
  if (!h) throw new RangeError('That card is not in the hand.');
  return h;
}

const withoutHand = (s: LedgerSnapshot, id: string): LedgerSnapshot => ({
  ...s,
  hand: (s.hand ?? []).filter((x) => x.id !== id),
});

function keyCard(s: LedgerSnapshot, e: Extract<LedgerEvent, { type: 'key-card' }>): LedgerSnapshot {
  if (e.kind === 'modifier') {
    if (e.value === 0) throw new RangeError('A modifier changes the value of its card.');
  } else checkFace(e);
  const id = e.id ?? `h${s.next}`;
  if ((s.hand ?? []).some((x) => x.id === id)) throw new RangeError('That card is in the hand.');
  const { type: _, id: __, ...face } = e;
  return { ...s, hand: [...(s.hand ?? []), { ...face, id }], next: s.next + 1 };
}

function playHand(
  s: LedgerSnapshot,
  e: Extract<LedgerEvent, { type: 'play-hand' }>,
): LedgerSnapshot {
  const { id: _, ...face } = handCard(s, e.card);
  const played = play(fighting(s), {
    type: 'play',
    ...face,
    general: e.general,
    attachedTo: e.attachedTo,
    cancels: e.cancels,
  });
  return withoutHand(played, e.card);
}

/** The snapshot after `e` (without its description: see `describeChange`). */
export function reduceLedger(s: LedgerSnapshot, e: LedgerEvent): LedgerSnapshot {
  switch (e.type) {
    case 'set-battle':
      if (s.cards.length > 0 || (s.stage !== undefined && s.stage !== 'setup'))
        throw new RangeError('The battle is set before it starts.');
      return { ...s, battle: battleOf(s.battle, e), actor: e.initiative };
    case 'begin':
      if (s.stage !== 'setup') throw new RangeError('The battle has started already.');
      return {
        ...s,
        stage: 'before',
        actor: opponentOf(s.battle.initiative),
        volley: 0,
        acted: false,
        passes: 0,
      };
    case 'key-card':
      return keyCard(s, e);
    case 'play-hand':
      return playHand(s, e);
    case 'drop-hand':
      handCard(s, e.card);
      return withoutHand(s, e.card);
    case 'add-generals':
      return e.generals.reduce(addGeneral, s);
    case 'record':
      if (!s.ended) throw new RangeError('A battle is recorded once both players have passed.');
      if (s.recorded) throw new RangeError(`It is recorded in “${s.recorded.name}” already.`);
      {
        const opening = openingAttackProblem(s);
        if (opening) throw new RangeError(opening);
      }
      return { ...s, recorded: e.recording };
    case 'unrecord':
      return { ...s, recorded: null };
    case 'set-limits':
      for (const id of e.cards)
        if (attackLimitOf(id)?.by !== 'said')
          throw new RangeError(`“${id.slice(0, 40)}” is not a limit the players set.`);
      return { ...s, battle: { ...s.battle, limits: [...new Set(e.cards)] } };
    case 'add-general':
      return addGeneral(s, e);
    case 'remove-general':
      general(s, e.general);
      return { ...s, generals: s.generals.filter((g) => g.id !== e.general) };
    case 'engage':
      return engage(fighting(s), e.general);
    case 'disengage':
      if (!general(s, e.general).engaged) throw new RangeError('That general is not engaged.');
      return patchGeneral(s, e.general, { engaged: false });
    case 'play':
      return play(fighting(s), e);
    case 'cancel':
      return cancel(s, e.card, e.by);
    case 'restore':
      if (card(s, e.card).canceledBy.length === 0)
        throw new RangeError('That card is not cancelled.');
      return patchCard(s, e.card, { canceledBy: [] });
    case 'remove-card':
      card(s, e.card);
      return remove(s, e.card);
    case 'revalue':
      card(s, e.card);
      return patchCard(s, e.card, { value: e.value });
    case 'hand-over':
      return handOver(fighting(s));
    case 'battle-continues':
      return battleContinues(s, e.side);
    case 'set-result':
      if (!s.ended) throw new RangeError('The result is applied once both players have passed.');
      return { ...s, result: e.result };
    case 'example-step':
      return exampleStep(s);
  }
}

function battleContinues(s: LedgerSnapshot, side: Side): LedgerSnapshot {
  const played = s.continued.filter((x) => x === side).length;
  if (!s.ended || played >= BATTLE_CONTINUES.perPlayer)
    throw new RangeError(`${SIDE_LABEL[side]} cannot play Battle Continues now.`);
  return { ...newDay(s), continued: [...s.continued, side] };
}

function exampleStep(s: LedgerSnapshot): LedgerSnapshot {
  const ex = s.example ? exampleOf(s.example.slug) : undefined;
  const step = s.example && ex ? ex.steps[s.example.step] : undefined;
  if (!s.example || !step) throw new RangeError('There is no next step to replay.');
  const after = step.events.reduce(reduceLedger, s);
  return { ...after, example: { ...s.example, step: s.example.step + 1 } };
}
