/** Shared by the Price of Freedom roll tools' odds tests. */

/** The weight of the outcome `key` in a distribution, 0 when it has none. */
export const weightOf = (
  d: { outcomes: readonly { key: string | number; weight: number }[] },
  key: string,
) => d.outcomes.find((o) => o.key === key)?.weight ?? 0;
