/**
 * Altar of Freedom: the traits guide's grouping and search (App. I, L1645–1721): each trait in
 * the phase of its first hook, with the tools that handle it.
 */
import { TRAIT_HOOK_LABELS, TRAIT_PHASES, TRAIT_TOOL_USES } from './trait-guide-data.js';
import type { TraitPhase, TraitToolUse } from './trait-guide-data.js';
import type { Trait, TraitHook } from './trait-types.js';
import { searchKey } from './oob-summary.js';

/** The phase a hook belongs to. */
export function phaseOfHook(hook: TraitHook): TraitPhase {
  const phase = TRAIT_PHASES.find((p) => p.hooks.includes(hook));
  if (phase === undefined) throw new RangeError(`No phase for hook '${hook}'.`);
  return phase;
}

/** The tools that handle `trait` (empty when it is applied at the table). */
export function traitToolUses(trait: Trait): readonly TraitToolUse[] {
  return TRAIT_TOOL_USES[trait.id] ?? [];
}

/** A phase with the traits that first apply in it. */
export interface TraitGroup {
  readonly phase: TraitPhase;
  readonly traits: readonly Trait[];
}

/**
 * `traits` that match `query` (name, description, where it applies, or a tool's use; case,
 * accents and punctuation ignored), grouped by the phase of their first hook, phases in turn
 * order and traits in book order. Empty groups are left out.
 */
export function groupTraits(traits: readonly Trait[], query = ''): TraitGroup[] {
  const q = searchKey(query);
  const matches = (t: Trait) =>
    q === '' ||
    [
      t.name,
      t.description,
      ...t.hooks.map((h) => TRAIT_HOOK_LABELS[h]),
      ...traitToolUses(t).flatMap((u) => [u.tool.replace(/-/g, ' '), u.what]),
    ].some((text) => searchKey(text).includes(q));
  return TRAIT_PHASES.map((phase) => ({
    phase,
    traits: traits.filter((t) => {
      const first = t.hooks[0];
      return first !== undefined && phaseOfHook(first).id === phase.id && matches(t);
    }),
  })).filter((g) => g.traits.length > 0);
}
