/**
 * Battle Cry of Freedom: which battle cards may block which, as far as the rulebook reveals the
 * theater flow charts (which it does not print), and the legal Confederate blockers for a Union
 * placement. Where the answer is on a flow chart or card the rulebook lacks, the result says so
 * and lists the candidates for the players to settle.
 */
import type { CiteRow } from '../../shared/ruling-rows.js';
import { BATTLE_CARDS, battleCardById, type BattleCard } from './battle-cards.js';
import { PLACE, glossaryPlace } from './cards-common.js';

/** What the rulebook says about blocking one placed card. */
export interface BlockRule {
  /**
   * `only`: just the cards listed may block; `open`: any eligible card of the theater (the victory
   * city default); `chart`: the flow chart decides (cards seen blocking are listed);
   * `none`: it cannot be blocked.
   */
  readonly kind: 'only' | 'open' | 'chart' | 'none';
  /** The cards named as blockers (for `only`) or seen blocking in the examples (otherwise). */
  readonly named: readonly string[];
  readonly cites: readonly CiteRow[];
  readonly note: string;
}

/** Battle cards' names from their ids, as a list in words ("Shiloh, Corinth and Stones River"). */
function namesOf(ids: readonly string[]): string {
  const names = ids.map((id) => battleCardById(id)?.name ?? id);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
    : (names[0] ?? '');
}

const CHATTANOOGA_BLOCKERS = ['stones-river'];
const VICKSBURG_SEEN = ['shiloh', 'corinth', 'stones-river'];

const DEFAULT_CHART: BlockRule = {
  kind: 'chart',
  named: [],
  cites: [[glossaryPlace('Theater of War Flow Charts'), 'L188']],
  note: 'Its blockers are on the theater flow chart and the card, which the rulebook does not print: check them and decide.',
};

/** The blocking rules the rulebook states or shows, by placed card; others fall to `DEFAULT_CHART`. */
export const BLOCK_RULES: Readonly<Record<string, BlockRule>> = {
  chattanooga: {
    kind: 'only',
    named: CHATTANOOGA_BLOCKERS,
    cites: [[`${PLACE.phaseD} (example)`, 'L229']],
    note: `${namesOf(CHATTANOOGA_BLOCKERS)} is the only card that can block it.`,
  },
  vicksburg: {
    kind: 'open',
    named: VICKSBURG_SEEN,
    cites: [
      [PLACE.phaseD, 'L227'],
      [`${glossaryPlace('Strategic Movement')} (examples)`, 'L172–176'],
    ],
    note: `A victory city: any West battle card may block it unless a card or flow chart says otherwise; ${namesOf(VICKSBURG_SEEN)} are seen doing so.`,
  },
  atlanta: {
    kind: 'open',
    named: [],
    cites: [[PLACE.phaseD, 'L227']],
    note: 'A victory city: any West battle card may block it unless a card or flow chart says otherwise.',
  },
  richmond: {
    kind: 'open',
    named: [],
    cites: [
      [PLACE.phaseD, 'L227'],
      [glossaryPlace('Peninsula Campaign Battle Card'), 'L160'],
    ],
    note: 'A victory city: any East battle card may block it, but none while the Union holds the Peninsula Campaign.',
  },
  fredericksburg: {
    ...DEFAULT_CHART,
    cites: [...DEFAULT_CHART.cites, [`${glossaryPlace('Strategic Movement')} (examples)`, 'L180']],
    note: 'The examples place it with no block possible (ruling A29): unless your flow chart names a blocker, it is fought.',
  },
  shiloh: {
    ...DEFAULT_CHART,
    cites: [...DEFAULT_CHART.cites, [`${glossaryPlace('Strategic Movement')} (examples)`, 'L180']],
    note: 'The examples place it with no block possible (ruling A29): unless your flow chart names a blocker, it is fought.',
  },
  corinth: {
    ...DEFAULT_CHART,
    cites: [...DEFAULT_CHART.cites, [PLACE.example, 'L311']],
    note: 'The Example of Play places it with no block possible (ruling A29): unless your flow chart names a blocker, it is fought.',
  },
};

/** The rule for blocking `id` (the flow-chart default for cards the rulebook says nothing of). */
export function blockRuleFor(id: string): BlockRule {
  return BLOCK_RULES[id] ?? DEFAULT_CHART;
}

/** The Union may block only Washington, and only with these invasions. */
export const WASHINGTON_BLOCKERS: readonly string[] = ['antietam', 'gettysburg'];

/** What is known of the cards on the table, for the blocking checks. */
export interface BlockingContext {
  /** Battle cards in Union possession. */
  readonly held: ReadonlySet<string>;
  /** Invasion cards out of the game. */
  readonly removed: ReadonlySet<string>;
  /** Confederate Play-Deck battle cards he holds in hand (Kennesaw Mountain, North Anna). */
  readonly inHand: ReadonlySet<string>;
  /** How the Peninsula Campaign was declared, when it is the placed card. */
  readonly peninsula: 'amphibious' | 'overland';
}

/** The Confederate's answer for one placed card. */
export interface BlockOptions {
  /** `none`: cannot be blocked; `listed`: exactly `blockers`; `decide`: candidates to check. */
  readonly status: 'none' | 'listed' | 'decide';
  readonly blockers: readonly BattleCard[];
  readonly reason: string;
  readonly cites: readonly CiteRow[];
}

/**
 * Cards the Confederate could block with in `card`'s theater: never a victory city, an invasion,
 * a card the Union holds or the card itself; his Play-Deck battles only from his hand.
 */
export function blockCandidates(card: BattleCard, ctx: BlockingContext): BattleCard[] {
  return BATTLE_CARDS.filter(
    (c) =>
      c.id !== card.id &&
      c.theater === card.theater &&
      c.kind === 'battle' &&
      !ctx.held.has(c.id) &&
      (c.start !== 'confederate-deck' || ctx.inHand.has(c.id)),
  );
}

const NEVER_CITY: CiteRow = [glossaryPlace('Blocking'), 'L89'];

/** Who may block the Union's placement of `id`, as far as the rulebook tells. */
export function blockOptions(id: string, ctx: BlockingContext): BlockOptions {
  const card = battleCardById(id);
  if (!card) return { status: 'none', blockers: [], reason: 'No such battle card.', cites: [] };
  const rule = blockRuleFor(id);
  if (id === 'peninsula' && ctx.peninsula === 'amphibious')
    return {
      status: 'none',
      blockers: [],
      reason:
        'Declared Amphibious: it cannot be blocked (the Confederate may still take the offensive).',
      cites: [[glossaryPlace('Peninsula Campaign Battle Card'), 'L160']],
    };
  if (id === 'richmond' && ctx.held.has('peninsula'))
    return {
      status: 'none',
      blockers: [],
      reason: 'The Union holds the Peninsula Campaign: Richmond cannot be blocked.',
      cites: [[glossaryPlace('Peninsula Campaign Battle Card'), 'L160']],
    };
  const candidates = blockCandidates(card, ctx);
  const cites = [...rule.cites, NEVER_CITY];
  if (rule.kind === 'only') {
    const blockers = candidates.filter((c) => rule.named.includes(c.id));
    return {
      status: 'listed',
      blockers,
      reason: blockers.length > 0 ? rule.note : `${rule.note} It is not available now.`,
      cites,
    };
  }
  if (rule.kind === 'open')
    return { status: 'listed', blockers: candidates, reason: rule.note, cites };
  return { status: 'decide', blockers: candidates, reason: rule.note, cites };
}
