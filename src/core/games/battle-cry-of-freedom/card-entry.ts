/**
 * Battle Cry of Freedom: what the players key in from their cards where the rulebook prints
 * nothing (ruling G40): generals' stars and cavalry, battle cards' command-point splits and Major
 * Victory effects, events' stars and deck. A user-data kind (saved, exported, imported, shared),
 * the check that refuses a value contradicting one the rulebook gives, and the resolved values.
 */
import * as v from 'valibot';
import type { UserDataKind } from '../../shared/user-data.js';
import { plainText } from '../../shared/schema-limits.js';
import { BATTLE_CARDS, battleCardById, splitKeys, type SplitKey } from './battle-cards.js';
import type { Evidence } from './cards-common.js';
import { GENERALS, STARS, STAR_VALUES, generalById } from './generals.js';
import { EVENT_CARDS, RESOURCE_CARDS } from './play-cards.js';

/** A sanity bound on an entered split (no card moves more command points); not a rule. */
export const SPLIT_MAX = 20;
/** Longest Major Victory effect the player may type. */
export const MAJOR_TEXT_MAX = 200;

/** The decks a card may be limited to, as the card says. */
export const DECKS = ['one', 'two', 'both'] as const;
export type DeckLimit = (typeof DECKS)[number];
export const DECK_LABEL: Readonly<Record<DeckLimit, string>> = {
  one: 'Deck One only',
  two: 'Deck Two only',
  both: 'Either deck',
};

const StarsSchema = v.picklist(STAR_VALUES);
const SplitNumber = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SPLIT_MAX));
const SplitSchema = v.strictObject({ gain: SplitNumber, loss: SplitNumber });

const GeneralEntrySchema = v.strictObject({
  offense: v.exactOptional(StarsSchema),
  defense: v.exactOptional(StarsSchema),
  cavalry: v.exactOptional(v.boolean()),
});
const BattleEntrySchema = v.strictObject({
  any: v.exactOptional(SplitSchema),
  union: v.exactOptional(SplitSchema),
  confederate: v.exactOptional(SplitSchema),
  major: v.exactOptional(plainText(MAJOR_TEXT_MAX, 'A Major Victory effect')),
});
const EventEntrySchema = v.strictObject({
  stars: v.exactOptional(StarsSchema),
  deck: v.exactOptional(v.picklist(DECKS)),
});

const ids = (list: readonly { id: string }[]) =>
  v.picklist(list.map((x) => x.id) as [string, ...string[]]);

/** The players' card data, keyed by the rulebook's cards (no other key is accepted). */
export const CardDataSchema = v.strictObject({
  generals: v.record(ids(GENERALS), GeneralEntrySchema),
  battles: v.record(ids(BATTLE_CARDS), BattleEntrySchema),
  events: v.record(ids([...RESOURCE_CARDS, ...EVENT_CARDS]), EventEntrySchema),
});

export type GeneralEntry = v.InferOutput<typeof GeneralEntrySchema>;
export type BattleEntry = v.InferOutput<typeof BattleEntrySchema>;
export type EventEntry = v.InferOutput<typeof EventEntrySchema>;
export type CardData = v.InferOutput<typeof CardDataSchema>;

/** The user-data kind of the card values (ruling G40). */
export const CARD_USER_DATA: UserDataKind<CardData> = {
  gameSlug: 'battle-cry-of-freedom',
  kind: 'cards',
  title: 'Battle Cry of Freedom card values',
  schema: CardDataSchema,
  empty: () => ({ generals: {}, battles: {}, events: {} }),
};

/** A value as resolved: the rulebook's, the player's, or missing. */
export interface Resolved<T> {
  readonly value: T | null;
  readonly source: 'rulebook' | 'player' | 'missing';
  readonly evidence?: Evidence;
}

const pick = <T>(known: T | null, entered: T | undefined): Resolved<T> =>
  known !== null
    ? { value: known, source: 'rulebook' }
    : entered !== undefined
      ? { value: entered, source: 'player' }
      : { value: null, source: 'missing' };

/** A general's stars and cavalry, the rulebook's first. */
export function resolveGeneral(id: string, data: CardData) {
  const g = generalById(id);
  const e = data.generals[id] ?? {};
  return {
    offense: pick(g?.offense ?? null, e.offense),
    defense: pick(g?.defense ?? null, e.defense),
    cavalry: pick(g?.cavalry ?? null, e.cavalry),
  };
}

/** A battle card's split for `key`, the rulebook's first (the combat ledger reads this). */
export function resolveSplit(
  id: string,
  key: SplitKey,
  data: CardData,
): Resolved<{ readonly gain: number; readonly loss: number }> {
  const known = battleCardById(id)?.known[key];
  if (known) return { value: known, source: 'rulebook', evidence: known.evidence };
  return pick(null, data.battles[id]?.[key]);
}

/**
 * What is wrong with entering `entry` for general `id`: a value the rulebook gives cannot be
 * contradicted, and a split card's defense is not below its offense when known both ways.
 */
export function checkGeneralEntry(id: string, entry: GeneralEntry): string[] {
  const g = generalById(id);
  if (!g) return [`There is no general “${id.slice(0, 40)}”.`];
  const out: string[] = [];
  const clash = <T>(known: T | null, given: T | undefined, what: string) => {
    if (known !== null && given !== undefined && known !== given)
      out.push(`${g.name}: the rulebook gives his ${what}; yours differs, so it is not saved.`);
  };
  clash(g.offense, entry.offense, 'offensive stars');
  clash(g.defense, entry.defense, 'defensive stars');
  clash(g.cavalry, entry.cavalry, 'cavalry status');
  for (const s of [entry.offense, entry.defense])
    if (s !== undefined && (s < STARS.min || s > STARS.max))
      out.push(`${g.name}: stars run from ${STARS.min} to ${STARS.max}.`);
  return out;
}

/** What is wrong with entering `entry` for battle card `id` (a known split cannot be contradicted). */
export function checkBattleEntry(id: string, entry: BattleEntry): string[] {
  const card = battleCardById(id);
  if (!card) return [`There is no battle card “${id.slice(0, 40)}”.`];
  const out: string[] = [];
  const keys = splitKeys(card);
  for (const key of ['any', 'union', 'confederate'] as const) {
    const given = entry[key];
    if (given === undefined) continue;
    if (!keys.includes(key))
      out.push(`${card.name}: it has no ${key === 'any' ? 'single' : key} split.`);
    const known = card.known[key];
    if (known && (known.gain !== given.gain || known.loss !== given.loss))
      out.push(
        `${card.name}: the rulebook gives this split as ${known.gain}/${known.loss}; yours differs, so it is not saved.`,
      );
  }
  if (entry.major !== undefined && card.kind === 'city')
    out.push(`${card.name}: a victory city gives no Major Victory.`);
  return out;
}

/** What is wrong with entering `entry` for event `id`: stars only on a battle event. */
export function checkEventEntry(id: string, entry: EventEntry): string[] {
  const ev = EVENT_CARDS.find((e) => e.id === id);
  const res = RESOURCE_CARDS.find((r) => r.id === id);
  if (!ev && !res) return [`There is no named event “${id.slice(0, 40)}”.`];
  if (entry.stars !== undefined && ev?.kind !== 'battle')
    return [`${(ev ?? res)?.name ?? id}: only a battle event carries stars.`];
  return [];
}

/** `data` with entry `id` of `group` replaced (an empty entry removes it). */
export function withEntry<K extends keyof CardData>(
  data: CardData,
  group: K,
  id: string,
  entry: CardData[K][string] | null,
): CardData {
  const rest = Object.fromEntries(Object.entries(data[group]).filter(([k]) => k !== id));
  const kept = entry !== null && Object.keys(entry).length > 0 ? { [id]: entry } : {};
  return { ...data, [group]: { ...rest, ...kept } };
}
