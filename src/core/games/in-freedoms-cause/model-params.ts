/**
 * In Freedom's Cause, Haversack's open model: the player's parameters as a user-data kind
 * (saved on the device, exported, imported, shared in a link), holding only the values the
 * player changed; every other parameter keeps the model's default. An entry that would break a
 * clue of the rulebook (better troops never worse) is refused, on save and on import.
 */
import * as v from 'valibot';
import { userDataKind } from '../../shared/user-data.js';
import { META } from './meta.js';
import { PARAM_TABLES, moraleBaseId, qualityId, type ModelParam } from './model-defaults.js';
import { QUALITIES } from './quality.js';
import { encounterProblems } from './encounter-problems.js';

/** Every parameter of the model, in page order. */
export const MODEL_PARAMS: readonly ModelParam[] = PARAM_TABLES.flatMap((t) =>
  t.rows.flatMap((r) => r.params),
);

const BY_ID = new Map(MODEL_PARAMS.map((p) => [p.id, p]));

/** The parameter `id`, or undefined. */
export function paramById(id: string): ModelParam | undefined {
  return BY_ID.get(id);
}

/** The parameters' values as the player set them, by id. */
export type ParamValues = Readonly<Record<string, number>>;

/** The value of parameter `id` under `values`: the player's, or the model's default. */
export function paramValue(values: ParamValues, id: string): number {
  return values[id] ?? BY_ID.get(id)?.default ?? 0;
}

/**
 * What is wrong with `values`: a parameter out of its bounds, a quality multiplier lower than
 * the one below it, a base morale target higher than the one below it, an encounter weight group
 * with nothing to choose (`encounterProblems`).
 */
export function modelProblems(values: ParamValues): string[] {
  const out: string[] = [];
  for (const [id, n] of Object.entries(values)) {
    const p = BY_ID.get(id);
    if (!p) out.push(`There is no model parameter “${id.slice(0, 40)}”.`);
    else if (!Number.isInteger(n) || n < p.min || n > p.max)
      out.push(`${p.label}: a whole number from ${String(p.min)} to ${String(p.max)}.`);
  }
  for (let i = 1; i < QUALITIES.length; i++) {
    const [worse, better] = [QUALITIES[i - 1], QUALITIES[i]];
    if (!worse || !better) continue;
    if (paramValue(values, qualityId(better.id)) < paramValue(values, qualityId(worse.id)))
      out.push(`${better.label} troops may not cause fewer casualties than ${worse.label}.`);
    if (paramValue(values, moraleBaseId(better.id)) > paramValue(values, moraleBaseId(worse.id)))
      out.push(`${better.label} troops may not need a higher morale roll than ${worse.label}.`);
  }
  out.push(...encounterProblems((id) => paramValue(values, id)));
  return out;
}

/** The player's parameters: the values changed from the model's defaults. */
export const ModelDataSchema = v.strictObject({
  values: v.pipe(
    v.record(v.string(), v.number('Each model parameter is a number.')),
    // The message names each parameter at fault and what it must be.
    v.check(
      (r) => modelProblems(r).length === 0,
      (issue) => modelProblems(issue.input as ParamValues).join(' '),
    ),
  ),
});
export type ModelData = v.InferOutput<typeof ModelDataSchema>;

/** The user-data kind of the model's parameters (ruling G3). */
export const MODEL_USER_DATA = userDataKind(
  META.slug,
  'model',
  'In Freedom’s Cause table model',
  ModelDataSchema,
  (): ModelData => ({ values: {} }),
);

/** The values in a calculator's context (its loaded user data), or none when there is none. */
export function valuesOf(userData: unknown): ParamValues {
  const parsed = v.safeParse(ModelDataSchema, userData);
  return parsed.success ? parsed.output.values : {};
}
