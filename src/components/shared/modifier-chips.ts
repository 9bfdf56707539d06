/**
 * Each modifier beside the control it depends on, so a player reads its value where they set it
 * instead of in a second table that repeats every modifier: which input a modifier belongs to,
 * and the small "value, name, rule" mark drawn beside it (marked when it applies).
 */
import { html, nothing } from 'lit';
import type { AppliedModifier, Condition, Modifier } from '../../core/shared/types.js';
import { signed } from '../../core/shared/signed.js';
import { withRulingLinks } from './ruling-links.js';

/** The inputs a condition reads, in the order it names them. */
function conditionInputs(c: Condition): string[] {
  if ('input' in c) return [c.input];
  if ('all' in c) return c.all.flatMap(conditionInputs);
  if ('any' in c) return c.any.flatMap(conditionInputs);
  return conditionInputs(c.not);
}

/**
 * The input a modifier is shown beside: the count it multiplies, else the first input its
 * condition reads; null for a modifier that depends on no input (it always applies).
 */
export function modifierHome(m: Modifier): string | null {
  if (m.per) return m.per;
  return m.when ? (conditionInputs(m.when)[0] ?? null) : null;
}

/** The modifiers shown beside each input of `inputIds`, and those that have no shown input. */
export function placeModifiers(
  modifiers: readonly Modifier[],
  inputIds: readonly string[],
): { beside: ReadonlyMap<string, readonly Modifier[]>; rest: readonly Modifier[] } {
  const beside = new Map<string, Modifier[]>();
  const rest: Modifier[] = [];
  for (const m of modifiers) {
    const home = modifierHome(m);
    if (home !== null && inputIds.includes(home))
      beside.set(home, [...(beside.get(home) ?? []), m]);
    else rest.push(m);
  }
  return { beside, rest };
}

/** One modifier's mark: its value (as applied, or "each" per unit), its name and its rule. */
export function modifierChip(game: string, m: Modifier, applied: readonly AppliedModifier[]) {
  const hit = applied.find((a) => a.id === m.id);
  return html`<span class=${hit ? 'on' : 'off'} data-modifier=${m.id}
    ><span class="value"
      >${hit ? signed(hit.value) : signed(m.value)}${m.per && !hit ? ' each' : ''}</span
    >
    <span class="mod-label">${m.label}</span
    >${hit ? html`<span class="visually-hidden"> (applies)</span>` : nothing}
    <span class="rule">${withRulingLinks(game, m.rule)}</span></span
  >`;
}
