/**
 * The Price of Freedom: commanders as the rulebook reveals them, completed by what the player
 * entered (ruling G1), and their ratings as roll-tool inputs (§2.2.1, §16.4.2, §16.5.2,
 * §17.3.3). Procedures only.
 */
import type { Inputs } from '../../shared/index.js';
import type { Commander, Rating, Theater } from './schema.js';
import type { CommanderUserData } from './user-data.js';

/** Where a commander's value came from. */
export type ValueSource = 'rulebook' | 'player' | 'missing';

/** The fields a player may complete. */
export type CommanderField = 'name' | 'adrm' | 'ddrm' | 'mam' | 'entryTurn' | 'theater';

/** A commander with the player's entries filled in where the rulebook is silent. */
export interface ResolvedCommander {
  readonly id: string;
  readonly side: Commander['side'];
  readonly name: string | null;
  readonly star: boolean;
  readonly diamond: boolean;
  readonly adrm: Rating | null;
  readonly ddrm: Rating | null;
  readonly mam: Rating | null;
  readonly entryTurn: number | null;
  readonly theater: Theater | null;
  readonly sources: Readonly<Record<CommanderField, ValueSource>>;
}

/** The commanders resolved, and anything in the player's data that could not be used. */
export interface ResolvedRoster {
  readonly commanders: readonly ResolvedCommander[];
  readonly warnings: readonly string[];
}

/** Collects the value of one field and where it came from. */
class Picker {
  readonly sources = {} as Record<CommanderField, ValueSource>;
  constructor(
    private readonly who: string,
    private readonly warnings: string[],
  ) {}

  pick<T extends string | number>(
    field: CommanderField,
    printed: T | null,
    entered: T | null | undefined,
  ): T | null {
    if (printed !== null) {
      this.sources[field] = 'rulebook';
      if (entered !== undefined && entered !== null && entered !== printed) {
        this.warnings.push(
          `${this.who}: the rulebook gives ${field} ${String(printed)}; ${String(entered)} was ignored.`,
        );
      }
      return printed;
    }
    if (entered !== undefined && entered !== null) {
      this.sources[field] = 'player';
      return entered;
    }
    this.sources[field] = 'missing';
    return null;
  }
}

/**
 * Completes the commanders with the player's data. A value the rulebook reveals always wins:
 * a different entered value is reported and ignored. Unknown ids and entries breaking a known
 * relation (McClellan's DDRM above his ADRM) are reported.
 */
export function resolveCommanders(
  commanders: readonly Commander[],
  data: CommanderUserData,
): ResolvedRoster {
  const warnings: string[] = [];
  const known = new Set(commanders.map((c) => c.id));
  for (const id of Object.keys(data.commanders)) {
    if (!known.has(id)) warnings.push(`No commander '${id}'; the entry was ignored.`);
  }
  const resolved = commanders.map((c): ResolvedCommander => {
    const entry = data.commanders[c.id] ?? {};
    const p = new Picker(c.name ?? c.id, warnings);
    const result = {
      id: c.id,
      side: c.side,
      star: c.star,
      diamond: c.diamond,
      name: p.pick('name', c.name, entry.name),
      adrm: p.pick('adrm', c.adrm, entry.adrm),
      ddrm: p.pick('ddrm', c.ddrm, entry.ddrm),
      mam: p.pick('mam', c.mam, entry.mam),
      entryTurn: p.pick('entryTurn', c.entryTurn, entry.entryTurn),
      theater: p.pick('theater', c.theater, entry.theater),
    };
    for (const constraint of c.constraints) {
      if (result.adrm !== null && result.ddrm !== null && result.ddrm <= result.adrm) {
        warnings.push(
          `${c.name ?? c.id}: his DDRM should be better than his ADRM (${constraint.rule}).`,
        );
      }
    }
    return { ...result, sources: p.sources };
  });
  return { commanders: resolved, warnings };
}

/** A commander's rating as a battle-tool input: ADRM for the attacker, DDRM for the defender. */
export interface CommanderInput {
  readonly id: 'a_cmdr' | 'd_cmdr';
  /** Null while the rating is unknown: the player must enter it. */
  readonly value: number | null;
}

/** The battle-tool input for the commander in charge of `role` (§2.2.1, §17.3.3). */
export function commanderBattleInput(
  commander: Pick<ResolvedCommander, 'adrm' | 'ddrm'>,
  role: 'attacker' | 'defender',
): CommanderInput {
  return role === 'attacker'
    ? { id: 'a_cmdr', value: commander.adrm }
    : { id: 'd_cmdr', value: commander.ddrm };
}

/**
 * Battle-tool inputs for the two commanders in charge (either may be null, e.g. a lone
 * garrison); ratings still unknown are left out so the tool keeps the player's entry.
 */
export function commanderBattleInputs(
  attacker: Pick<ResolvedCommander, 'adrm' | 'ddrm'> | null,
  defender: Pick<ResolvedCommander, 'adrm' | 'ddrm'> | null,
): Inputs {
  const out: Record<string, number> = {};
  for (const [c, role] of [
    [attacker, 'attacker'],
    [defender, 'defender'],
  ] as const) {
    if (c === null) continue;
    const input = commanderBattleInput(c, role);
    if (input.value !== null) out[input.id] = input.value;
  }
  return out;
}

/**
 * Withdrawal or interception inputs from the two commanders' MAM (§16.4.2, §16.5.2); unknown
 * ratings are left out.
 */
export function commanderReactionInputs(
  reacting: Pick<ResolvedCommander, 'mam'>,
  moving: Pick<ResolvedCommander, 'mam'>,
): Inputs {
  const out: Record<string, number> = {};
  if (reacting.mam !== null) out['r_mam'] = reacting.mam;
  if (moving.mam !== null) out['m_mam'] = moving.mam;
  return out;
}
