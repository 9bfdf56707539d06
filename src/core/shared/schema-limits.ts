/**
 * Size limits and bounded building blocks for the valibot schemas, so that hostile input (an
 * imported file, a shared link) is refused before it is walked or copied.
 */
import * as v from 'valibot';

/** Maximum sizes accepted by the schemas (characters, items, levels). */
export const SCHEMA_LIMITS = {
  /** ids, keys, slugs, input names, seeds */
  id: 64,
  /** labels, titles, rule references, outcomes, string input values */
  text: 200,
  /** notes */
  note: 1000,
  /** entries of an axis, rows or columns of cells */
  axisEntries: 100,
  /** modifiers applied to one roll */
  modifiers: 64,
  /** named inputs of a situation */
  inputs: 64,
  /** parts of an all / any condition, options of an `in` test */
  parts: 32,
  /** nesting of all / any / not conditions */
  conditionDepth: 8,
} as const;

/** A string of 1..`max` characters (length is checked before anything else reads it). */
export function boundedString(max: number) {
  return v.pipe(v.string(), v.minLength(1, 'Must not be empty.'), v.maxLength(max));
}

/** A string of 0..`max` characters. */
export function optionalText(max: number) {
  return v.pipe(v.string(), v.maxLength(max));
}

/** Characters player-entered text must not hold: the brackets of markup. */
const MARKUP = /[<>]/;

/** The problem with player-entered text `text` described as `what`, or null when it is fine. */
export function plainTextProblem(text: string, what: string): string | null {
  return MARKUP.test(text) ? `${what} must not contain < or >.` : null;
}

/**
 * Player-entered free text (a name, a note) of 0..`max` characters, as plain text: `<` and `>`
 * are refused with a message naming the field (`what`, e.g. “The army’s name”), so nothing a
 * player types or a shared file carries can ever read as markup. Shown through text bindings only.
 */
export function plainText(max: number, what: string) {
  return v.pipe(
    v.string(`${what} must be text.`),
    v.maxLength(max, `${what} must be at most ${max} characters.`),
    v.check((text) => !MARKUP.test(text), `${what} must not contain < or >.`),
  );
}

/** `plainText` of 1..`max` characters. */
export function requiredPlainText(max: number, what: string) {
  return v.pipe(plainText(max, what), v.minLength(1, `${what} must not be empty.`));
}

/** A finite number (no NaN, no ±Infinity). */
export const FiniteSchema = v.pipe(v.number(), v.finite());

/** A whole number between -2^53 and 2^53. */
export const SafeIntegerSchema = v.pipe(v.number(), v.safeInteger());

/**
 * An array of at most `max` items of `item`. The length is checked first, so a huge array is
 * refused without checking (and reporting on) each of its items.
 */
export function boundedArray<TItem extends v.GenericSchema>(item: TItem, max: number) {
  return v.pipe(
    v.custom<unknown[]>(
      (input) => Array.isArray(input) && input.length <= max,
      `Expected an array of at most ${max} items.`,
    ),
    v.array(item),
  );
}

/**
 * Whether `value`, read as a condition, nests `all` / `any` / `not` at most `maxDepth` levels
 * deep and holds at most `maxNodes` conditions. Only those keys are followed (they are all the
 * schema recurses into), with an explicit stack, so hostile nesting cannot overflow it.
 */
export function conditionWithin(value: unknown, maxDepth: number, maxNodes = 10_000): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  let nodes = 0;
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const { node, depth } = top;
    if (typeof node !== 'object' || node === null) continue;
    nodes += 1;
    if (depth > maxDepth || nodes > maxNodes) return false;
    const children: unknown[] = [];
    if ('not' in node) children.push(node.not);
    for (const key of ['all', 'any'] as const) {
      const parts: unknown = key in node ? (node as Record<string, unknown>)[key] : undefined;
      if (!Array.isArray(parts)) continue;
      if (parts.length > maxNodes) return false;
      children.push(...(parts as unknown[]));
    }
    for (const child of children) stack.push({ node: child, depth: depth + 1 });
  }
  return true;
}
