/**
 * Altar of Freedom: checking one army's secret Priority Point bids (Priority Points; Chain of
 * Command; Influencing the Turn Clock; Saving Points, L537–609; the bidding traits of App. I,
 * L1677–1715; scenario turn bans; spec §3.3). Pure: the caller passes each general's PP for the
 * turn and his split, and gets the division ratings, the clock bid and every problem found.
 */
import { clockBidCap, micromanagerMinimumSave } from './command.js';
import { SIDE_NAMES } from './display-names.js';
import { armyDivisions } from './oob.js';
import type { Army, Division, General, Scenario, Side } from './schema.js';
import type { TraitId } from './trait-ids.js';

/** One general's split of his PP for the turn. Values should be whole numbers ≥ 0. */
export interface GeneralBid {
  readonly generalId: string;
  /** His PP this turn, after any trait rolls; null while unknown. */
  readonly pp: number | null;
  readonly traits: readonly TraitId[];
  /** False while he is not on the table: he gives out nothing (spec §3.2). */
  readonly present: boolean;
  readonly clock: number;
  readonly saved: number;
  /** PP given to each division, by division id; missing means 0. */
  readonly divisions: Readonly<Record<string, number>>;
}

/** A problem with the bids ('error') or something the player should know ('note'). */
export interface BidMessage {
  readonly level: 'error' | 'note';
  /** The general concerned, or null for the whole army. */
  readonly generalId: string | null;
  readonly text: string;
  /** The rulebook's place (section heading, appendix) or ruling. */
  readonly rule: string;
}

/** A division's Priority rating from all the bids on it (ruling A2). */
export interface DivisionRating {
  readonly division: Division;
  readonly rating: number;
}

/** The outcome of checking one army's bids. */
export interface BidCheck {
  /** Every division of the army, in order of battle, with its rating. */
  readonly ratings: readonly DivisionRating[];
  /** PP of every general on the clock: the army's modifier to the control roll. */
  readonly clockTotal: number;
  readonly messages: readonly BidMessage[];
  readonly valid: boolean;
}

/** A general of the army with the divisions under him (his chain of command). */
export interface ChainOfCommand {
  readonly general: General;
  readonly role: 'army' | 'corps';
  /** Divisions under him: the whole army for the army commander (Chain of Command). */
  readonly chain: readonly Division[];
}

/**
 * Each general of `army` with his chain: the army commander commands every division; a corps or
 * wing general his command's divisions. A command printed without a general answers to the army
 * commander (ruling G7).
 */
export function chainsOfCommand(army: Army): ChainOfCommand[] {
  const out: ChainOfCommand[] = [
    { general: army.general, role: 'army', chain: armyDivisions(army) },
  ];
  for (const c of army.commands) {
    if (c.general !== null) out.push({ general: c.general, role: 'corps', chain: c.divisions });
  }
  return out;
}

/**
 * The divisions `general` may give PP to: his chain, or any division of the army for a Trusted
 * Lieutenant (Chain of Command; App. I, Trusted Lieutenant).
 */
export function bidTargets(army: Army, c: ChainOfCommand, traits: readonly TraitId[]): Division[] {
  return traits.includes('trusted-lieutenant') ? armyDivisions(army) : [...c.chain];
}

/**
 * Whether a general of `scenario` is on the table on `turn`: false until the end of the turn of
 * his scheduled arrival, null when he rolls to arrive (the players know), true otherwise.
 */
export function generalOnTable(
  scenario: Scenario,
  generalId: string,
  turn: number,
): boolean | null {
  const r = scenario.reinforcements.find((x) => x.units.includes(generalId));
  if (r === undefined) return true;
  if (r.kind === 'roll') return turn <= r.turn ? false : null;
  return turn > r.turn;
}

const whole = (n: number) => Number.isInteger(n) && n >= 0;

/** The scenario's bans on bidding for `side` on `turn` (Shiloh and Cedar Creek special rules). */
function turnBans(scenario: Scenario, side: Side, turn: number, push: (m: BidMessage) => void) {
  const bans = { divisions: false, all: false };
  for (const r of scenario.specialRules) {
    const e = r.effect;
    if (e?.kind !== 'zero-division-bids' && e?.kind !== 'no-pp') continue;
    if (e.side !== side || !e.turns.includes(turn)) continue;
    if (e.kind === 'zero-division-bids') bans.divisions = true;
    if (e.kind === 'no-pp') bans.all = true;
    push({
      level: 'note',
      generalId: null,
      text: `${r.title}: ${r.text}`,
      rule: `${scenario.title}, special rules`,
    });
  }
  return bans;
}

/**
 * Checks the bids of `side` in `scenario` on `turn` (see the module comment). Each general may
 * give PP only to `bidTargets`; his clock bid is at most half his PP rounded up (ruling A4); the
 * split may not exceed his PP (what is left is lost, ruling A3); Micromanager saves at least
 * half, rounded down; no other general gives to an Insubordinate general's divisions; on final
 * ratings (ruling A32) an Inept general's divisions differ unless 0 and a Sloppy Staff Work
 * general has a division at 0; and the scenario's turn bans hold. Ratings sum every bid (A2).
 */
export function checkBids(
  scenario: Scenario,
  army: Army,
  turn: number,
  bids: readonly GeneralBid[],
): BidCheck {
  const messages: BidMessage[] = [];
  const push = (m: BidMessage) => messages.push(m);
  const error = (generalId: string | null, text: string, rule: string) =>
    push({ level: 'error', generalId, text, rule });
  const chains = chainsOfCommand(army);
  const bans = turnBans(scenario, army.side, turn, push);
  const divisions = armyDivisions(army);
  const rating = new Map(divisions.map((d) => [d.id, 0]));
  const givers = new Map<string, Set<string>>(divisions.map((d) => [d.id, new Set()]));
  let clockTotal = 0;
  for (const bid of bids) {
    const c = chains.find((x) => x.general.id === bid.generalId);
    if (c === undefined) {
      error(null, `'${bid.generalId}' is not a general of this army.`, 'Chain of Command');
      continue;
    }
    const who = c.general.name;
    const given = Object.entries(bid.divisions).filter(([, n]) => n !== 0);
    const values = [bid.clock, bid.saved, ...given.map(([, n]) => n)];
    if (!values.every(whole)) {
      error(
        c.general.id,
        `${who}: every bid is a whole number of PP, 0 or more.`,
        'Priority Points',
      );
      continue;
    }
    const targets = new Set(bidTargets(army, c, bid.traits).map((d) => d.id));
    for (const [id, n] of given) {
      const d = divisions.find((x) => x.id === id);
      if (d === undefined || !targets.has(id)) {
        error(
          c.general.id,
          `${who} cannot give PP to ${d?.name ?? id}: not under his command.`,
          'Chain of Command',
        );
        continue;
      }
      rating.set(id, (rating.get(id) ?? 0) + n);
      givers.get(id)?.add(c.general.id);
    }
    const spent = values.reduce((s, n) => s + n, 0);
    clockTotal += bid.clock;
    if (!bid.present) {
      if (spent > 0)
        error(c.general.id, `${who} is not on the table: he gives out no PP.`, 'Priority Points');
      continue;
    }
    if (bans.all && spent > 0) {
      error(
        c.general.id,
        `${who}: no ${SIDE_NAMES[army.side]} PP may be spent this turn.`,
        `${scenario.title}, special rules`,
      );
    }
    if (bid.pp === null) {
      if (spent > 0) error(c.general.id, `${who}: enter his PP for this turn.`, 'Priority Points');
      continue;
    }
    if (spent > bid.pp) {
      error(c.general.id, `${who} gives out ${spent} PP but has ${bid.pp}.`, 'Priority Points');
    } else if (spent < bid.pp && !bans.all) {
      push({
        level: 'note',
        generalId: c.general.id,
        text: `${who}: ${bid.pp - spent} PP not given out are lost.`,
        rule: 'ruling A3',
      });
    }
    const cap = clockBidCap(bid.pp);
    if (bid.clock > cap) {
      error(
        c.general.id,
        `${who} may put at most ${cap} PP on the clock (half his ${bid.pp}, rounded up).`,
        'Influencing the Turn Clock; ruling A4',
      );
    }
    if (bid.traits.includes('micromanager')) {
      const least = micromanagerMinimumSave(bid.pp);
      if (bid.saved < least) {
        error(
          c.general.id,
          `${who} (Micromanager) must save at least ${least} PP.`,
          'App. I, Micromanager',
        );
      }
    }
  }
  if (bans.divisions && [...rating.values()].some((n) => n > 0)) {
    error(
      null,
      `Every ${SIDE_NAMES[army.side]} division must be rated 0 this turn.`,
      `${scenario.title}, special rules`,
    );
  }
  for (const bid of bids) {
    const c = chains.find((x) => x.general.id === bid.generalId);
    if (c === undefined) continue;
    const who = c.general.name;
    const chain = c.chain.map((d) => ({ d, r: rating.get(d.id) ?? 0 }));
    if (bid.traits.includes('insubordinate') && c.role === 'corps') {
      for (const { d } of chain) {
        if ([...(givers.get(d.id) ?? [])].some((g) => g !== c.general.id)) {
          error(
            c.general.id,
            `${d.name} (under ${who}, Insubordinate) may take PP from no other general.`,
            'App. I, Insubordinate',
          );
        }
      }
    }
    if (bid.traits.includes('inept')) {
      const seen = new Map<number, string>();
      for (const { d, r } of chain) {
        const other = seen.get(r);
        if (r > 0 && other !== undefined) {
          error(
            c.general.id,
            `${other} and ${d.name} (under ${who}, Inept) may not share the rating ${r}.`,
            'App. I, Inept; ruling A32',
          );
        }
        seen.set(r, d.name);
      }
    }
    if (
      bid.traits.includes('sloppy-staff-work') &&
      chain.length > 0 &&
      chain.every((x) => x.r > 0)
    ) {
      error(
        c.general.id,
        `A division under ${who} (Sloppy Staff Work) must be rated 0.`,
        'App. I, Sloppy Staff Work; ruling A32',
      );
    }
  }
  return {
    ratings: divisions.map((d) => ({ division: d, rating: rating.get(d.id) ?? 0 })),
    clockTotal,
    messages,
    valid: messages.every((m) => m.level !== 'error'),
  };
}
