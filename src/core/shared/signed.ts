/**
 * A whole number with its sign, as modifiers are printed: `+2`, `−1` (a true minus sign) and
 * `0`, or another zero where a view wants one (`±0` beside a die total).
 */
export function signed(n: number, zero = '0'): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return zero;
}
