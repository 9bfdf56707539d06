/**
 * A game's UI, drawn from its game module: each built tool goes to the generic renderer of its
 * kind (the roller for a roll tool), and only the tools no generic renderer draws yet go to the
 * game's own views. A game's UI module is one call of `gameUi`.
 */
import { dataFor } from '../../core/shared/bundled-data.js';
import {
  loadTool,
  type GameModule,
  type RollToolDescriptor,
  type ToolDescriptor,
} from '../../core/shared/game-module.js';
import type { TrackerDescriptor } from '../../core/shared/tracker.js';
import type { SavedGame } from '../../core/shared/saved-game-schema.js';
import type { LabelSheetDescriptor } from '../../core/shared/label-sheet.js';
import type { SetupSheetDescriptor } from '../../core/shared/setup-sheet.js';
import type { ToolHost } from '../tool-host.js';
import { createToolElement } from '../app/prerendered-tool.js';
import type { TrackerParts } from './tracker/panel-context.js';

/**
 * A game's UI module, loaded as its own chunk when one of its tools is opened. It holds only what
 * names the game's tools; each tool's descriptor, its renderer and the game's additions to it
 * load with the tool's own page (docs/decisions/0005, "Chunks").
 */
export interface GameUi {
  /** The element for a tool, or null when the tool is not built yet. */
  createTool(toolSlug: string, host: ToolHost): HTMLElement | null | Promise<HTMLElement | null>;
  /** The bundled files (repository paths) the tool reads, fetched before it is drawn. */
  dataFiles(toolSlug: string): readonly string[];
}

/** A view module: it defines its element and exports the tag (and whether it prints its own title). */
export type ViewLoader = () => Promise<{ tag: string; ownPrintHeader?: boolean }>;

/** Builds a tool's element for a host; used by wrappers that rebuild it when their inputs change. */
export type MakeTool = (host: ToolHost) => HTMLElement;

/** What a game adds to one generically drawn tool: loaded with that tool's page. */
export interface ToolParts {
  /**
   * Game-specific additions around the tool (a general picker above a roller, the loss odds
   * beside the battle calculator's win odds).
   */
  readonly around?: (make: MakeTool, host: ToolHost) => HTMLElement;
  /** A tracker's own panels and their styles. */
  readonly tracker?: TrackerParts;
  /** Pictures a roster draws before its values, by key (Altar of Freedom's arms). */
  readonly icons?: Readonly<Record<string, unknown>>;
}

/** What a game adds to its module's generic renderers. */
export interface GameUiParts {
  /** The game's own views, by tool slug: built tools that no generic renderer draws. */
  readonly views?: Readonly<Record<string, ViewLoader>>;
  /**
   * The game's additions to generically drawn tools, by tool slug, each in its own chunk
   * (`src/games/<game>/tools/<slug>.ts`, which the build preloads with the tool's page).
   */
  readonly tools?: Readonly<Record<string, () => Promise<ToolParts>>>;
}

/** Loads the roller a roll tool is drawn with (with the entered-data wrapper when it reads some). */
export async function loadRoller(descriptor: RollToolDescriptor): Promise<void> {
  await (descriptor.userData
    ? Promise.all([import('./hs-roll-tool.js'), import('./hs-roll-data.js')])
    : import('./hs-roll-tool.js'));
}

/**
 * The generic roller for a roll tool of `game` as its whole page, reading and writing the link
 * (once `loadRoller` has loaded its elements).
 */
export function createRollTool(
  game: string,
  descriptor: RollToolDescriptor,
  host: ToolHost,
): HTMLElement {
  if (descriptor.userData) {
    const wrapped = createToolElement('hs-roll-data');
    wrapped.descriptor = descriptor;
    wrapped.game = game;
    wrapped.host = host;
    wrapped.page = true;
    return wrapped;
  }
  const el = createToolElement('hs-roll-tool');
  el.tool = descriptor.tool;
  el.game = game;
  el.host = host;
  el.page = true;
  if (descriptor.cellText) el.cellText = descriptor.cellText as (cell: unknown) => string;
  if (descriptor.examples) el.examples = descriptor.examples;
  return el;
}

/** The view registered for `slug`, loaded and given the page's link; null when there is none. */
export async function createView(
  views: Readonly<Record<string, ViewLoader>>,
  slug: string,
  host: ToolHost,
): Promise<HTMLElement | null> {
  const load = views[slug];
  if (!load) return null;
  const { tag, ownPrintHeader } = await load();
  const el = createToolElement(tag) as HTMLElement & { host?: ToolHost };
  el.host = host;
  if (ownPrintHeader) el.dataset['ownPrintHeader'] = '';
  return el;
}

/** The game's rulings page: every ruling with the rulebook places it concerns. */
export async function createRulingsList(module: GameModule): Promise<HTMLElement> {
  await import('./hs-rulings-list.js');
  const el = createToolElement('hs-rulings-list');
  el.game = module.meta.slug;
  el.rulings = module.rulings;
  return el;
}

/** The generic tracker shell for the tracker `slug` of `module`, with the game's own panels. */
export async function createTracker(
  module: GameModule,
  slug: string,
  descriptor: TrackerDescriptor,
  parts: TrackerParts,
  host: ToolHost,
): Promise<HTMLElement> {
  await import('./tracker/hs-tracker.js');
  const el = createToolElement('hs-tracker');
  el.descriptor = descriptor;
  el.game = module.meta.slug;
  // Every tracker of the game, as its meta declares it: each lists its own games without
  // loading the others (one loads only to be recorded into, or to read an old game).
  const trackers = module.meta.tools.filter((t) => t.kind === 'tracker' && t.built);
  // One tracker keeps every game of its game (as before games named their tool).
  if (trackers.length > 1) {
    el.tool = slug;
    el.keepers = trackers.map((t) => ({
      tool: t.slug,
      title: t.title,
      scenarios: t.keeps ?? [],
      ...(t.slug === slug ? { read: (g: SavedGame) => descriptor.read(g), descriptor } : {}),
    }));
    el.loadKeeper = async (tool) => {
      const held = module.tools[tool];
      const d = held ? await loadTool(held) : null;
      return d?.kind === 'tracker' ? d : null;
    };
  }
  el.gameTitle = module.meta.title;
  el.rulings = module.rulings;
  el.parts = parts;
  el.host = host;
  return el;
}

/** The generic setup or label sheet for `descriptor`; it prints its own title block. */
export async function createSheet(
  game: string,
  descriptor: SetupSheetDescriptor | LabelSheetDescriptor,
  host: ToolHost,
): Promise<HTMLElement> {
  let el: HTMLElementTagNameMap['hs-setup-sheet'] | HTMLElementTagNameMap['hs-label-sheet'];
  if (descriptor.kind === 'setup-sheet') {
    await import('./hs-setup-sheet.js');
    el = createToolElement('hs-setup-sheet');
    el.descriptor = descriptor;
  } else {
    await import('./hs-label-sheet.js');
    el = createToolElement('hs-label-sheet');
    el.descriptor = descriptor;
  }
  el.game = game;
  el.host = host;
  el.dataset['ownPrintHeader'] = '';
  return el;
}

/** The UI of `module`: every built tool drawn by its kind's renderer or the game's own view. */
export function gameUi(module: GameModule, parts: GameUiParts = {}): GameUi {
  // A tool's descriptor and the game's additions to it come with the tool's own chunks.
  const draw = async (slug: string, host: ToolHost): Promise<HTMLElement | null> => {
    const held = module.tools[slug];
    const [descriptor, extra] = await Promise.all([
      held ? loadTool(held) : undefined,
      parts.tools?.[slug]?.() ?? {},
    ]);
    return drawDescriptor(slug, descriptor, extra, host);
  };
  const drawDescriptor = async (
    slug: string,
    descriptor: ToolDescriptor | undefined,
    extra: ToolParts,
    host: ToolHost,
  ): Promise<HTMLElement | null> => {
    if (descriptor?.kind === 'roll') {
      await loadRoller(descriptor);
      const make: MakeTool = (h) => createRollTool(module.meta.slug, descriptor, h);
      return extra.around ? extra.around(make, host) : make(host);
    }
    if (descriptor?.kind === 'rulings') return createRulingsList(module);
    if (descriptor?.kind === 'reference') {
      await import('./hs-reference.js');
      const el = createToolElement('hs-reference');
      el.doc = descriptor.doc;
      el.game = module.meta.slug;
      el.host = host;
      return el;
    }
    if (descriptor?.kind === 'calculator') {
      const { gameReader } = await import('./hs-calculator.js');
      const el = createToolElement('hs-calculator');
      el.reader = await gameReader(module, descriptor.tool);
      el.tool = descriptor.tool;
      el.game = module.meta.slug;
      el.rulings = module.rulings;
      el.host = host;
      return el;
    }
    if (descriptor?.kind === 'tracker')
      return createTracker(module, slug, descriptor, extra.tracker ?? {}, host);
    if (descriptor?.kind === 'roster') {
      await import('./hs-roster.js');
      const el = createToolElement('hs-roster');
      el.descriptor = descriptor;
      el.game = module.meta.slug;
      el.icons = extra.icons ?? {};
      el.host = host;
      return el;
    }
    if (descriptor?.kind === 'setup-sheet' || descriptor?.kind === 'label-sheet')
      return createSheet(module.meta.slug, descriptor, host);
    return createView(parts.views ?? {}, slug, host);
  };
  return {
    createTool(slug, host) {
      if (!module.meta.tools.find((t) => t.slug === slug)?.built) return null;
      const needs = dataFor(module.data, slug);
      // Most tools read no bundled file. The others fetch their files first.
      if (needs.length === 0) return draw(slug, host);
      return Promise.all(needs.map((d) => d.fetch())).then(() => draw(slug, host));
    },
    dataFiles: (slug) => dataFor(module.data, slug).flatMap((d) => d.files),
  };
}
