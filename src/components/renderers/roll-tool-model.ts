/**
 * The generic roller's state and what follows from it, without the DOM: the link's inputs, the
 * dice mode, the dice being entered, the roll on screen, the two-party step, and what is said.
 * Each change gives a new `RollToolModel`, which resolves its roll once (`current`), so the
 * element (`hs-roll-tool`) only draws a model and turns events into its changes.
 */
import type { InputCheck, RollTool, Resolution } from '../../core/shared/tool.js';
import type { InputValue, RollResult } from '../../core/shared/types.js';
import {
  checkPlaces,
  dicedTool,
  effectiveInputs,
  failedChecks,
  modifierTotals,
  resolveTool,
  type InputProblem,
} from '../../core/shared/tool-inputs.js';
import { readRollLink, writeRollLink, type ShownRoll } from '../../core/shared/roll-link.js';

/** How the dice are rolled: in the app, or entered as rolled at the table. */
export type RollMode = 'app' | 'entered';

/** A roll resolved: each side's roll and the resolution. */
export interface Resolved {
  readonly rolls: RollResult[];
  readonly resolution: Resolution;
}

/** Resolves a roll (the rules core's `resolveTool`; tests count the calls). */
export type Resolve = (
  tool: RollTool,
  naturals: readonly (readonly number[])[],
  inputs: Record<string, InputValue>,
) => Resolved;

/** What the roller holds. */
export interface RollToolState {
  readonly inputs: Readonly<Record<string, InputValue>>;
  /** What the link held that could not be used. */
  readonly problems: readonly InputProblem[];
  readonly mode: RollMode;
  /** The faces entered so far, per side (null: not yet). */
  readonly entered: readonly (readonly (number | null)[])[];
  /** The roll on screen, or null. */
  readonly shown: ShownRoll | null;
  /** The link's two-party token (request, answer or result), or null. */
  readonly twoParty: string | null;
  /** Why the last roll is no longer shown (its inputs changed), or ''. */
  readonly cleared: string;
  /** What was last announced. */
  readonly announcement: string;
}

/** Said when an input changed under a roll or a two-party step, which were cleared. */
export function clearedText(shown: ShownRoll | null, twoParty: string | null): string {
  if (shown?.source.kind === 'two-party' || (twoParty !== null && !shown))
    return 'The setup changed, so the two-party roll no longer applies and was cleared. Open its link again to see it.';
  return 'The inputs changed, so the earlier roll was cleared: it was rolled with the earlier inputs (it stays in the roll log). Roll again for these.';
}

const noDice = (tool: RollTool) =>
  tool.sides.map((s) => Array.from({ length: s.dice.count }, (): number | null => null));

/** The roller's state and everything drawn from it, derived once. */
export class RollToolModel {
  /** The inputs that apply (hidden ones dropped). */
  readonly effective: Record<string, InputValue>;
  /** The tool's checks that refuse these inputs. */
  readonly failed: readonly InputCheck[];
  /** Where each failed check points. */
  readonly places: ReturnType<typeof checkPlaces>;
  /** The inputs marked by a failed check. */
  readonly warnings: readonly { readonly at: string; readonly check: InputCheck }[];
  /** Each side's modifier total. */
  readonly totals: number[];
  /** The tool with the dice these inputs give. */
  readonly diced: RollTool;
  /** The roll on screen, resolved; null before a roll (or when it cannot be resolved). */
  readonly current: Resolved | null;

  private constructor(
    readonly tool: RollTool,
    readonly state: RollToolState,
    private readonly resolve: Resolve,
    /** The resolution of this state's roll when a model with the same roll and inputs had it. */
    known?: Resolved | null,
  ) {
    this.effective = effectiveInputs(tool, state.inputs);
    this.failed = failedChecks(tool, this.effective);
    this.places = checkPlaces(tool, this.effective, this.failed);
    this.warnings = this.places.flatMap((p) => (p.at ? [{ at: p.at.id, check: p.check }] : []));
    this.totals = modifierTotals(tool, state.inputs);
    this.diced = dicedTool(tool, this.effective);
    this.current = known !== undefined ? known : RollToolModel.resolved(tool, state, resolve);
  }

  private static resolved(tool: RollTool, state: RollToolState, resolve: Resolve) {
    if (!state.shown) return null;
    try {
      return resolve(tool, state.shown.naturals, { ...state.inputs });
    } catch {
      return null;
    }
  }

  /** The roller for `tool` as the link `params` sets it (inputs, a roll, a two-party step). */
  static fromLink(
    tool: RollTool,
    params: readonly (readonly [string, string])[],
    /** The model before (the dice mode and what was said carry over), if any. */
    before?: RollToolModel,
    resolve: Resolve = resolveTool,
  ): RollToolModel {
    const { inputs, problems, shown, twoParty } = readRollLink(tool, params);
    const said = before?.state;
    return new RollToolModel(
      tool,
      {
        inputs,
        problems,
        mode: said?.mode ?? 'app',
        entered: noDice(tool),
        shown,
        twoParty,
        cleared: said?.cleared ?? '',
        announcement: said?.announcement ?? '',
      },
      resolve,
    );
  }

  /** The state with `change`; the roll is resolved again only when its dice or inputs change. */
  private with(change: Partial<RollToolState>): RollToolModel {
    const same = !('inputs' in change) && !('shown' in change);
    return new RollToolModel(
      this.tool,
      { ...this.state, ...change },
      this.resolve,
      same ? this.current : undefined,
    );
  }

  /** The exact odds of these inputs, or null when a check refuses them (computed on call). */
  odds() {
    return this.failed.length ? null : this.tool.odds(this.effective);
  }

  /** The link's pairs: the inputs, the roll on screen, and a two-party step under way. */
  link(): [string, string][] {
    const { state } = this;
    const pairs = writeRollLink(this.tool, state.inputs, state.shown);
    if (state.twoParty !== null && state.shown?.source.kind !== 'two-party')
      pairs.push(['tp', state.twoParty]);
    return pairs;
  }

  /**
   * New inputs. A roll (or a two-party step) on screen is cleared rather than recalculated: a
   * result never shows with inputs it was not rolled with, and the link never pairs them.
   */
  withInputs(inputs: Record<string, InputValue>): RollToolModel {
    const { shown, twoParty } = this.state;
    if (!shown && twoParty === null) return this.with({ inputs });
    const cleared = clearedText(shown, twoParty);
    return this.with({ inputs, cleared, announcement: cleared, shown: null, twoParty: null });
  }

  withMode(mode: RollMode): RollToolModel {
    return this.with({ mode });
  }

  /** A two-party step's link (a request made, an answer given). */
  withTwoParty(token: string | null): RollToolModel {
    return this.with({ twoParty: token });
  }

  /**
   * `shown` on screen: the outcome and its breakdown announced (`breakdown` writes the dice out),
   * any other two-party step dropped unless this roll is one.
   */
  showing(shown: ShownRoll, breakdown: (rolls: readonly RollResult[]) => string): RollToolModel {
    const twoParty = shown.source.kind === 'two-party' ? this.state.twoParty : null;
    const next = this.with({ shown, cleared: '', twoParty });
    const cur = next.current;
    if (!cur) return next;
    return next.with({ announcement: `${cur.resolution.outcome.label}. ${breakdown(cur.rolls)}` });
  }

  /** A two-party result reopened from its link: on screen, not announced or logged again. */
  reopening(shown: ShownRoll, token: string): RollToolModel {
    return this.with({ shown, twoParty: token });
  }

  /**
   * A face tapped on side `side`: the entry goes on until every die has one; then `done` holds
   * the dice to show, and the entry starts afresh.
   */
  entering(
    side: number,
    faces: readonly (number | null)[],
  ): { readonly model: RollToolModel; readonly done: ShownRoll | null } {
    const entered = this.state.entered.map((f, j) => (j === side ? faces : f));
    if (entered.some((s) => s.some((f) => f === null)))
      return { model: this.with({ entered }), done: null };
    return {
      model: this.with({ entered: entered.map((s) => s.map(() => null)) }),
      done: { naturals: entered.map((s) => s.map((f) => f ?? 1)), source: { kind: 'entered' } },
    };
  }
}
