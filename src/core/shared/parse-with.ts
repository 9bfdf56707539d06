/**
 * Checking untrusted data (imports, links, stored records) against a valibot schema, with
 * readable field paths and without ever throwing.
 */
import * as v from 'valibot';

/** One problem found in the input: where ('entries[3].value', '' for the whole) and what. */
export interface ParseIssue {
  path: string;
  message: string;
}

/** The value when the input matches the schema, otherwise the problems found. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: ParseIssue[] };

/** At most this many issues are reported; the first ones are the useful ones. */
const MAX_ISSUES = 20;
/** Messages are cut to this length (valibot quotes the received value, which may be huge). */
const MAX_MESSAGE = 200;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Writes a valibot issue path as code would: 'result.natural[1]', 'inputs["two words"]'. */
function formatPath(path: readonly v.IssuePathItem[] | undefined): string {
  let text = '';
  for (const item of path ?? []) {
    const key: unknown = item.key;
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key) && key.length <= 64) {
      text += text === '' ? key : `.${key}`;
    } else text += `[${JSON.stringify(String(key).slice(0, 64))}]`;
  }
  return text;
}

function shorten(message: string): string {
  return message.length <= MAX_MESSAGE ? message : `${message.slice(0, MAX_MESSAGE - 1)}…`;
}

/**
 * Checks `input` against `schema`. Never throws: garbage of any shape (null, strings, cycles,
 * throwing getters, nesting deep enough to exhaust the stack) gives `ok: false` with up to 20
 * issues, each with a path such as 'entries[3].value' and a message of at most 200 characters.
 */
export function parseWith<T>(schema: v.GenericSchema<unknown, T>, input: unknown): ParseResult<T> {
  try {
    const result = v.safeParse(schema, input);
    if (result.success) return { ok: true, value: result.output };
    return {
      ok: false,
      issues: result.issues.slice(0, MAX_ISSUES).map((issue) => ({
        path: formatPath(issue.path),
        message: shorten(issue.message),
      })),
    };
  } catch (error) {
    const kind = error instanceof Error ? error.name : 'error';
    return {
      ok: false,
      issues: [{ path: '', message: `The value could not be checked (${shorten(kind)}).` }],
    };
  }
}
