/**
 * The Price of Freedom: checking and recording what the player enters for a commander where the
 * rulebook is silent (ruling G1), the commander's display name, and his known ratings as
 * links into the roll tools (§2.2.1, §16.2.2, §16.4.2, §16.5.2, §17.3.3). Procedures only.
 */
import { LAST_TURN, NATION_LABELS } from './constants.js';
import type { Nation } from './constants.js';
import { commanderBattleInput } from './commanders.js';
import type { ResolvedCommander } from './commanders.js';
import type { Commander } from './schema.js';
import type { CommanderEntry, CommanderUserData } from './user-data.js';

/** Longest name the player may give an unnamed commander (the user-data schema's limit). */
export const COMMANDER_NAME_MAX = 60;

/** What a commander's marks mean, in the app's words, with their rules. */
export const COMMANDER_MARKS = {
  star: {
    symbol: '★',
    label: 'Star',
    text: 'Field commander only where no friendly theater commander serves; while in a theater he keeps any other friendly commander from becoming its theater commander.',
    rule: '§2.2.1, §7.3.4-7.3.5',
  },
  diamond: {
    symbol: '◆',
    label: 'Diamond',
    text: 'Special promotion conditions before he may become a theater commander (Grant first; Sherman or Thomas only after Grant), kept on the Promotion Record Track.',
    rule: '§7.3.5, §2.2.10',
  },
} as const;

const UNNAMED = /-unnamed-(\d+)$/;

/** The commander's name, or a placeholder for the five the text never names (“Unnamed Union commander 1”). */
export function commanderLabel(c: {
  readonly id: string;
  readonly side: Nation;
  readonly name: string | null;
}): string {
  if (c.name !== null) return c.name;
  const n = UNNAMED.exec(c.id)?.[1];
  return `Unnamed ${NATION_LABELS[c.side]} commander${n === undefined ? '' : ` ${n}`}`;
}

const RATINGS = ['adrm', 'ddrm', 'mam'] as const;
const RATING_NAMES: Readonly<Record<(typeof RATINGS)[number], string>> = {
  adrm: 'attack rating (ADRM)',
  ddrm: 'defence rating (DDRM)',
  mam: 'movement modifier (MAM)',
};

/** An entry as the player typed it: any field may hold anything until it is checked. */
export type CommanderEntryInput = { readonly [K in keyof CommanderEntry]?: unknown };

const isRating = (v: unknown): v is -1 | 0 | 1 => v === -1 || v === 0 || v === 1;

/**
 * What is wrong with `entry` for commander `id` (empty when it can be saved): a value the
 * rulebook prints cannot be replaced, ratings are −1, 0 or +1 (§2.2.1), entry turns 1 to 8
 * (§9.1), theaters East or West, a name is only for an unnamed commander and must not repeat
 * another's, and known relations between ratings must hold (McClellan's DDRM above his ADRM,
 * §16.5 example).
 */
export function checkCommanderEntry(
  commanders: readonly Commander[],
  data: CommanderUserData,
  id: string,
  entry: CommanderEntryInput,
): string[] {
  const c = commanders.find((x) => x.id === id);
  if (c === undefined) return [`There is no commander “${id.slice(0, 40)}”.`];
  const who = commanderLabel(c);
  const problems: string[] = [];
  const given = (v: unknown) => v !== undefined && v !== null;
  const name = entry.name;
  if (given(name)) {
    if (c.name !== null)
      problems.push(`${who}: the rulebook names him; his name cannot be changed.`);
    else if (typeof name !== 'string' || name.trim() === '')
      problems.push(`${who}: a name cannot be blank.`);
    else if (name.trim() !== name) problems.push(`${who}: a name cannot start or end with spaces.`);
    else if (name.length > COMMANDER_NAME_MAX)
      problems.push(`${who}: a name is at most ${COMMANDER_NAME_MAX} characters.`);
    else {
      const taken = commanders.some(
        (o) =>
          o.id !== id &&
          (o.name ?? data.commanders[o.id]?.name ?? '').toLowerCase() === name.toLowerCase(),
      );
      if (taken) problems.push(`${who}: another commander is already called “${name}”.`);
    }
  }
  for (const field of RATINGS) {
    const value = entry[field];
    if (!given(value)) continue;
    if (c[field] !== null)
      problems.push(`${who}: the rulebook gives his ${RATING_NAMES[field]}; it cannot be changed.`);
    else if (!isRating(value))
      problems.push(`${who}: a ${RATING_NAMES[field]} is −1, 0 or +1 (§2.2.1).`);
  }
  const turn = entry.entryTurn;
  if (given(turn)) {
    if (c.entryTurn !== null)
      problems.push(`${who}: his entry turn is known from the set-up; it cannot be changed.`);
    else if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 1 || turn > LAST_TURN)
      problems.push(`${who}: an entry turn is a whole number from 1 to ${LAST_TURN} (§9.1).`);
  }
  const theater = entry.theater;
  if (given(theater)) {
    if (c.theater !== null) problems.push(`${who}: his theater is printed; it cannot be changed.`);
    else if (theater !== 'east' && theater !== 'west')
      problems.push(`${who}: the theater is East or West (§2.1).`);
  }
  const rating = (v: unknown) => (isRating(v) ? v : null);
  for (const constraint of c.constraints) {
    const adrm = c.adrm ?? rating(entry.adrm);
    const ddrm = c.ddrm ?? rating(entry.ddrm);
    if (adrm !== null && ddrm !== null && ddrm <= adrm)
      problems.push(
        `${who}: his defence rating must be better than his attack rating (${constraint.rule}).`,
      );
  }
  return problems;
}

/**
 * `data` with commander `id`'s entry replaced by `entry`, keeping only the fields that hold a
 * value; a null or empty entry removes the commander from the data.
 */
export function withCommanderEntry(
  data: CommanderUserData,
  id: string,
  entry: CommanderEntry | null,
): CommanderUserData {
  const kept: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(entry ?? {})) if (value !== null) kept[k] = value;
  const commanders = Object.fromEntries(
    Object.entries(data.commanders).filter(([key]) => key !== id),
  );
  if (Object.keys(kept).length > 0) commanders[id] = kept;
  return { commanders };
}

/** A roll tool opened with a commander's rating filled in. */
export interface CommanderToolLink {
  /** The tool's route slug. */
  readonly tool: 'battle' | 'withdrawal' | 'interception' | 'movement';
  /** What the link does, in a few words. */
  readonly label: string;
  /** The tool's link inputs. */
  readonly params: readonly (readonly [string, string])[];
  readonly rule: string;
}

const other = (n: Nation): Nation => (n === 'usa' ? 'csa' : 'usa');

/** The commander's battle links: his role, its words, and which side attacks. */
const BATTLE_ROLES = [
  ['attacker', 'Battle, attacking', (side: Nation) => side],
  ['defender', 'Battle, defending', other],
] as const;

/**
 * Links that open the battle calculator, the withdrawal and interception rollers and the
 * movement allowance calculator with this commander's known ratings; ratings still unknown
 * give no link.
 */
export function commanderToolLinks(c: ResolvedCommander): CommanderToolLink[] {
  const links: CommanderToolLink[] = [];
  for (const [role, label, attacker] of BATTLE_ROLES) {
    const input = commanderBattleInput(c, role);
    if (input.value !== null)
      links.push({
        tool: 'battle',
        label,
        params: [
          ['attacker', attacker(c.side)],
          [input.id, String(input.value)],
        ],
        rule: '§17.3.3',
      });
  }
  if (c.mam !== null) {
    const mam = String(c.mam);
    links.push(
      { tool: 'withdrawal', label: 'Withdrawal', params: [['r_mam', mam]], rule: '§16.4.2' },
      { tool: 'interception', label: 'Interception', params: [['r_mam', mam]], rule: '§16.5.2' },
      {
        tool: 'movement',
        label: 'Movement allowance',
        params: [
          ['cmdr', c.id],
          ['mam', mam],
        ],
        rule: '§16.2.2',
      },
    );
  }
  return links;
}
