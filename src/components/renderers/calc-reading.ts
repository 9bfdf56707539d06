/**
 * A calculator's inputs read from a tracker's saved game (the calculator's `readsGame`): the
 * tracker's games listed from the store (read again when another tab saves), the one read
 * chosen (by default the one last opened there, else the last saved), the player's override,
 * and the box that shows what was read, or says that no such game exists. A controller and a
 * template; the calculator applies the inputs.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import {
  defaultGame,
  ownDifferences,
  readInputs,
  type ReadableGame,
} from '../../core/shared/calculator-reading.js';
import type { CalculatorTool } from '../../core/shared/calculator.js';
import { loadTool, type GameModule } from '../../core/shared/game-module.js';
import type { TrackerDescriptor } from '../../core/shared/tracker.js';
import type { Inputs } from '../../core/shared/types.js';
import { formatRoute } from '../../routing/routes.js';
import { onStoreChange } from '../../storage/changes.js';
import type { Store } from '../../storage/store.js';
import { activeGameKey } from '../shared/hs-saved-games.js';

/** The tracker a calculator reads, as the game page gives it. */
export interface GameReader {
  readonly descriptor: TrackerDescriptor;
  /** The tracker's title, to name it in "start one in the …". */
  readonly title: string;
}

interface Host extends ReactiveControllerHost {
  readonly tool?: CalculatorTool | undefined;
  readonly game: string;
  readonly reader?: GameReader | undefined;
  store?: Store | undefined;
}

/** The tracker's games and which one is read. */
export class GameReadingController implements ReactiveController {
  /** The games offered; null until listed (or with nothing to read). */
  games: readonly ReadableGame[] | null = null;
  /** The game read; null when the player reads none. */
  chosen: string | null = null;
  /** The player uses his own entries, not the game's. */
  own = false;
  private states = new Map<string, object>();
  private picked = false;
  private stop: (() => void) | null = null;

  constructor(
    private readonly host: Host,
    private readonly getStore: () => Promise<Store>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.stop = onStoreChange(() => void this.load());
  }

  hostDisconnected(): void {
    this.stop?.();
    this.stop = null;
  }

  /** Lists the tracker's games the reader can read. */
  async load(): Promise<void> {
    const reads = this.host.tool?.readsGame;
    const d = this.host.reader?.descriptor;
    if (!reads || !d) return;
    const store = await this.getStore();
    const all = await store.listGames(this.host.game).catch(() => []);
    const states = new Map<string, object>();
    const games: ReadableGame[] = [];
    for (const g of all) {
      if (g.tool !== undefined && g.tool !== reads.tracker) continue;
      const state = d.read(g);
      if (!state) continue;
      states.set(g.id, state);
      games.push({ id: g.id, name: g.name, updatedAt: g.updatedAt });
    }
    this.states = states;
    this.games = games;
    if (!this.picked || (this.chosen !== null && !states.has(this.chosen))) {
      const active = await store
        .getPreference(activeGameKey(this.host.game, reads.tracker))
        .catch(() => null);
      this.chosen = defaultGame(games, active);
    }
    this.host.requestUpdate();
  }

  /** The player chooses the game read (null: none). */
  choose(id: string | null): void {
    this.picked = true;
    this.chosen = id;
    this.host.requestUpdate();
  }

  /** The inputs as read from the chosen game, unless overridden or none is read. */
  read(inputs: Inputs): ReturnType<typeof readInputs> {
    const tool = this.host.tool;
    const state = this.chosen === null ? undefined : this.states.get(this.chosen);
    return tool && state ? readInputs(tool, state, inputs) : null;
  }

  /** The chosen game's name. */
  chosenName(): string {
    return this.games?.find((g) => g.id === this.chosen)?.name ?? '';
  }
}

/** What the box does. */
export interface ReadingActions {
  choose(id: string | null): void;
  setOwn(own: boolean): void;
}

/**
 * The box above the calculator's inputs: which game is read, a status line, what it gave, and
 * the override. Its parts are the same before and after the games are listed, so nothing below
 * it moves when they are.
 */
export function renderReading(
  c: GameReadingController,
  tool: CalculatorTool,
  game: string,
  reader: GameReader | undefined,
  inputs: Inputs,
  act: ReadingActions,
) {
  const reads = tool.readsGame;
  if (!reads || !reader) return nothing;
  const noun = reads.noun;
  const link = html`<a href=${formatRoute({ game, tool: reads.tracker })}>${reader.title}</a>`;
  const games = c.games ?? [];
  const read = c.read(inputs);
  const differ =
    c.own && read ? ownDifferences(tool, inputs, read.inputs, read.ids) : ([] as string[]);
  const status =
    c.games === null
      ? html`Looking for a saved ${noun}…`
      : games.length === 0
        ? html`No ${noun} is saved on this device: enter them below, or start one in the ${link}.`
        : !read
          ? html`None read: ${reads.what.toLowerCase()} are as you enter them below.`
          : c.own
            ? html`<strong class="overridden">Overridden:</strong> the entries below are yours, not
                “${c.chosenName()}”’s${
                  differ.length > 0
                    ? html`; they differ in ${differ.length} of them.`
                    : html`; they match it for now.`
                }`
            : html`Read from “${c.chosenName()}” (${link}). Changing one below overrides it.`;
  return html`<fieldset class="group reading">
    <legend>From your ${noun}</legend>
    <label class="field" for="read-game"
      >${noun.charAt(0).toUpperCase()}${noun.slice(1)} read
      <select
        id="read-game"
        ?disabled=${games.length === 0}
        @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          act.choose(v === '' ? null : v);
        }}
      >
        ${games.map(
          (g) => html`<option value=${g.id} ?selected=${g.id === c.chosen}>${g.name}</option>`,
        )}
        <option value="" ?selected=${c.chosen === null}>None: I enter them myself</option>
      </select>
    </label>
    <p class="reading-status" role="status">${status}</p>
    <details class="reading-lines">
      <summary>${reads.what} read</summary>
      ${
        read
          ? html`<ul>
              ${read.lines.map((l) => html`<li>${l}</li>`)}
            </ul>`
          : html`<p>Nothing is read now.</p>`
      }
      ${differ.length > 0 ? html`<p>Yours differ in: ${differ.join('; ')}.</p>` : nothing}
    </details>
    <label class="flag"
      ><input
        type="checkbox"
        ?disabled=${!read}
        .checked=${c.own && read !== null}
        @change=${(e: Event) => {
          act.setOwn((e.target as HTMLInputElement).checked);
        }}
      /><span>Override: use my own entries below instead</span></label
    >
  </fieldset>`;
}

/** The tracker `tool` reads its inputs from, loaded from `module`; undefined when it reads none. */
export async function gameReader(
  module: GameModule,
  tool: CalculatorTool,
): Promise<GameReader | undefined> {
  const slug = tool.readsGame?.tracker;
  const held = slug === undefined ? undefined : module.tools[slug];
  const d = held ? await loadTool(held) : null;
  if (d?.kind !== 'tracker') return undefined;
  return {
    descriptor: d,
    title: module.meta.tools.find((t) => t.slug === slug)?.title ?? d.text.intro,
  };
}
