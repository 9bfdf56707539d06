/**
 * The game-module contract: everything the app knows of a game, as data. A game has a small
 * `GameMeta` (its identity and its tools, each with a kind), which the catalogue, the router, the
 * pre-rendered pages and the home page read, and a `GameModule` in its own chunk, which adds the
 * descriptors the generic renderers draw, its rulebook and its rulings. Types and pure checks
 * only; see docs/decisions/0005-game-modules-and-renderers.md.
 */
import type { ToolData } from './bundled-data.js';
import type { CalculatorTool } from './calculator.js';
import type { LabelSheetDescriptor } from './label-sheet.js';
import type { ReferenceDoc } from './reference.js';
import type { RollToolData } from './roll-data.js';
import type { RosterDescriptor } from './roster.js';
import type { Ruling } from './ruling.js';
import type { SetupSheetDescriptor } from './setup-sheet.js';
import type { RollTool } from './tool.js';
import type { TrackerDescriptor } from './tracker.js';
import type { Inputs } from './types.js';

/**
 * The shapes a tool can take. Each kind has one generic renderer; `bespoke` is a view that only
 * this game needs (the army builder, the turn clock), drawn by the game's own element.
 */
export const TOOL_KINDS = [
  'roll',
  'calculator',
  'roster',
  'setup-sheet',
  'label-sheet',
  'tracker',
  'reference',
  'rulings',
  'bespoke',
] as const;

export type ToolKind = (typeof TOOL_KINDS)[number];

/** A tool as the catalogue lists it: enough for the home page, the router and a page's title. */
export interface ToolMeta {
  /** Route segment, unique within the game: `/<game>/<slug>/`. */
  readonly slug: string;
  readonly title: string;
  /** One line in the app's own words. */
  readonly summary: string;
  /** The rulebook place the tool covers (rule number or section), shown beside its title. */
  readonly rule: string;
  readonly kind: ToolKind;
  /** True once the tool is built; until then its page says so plainly. */
  readonly built?: boolean;
  /**
   * The game's fire or battle roll, the tool a player opens most at the table: the home page
   * offers it at the top, so it is one tap from opening the app. At most one per game.
   */
  readonly main?: boolean;
  /**
   * A tracker of a game with several: the scenarios whose saved games it keeps. A game names the
   * tracker that saved it; one saved before games named their tracker is told apart by its
   * scenario, so a tracker lists its own games without loading the others (`keptBy`).
   */
  readonly keeps?: readonly string[];
}

/** A game's identity and tools: what the first page ships for every game. */
export interface GameMeta {
  /** Route segment: `/<slug>/`. */
  readonly slug: string;
  readonly title: string;
  readonly publisher: string;
  readonly kind: string;
  readonly summary: string;
  readonly tools: readonly ToolMeta[];
}

/** How a rulebook is cited: by its rule numbers (§16.2.4, 11.4) or by section and table names. */
export interface Rulebook {
  readonly title: string;
  readonly edition: string;
  readonly citeBy: 'rule-number' | 'section';
}

/** A worked example of the rulebook that a roll tool offers as a link: inputs, dice, answer. */
export interface RollExample {
  readonly title: string;
  readonly rule: string;
  readonly inputs: Inputs;
  readonly dice: readonly (readonly number[])[];
  readonly answer: string;
}

/** A roll tool as the generic roller draws it, with how its table's cells read. */
export interface RollToolDescriptor {
  readonly kind: 'roll';
  readonly tool: RollTool;
  /** A table cell in words; without it, cells are shown as the table stores them. */
  readonly cellText?: (cell: never) => string;
  /** The rulebook's worked examples for this tool, as links. */
  readonly examples?: readonly RollExample[];
  /**
   * The player's entered data the tool reads (a chart the rulebook does not print): the roller
   * loads it and draws `userData.tool(data)`; `tool` is the tool before anything is entered.
   */
  readonly userData?: RollToolData;
}

/** The game's rulings page, drawn from `GameModule.rulings`. */
export interface RulingsDescriptor {
  readonly kind: 'rulings';
}

/** A reference page: tables and entries, with a filter where it has one. */
export interface ReferenceDescriptor {
  readonly kind: 'reference';
  /** The page's content (read when the page is drawn, once its `GameModule.data` is fetched). */
  readonly doc: ReferenceDoc;
}

/** A calculator: inputs in, a live result out, no dice. */
export interface CalculatorDescriptor {
  readonly kind: 'calculator';
  readonly tool: CalculatorTool;
}

/** What a generic renderer draws a tool from. */
export type ToolDescriptor =
  | RollToolDescriptor
  | RulingsDescriptor
  | ReferenceDescriptor
  | CalculatorDescriptor
  | TrackerDescriptor
  | RosterDescriptor
  | SetupSheetDescriptor
  | LabelSheetDescriptor;

/**
 * A tool whose descriptor loads with its own chunk when its page opens, so the game's chunk
 * does not carry it (a tracker with its panels and words, say). `of` is the kind of the
 * descriptor `load` gives; the catalogue and `gameModuleProblems` read it without loading.
 */
export interface LazyToolDescriptor {
  readonly kind: 'lazy';
  readonly of: ToolKind;
  readonly load: () => Promise<ToolDescriptor>;
}

/** A tool's descriptor as a game module holds it: drawn at once, or loaded with its chunk. */
export type ModuleTool = ToolDescriptor | LazyToolDescriptor;

/** The descriptor of a tool of kind `K` (the `roll` kind's is a `RollToolDescriptor`). */
export type DescriptorOf<K extends ToolKind> = Extract<ToolDescriptor, { readonly kind: K }>;

/**
 * A descriptor loaded with its own chunk: `import()` it in `load`, and say its kind. Each game
 * keeps its tools' descriptors in `tools/<slug>.ts`, one chunk per tool; the build finds a
 * route's chunk by that path (scripts/rollup-plugins.mjs).
 */
export function lazyTool<K extends ToolKind>(
  of: K,
  load: () => Promise<DescriptorOf<K>>,
): LazyToolDescriptor {
  return { kind: 'lazy', of, load };
}

/** The descriptor a module holds for a tool, loaded when it is lazy. */
export function loadTool(tool: ModuleTool): Promise<ToolDescriptor> {
  return tool.kind === 'lazy' ? tool.load() : Promise.resolve(tool);
}

/** A game, whole: its identity, its rulebook, its rulings and its tools' descriptors. */
export interface GameModule {
  readonly meta: GameMeta;
  readonly rulebook: Rulebook;
  readonly rulings: readonly Ruling[];
  /**
   * The descriptor of each built tool that a generic renderer draws, by slug. A built tool with
   * no descriptor here is drawn by the game's own view (its kind says which generic renderer is
   * meant to take it over).
   */
  readonly tools: Readonly<Partial<Record<string, ModuleTool>>>;
  /**
   * Bulky bundled files (scenarios) and the tools that read them: the files stay out of the
   * game's chunk and are fetched before those tools are drawn (`bundled-data.ts`).
   */
  readonly data?: readonly ToolData[];
}

/** What is wrong with one drawn descriptor of `module`: ids and entries of another tool or game. */
function descriptorProblems(module: GameModule, slug: string, d: ToolDescriptor): string[] {
  const problems: string[] = [];
  if ((d.kind === 'roll' || d.kind === 'calculator') && d.tool.id !== slug)
    problems.push(`${slug}: ${d.kind} tool id ${d.tool.id}`);
  if (d.kind === 'roster' && d.userData.gameSlug !== module.meta.slug)
    problems.push(`${slug}: keeps its entries under ${d.userData.gameSlug}`);
  if (d.kind === 'roll' && d.userData && d.userData.kind.gameSlug !== module.meta.slug)
    problems.push(`${slug}: reads entries of ${d.userData.kind.gameSlug}`);
  return problems;
}

/**
 * What is wrong with a game module: every descriptor matches a built tool of its kind. A lazy
 * descriptor is checked by the kind it declares; `loadedModuleProblems` loads it and checks it whole.
 */
export function gameModuleProblems(module: GameModule): string[] {
  const problems: string[] = [];
  const bySlug = new Map(module.meta.tools.map((t) => [t.slug, t]));
  if (bySlug.size !== module.meta.tools.length) problems.push('two tools share a slug');
  for (const [slug, d] of Object.entries(module.tools)) {
    const meta = bySlug.get(slug);
    if (!d) continue;
    const kind = d.kind === 'lazy' ? d.of : d.kind;
    if (!meta) problems.push(`${slug}: a descriptor for a tool the game does not list`);
    else if (meta.kind !== kind) problems.push(`${slug}: listed as ${meta.kind}, drawn as ${kind}`);
    else if (!meta.built) problems.push(`${slug}: has a descriptor but is not marked built`);
    if (d.kind !== 'lazy') problems.push(...descriptorProblems(module, slug, d));
  }
  const ids = new Set<string>();
  for (const r of module.rulings) {
    if (ids.has(r.id)) problems.push(`ruling ${r.id} twice`);
    ids.add(r.id);
  }
  return problems;
}

/** `gameModuleProblems`, with every lazy descriptor loaded and checked as the others are. */
export async function loadedModuleProblems(module: GameModule): Promise<string[]> {
  const problems = gameModuleProblems(module);
  for (const [slug, d] of Object.entries(module.tools)) {
    if (d?.kind !== 'lazy') continue;
    const loaded = await d.load();
    if (loaded.kind !== d.of) problems.push(`${slug}: declared ${d.of}, loads ${loaded.kind}`);
    problems.push(...descriptorProblems(module, slug, loaded));
  }
  return problems;
}
