/**
 * Roll-log exports: JSON (the stored records, re-importable) and CSV (for spreadsheets, with
 * formula-looking text neutralised so a shared file cannot run anything when opened).
 */
import type { RollRecord } from './roll-record-schema.js';

/** ASCII minus here: the exports are for spreadsheets and plain text. */
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A spreadsheet-safe CSV field. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The modifiers of a roll in one line: 'cover −1 (Firing Table); enfilade +2 (…)'. */
export function modifiersText(record: RollRecord): string {
  return record.result.modifiers.map((m) => `${m.label} ${signed(m.value)} (${m.rule})`).join('; ');
}

/** CSV with a header row, one line per roll, oldest first. */
export function rollsToCsv(records: readonly RollRecord[]): string {
  const header = [
    'time',
    'game',
    'tool',
    'source',
    'seed',
    'dice',
    'natural',
    'modifiers',
    'total',
    'clamped',
    'outcome',
    'inputs',
  ];
  const rows = [...records]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((r) =>
      [
        r.at,
        r.gameSlug,
        r.tool,
        r.source,
        r.seed ?? '',
        `${r.result.dice.count}d${r.result.dice.sides}`,
        r.result.natural.join(' '),
        modifiersText(r),
        String(r.result.total),
        String(r.result.clamped),
        r.outcome,
        Object.entries(r.inputs)
          .map(([k, v]) => `${k}=${String(v)}`)
          .join(' '),
      ].map(csvField),
    );
  return [header, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}

/** The JSON export: a small envelope around the records. */
export function rollsToJson(records: readonly RollRecord[], exportedAt: string): string {
  return JSON.stringify(
    { format: 'haversack-roll-log', version: 1, exportedAt, rolls: records },
    null,
    2,
  );
}
