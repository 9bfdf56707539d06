/**
 * A count with its noun in the right number: "1 brigade", "2 brigades", "0 HQs". One helper, so
 * no message of any game says "1 brigades".
 *
 * @param many the plural when it is not `one` + "s" ("corps", "casualties")
 */
export function countText(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
