/**
 * The march planner's link: every input as a query parameter, read back with a message for each
 * value that could not be used (the default is used instead, nothing else is lost).
 */
import {
  ARMY_LIMITS,
  MARCH_PLAN_MAX_STEPS,
  type MarchAction,
  type MarchPlanInput,
  type MarchPlanStep,
} from '../../core/games/price-of-freedom/index.js';

/** Longest region name kept from a link or typed in. */
export const REGION_NAME_MAX = 30;

/** The plan a new page starts with: one fresh corps under a field commander, no region yet. */
export const MARCH_DEFAULTS: MarchPlanInput = {
  side: 'usa',
  command: 'field',
  mam: 0,
  fresh: 1,
  spent: 0,
  intendsAttack: false,
  mudMarch: false,
  forceMarch: false,
  trigger: 'majority',
  steps: [],
};

/** A region with nothing done in it. */
export const EMPTY_STEP: MarchPlanStep = {
  name: '',
  pickFresh: 0,
  pickSpent: 0,
  dropFresh: 0,
  dropSpent: 0,
  action: null,
};

const FLAGS = [
  ['attack', 'intendsAttack'],
  ['mud', 'mudMarch'],
  ['force', 'forceMarch'],
] as const;
const KNOWN = ['side', 'cmd', 'mam', 'fresh', 'spent', 'trigger', 'r', ...FLAGS.map((f) => f[0])];
const ACTIONS: Readonly<Record<string, MarchAction | null>> = {
  '': null,
  reorganize: 'reorganize',
  garrison: 'garrison',
};

/** Drops control characters and extra spaces, and keeps at most `REGION_NAME_MAX` characters. */
export function cleanName(raw: string): string {
  return raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trimStart()
    .slice(0, REGION_NAME_MAX);
}

/** One region as a link value: `pickFresh,pickSpent,dropFresh,dropSpent,action,name`. */
function stepValue(s: MarchPlanStep): string {
  return [s.pickFresh, s.pickSpent, s.dropFresh, s.dropSpent, s.action ?? '', s.name.trim()].join(
    ',',
  );
}

/** The link parameters of a plan. */
export function marchParams(p: MarchPlanInput): [string, string][] {
  const out: [string, string][] = [
    ['side', p.side],
    ['cmd', p.command],
    ['mam', String(p.mam)],
    ['fresh', String(p.fresh)],
    ['spent', String(p.spent)],
  ];
  for (const [key, field] of FLAGS) out.push([key, p[field] ? '1' : '0']);
  out.push(['trigger', p.trigger]);
  for (const s of p.steps) out.push(['r', stepValue(s)]);
  return out;
}

function readStep(raw: string, n: number, notices: string[]): MarchPlanStep | null {
  const parts = raw.split(',');
  const counts = parts.slice(0, 4).map((x) => (/^\d$/.test(x) ? Number(x) : NaN));
  const action = ACTIONS[parts[4] ?? ''];
  if (
    parts.length < 5 ||
    counts.some((c) => !(c >= 0 && c <= ARMY_LIMITS.theaterMax)) ||
    action === undefined
  ) {
    notices.push(`Region ${n} of the link could not be read; it was left out.`);
    return null;
  }
  const [pickFresh = 0, pickSpent = 0, dropFresh = 0, dropSpent = 0] = counts;
  return {
    name: cleanName(parts.slice(5).join(',')),
    pickFresh,
    pickSpent,
    dropFresh,
    dropSpent,
    action,
  };
}

/** Reads a plan from link parameters; `notices` says what could not be used. */
export function readMarchParams(params: readonly (readonly [string, string])[]): {
  plan: MarchPlanInput;
  notices: string[];
} {
  const notices: string[] = [];
  const get = (k: string) => params.find(([key]) => key === k)?.[1];
  const pick = <T extends string>(
    key: string,
    options: readonly T[],
    fallback: T,
    what: string,
  ) => {
    const raw = get(key);
    if (raw === undefined) return fallback;
    const hit = options.find((o) => o === raw);
    if (hit !== undefined) return hit;
    notices.push(`“${raw.slice(0, 20)}” is not a valid ${what}; ${fallback} is used.`);
    return fallback;
  };
  const whole = (key: string, min: number, max: number, fallback: number, what: string) => {
    const raw = get(key);
    if (raw === undefined) return fallback;
    const n = /^[+-]?\d{1,2}$/.test(raw) ? Number(raw) : NaN;
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    notices.push(
      `“${raw.slice(0, 20)}” is not a valid ${what} (${min} to ${max}); ${fallback} is used.`,
    );
    return fallback;
  };
  const flag = (key: string) => {
    const raw = get(key);
    if (raw === undefined || raw === '0') return false;
    if (raw === '1') return true;
    notices.push(`“${raw.slice(0, 20)}” is not a valid value for “${key}” (0 or 1); off is used.`);
    return false;
  };
  const d = MARCH_DEFAULTS;
  const max = ARMY_LIMITS.theaterMax;
  const fresh = whole('fresh', 0, max, d.fresh, 'number of fresh corps');
  let spent = whole('spent', 0, max, d.spent, 'number of spent corps');
  let freshCorps = fresh;
  if (fresh + spent > max) {
    notices.push(`An army has at most ${max} corps; ${max - fresh} spent are used.`);
    spent = max - fresh;
  }
  if (fresh + spent === 0) {
    notices.push('An army has at least 1 corps; 1 fresh corps is used.');
    freshCorps = 1;
  }
  const rawSteps = params.filter(([k]) => k === 'r').map(([, v]) => v);
  if (rawSteps.length > MARCH_PLAN_MAX_STEPS)
    notices.push(
      `A move enters at most ${MARCH_PLAN_MAX_STEPS} regions; the first ${MARCH_PLAN_MAX_STEPS} are used.`,
    );
  const steps = rawSteps
    .slice(0, MARCH_PLAN_MAX_STEPS)
    .map((v, i) => readStep(v, i + 1, notices))
    .filter((s): s is MarchPlanStep => s !== null);
  for (const [k] of params)
    if (!KNOWN.includes(k))
      notices.push(`“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
  return {
    plan: {
      side: pick('side', ['usa', 'csa'], d.side, 'side'),
      command: pick('cmd', ['field', 'theater'], d.command, 'commander type'),
      mam: whole('mam', -1, 1, d.mam, 'MAM'),
      fresh: freshCorps,
      spent,
      intendsAttack: flag('attack'),
      mudMarch: flag('mud'),
      forceMarch: flag('force'),
      trigger: pick('trigger', ['majority', 'half'], d.trigger, 'trigger'),
      steps,
    },
    notices,
  };
}
