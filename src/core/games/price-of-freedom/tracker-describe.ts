/**
 * The Price of Freedom: the tracker's history in words. Each change is described by comparing
 * the snapshot before it with the one after, so the stored state needs no separate log and undo
 * stays exact. Also the names the tracker shows for regions and blockade boxes. Procedures only.
 */
import { NATION_LABELS } from './constants.js';
import type { Nation } from './constants.js';
import type { Setup } from './schema.js';
import type { CampaignSnapshot, CampaignState, Control } from './tracker-types.js';
import { describeForcesChange } from './tracker-describe-forces.js';
import { WAR_EFFORT_LINES, WAR_EFFORT_REGIONS } from './war-effort-lines.js';
import { signed } from '../../shared/signed.js';

/** Region id to display name, from the set-up data (coastal regions added later come from the state). */
export type RegionNames = ReadonlyMap<string, string>;

/** Display names of the set-up's regions. */
export function regionNames(setup: Setup): RegionNames {
  return new Map(setup.regions.map((r) => [r.id, r.name]));
}

/** A region's name: the set-up's, an added coastal region's, or its id. */
export function regionName(s: CampaignSnapshot, names: RegionNames, id: string): string {
  return names.get(id) ?? s.coastal[id]?.name ?? id;
}

/** A blockade box's name: the regions it serves, e.g. “Yorktown / Norfolk” (§2.1). */
export function boxName(s: CampaignSnapshot, names: RegionNames, box: string): string {
  const regions = Object.entries(s.coastal)
    .filter(([, c]) => c.box === box)
    .map(([id]) => regionName(s, names, id));
  return regions.length > 0 ? regions.join(' / ') : box;
}

const CONTROL_WORD: Readonly<Record<Control, string>> = {
  usa: 'Union',
  csa: 'Confederate',
  neutral: 'neutral',
};

function flag(before: boolean, after: boolean, on: string, off: string): string[] {
  if (before === after) return [];
  return [after ? on : off];
}

function sideCount(
  before: Readonly<Record<Nation, number>>,
  after: Readonly<Record<Nation, number>>,
  what: (side: Nation, from: number, to: number) => string,
): string[] {
  return (['usa', 'csa'] as const).flatMap((n) =>
    before[n] === after[n] ? [] : [what(n, before[n], after[n])],
  );
}

/**
 * What changed from `before` to `after`, one sentence per fact (empty when nothing did).
 * Kentucky joining a side is told once, not region by region.
 */
export function describeCampaignChange(
  before: CampaignSnapshot,
  after: CampaignSnapshot,
  names: RegionNames,
): string[] {
  const out: string[] = [];
  const name = (id: string) => regionName(after, names, id);
  if (before.turn !== after.turn) out.push(`Turn ${before.turn} → Turn ${after.turn}.`);
  if (before.kentucky !== after.kentucky && after.kentucky !== 'neutral') {
    out.push(
      `Kentucky joined the ${after.kentucky === 'usa' ? 'Union' : 'Confederacy'} for good (§5.4).`,
    );
  }
  out.push(
    ...flag(
      before.unionViolatedKentucky,
      after.unionViolatedKentucky,
      'The Union violated Kentucky’s neutrality (§5.2).',
      'Kentucky violation cleared.',
    ),
  );
  const joined = before.kentucky !== after.kentucky;
  for (const [id, c] of Object.entries(after.control)) {
    const was = before.control[id];
    if (was === c) continue;
    if (was === undefined) continue;
    if (joined && after.kentuckyRegions.includes(id) && was === 'neutral') {
      if (c !== after.kentucky) out.push(`${name(id)} held by the ${CONTROL_WORD[c]} side.`);
      continue;
    }
    out.push(`${name(id)}: ${CONTROL_WORD[was]} → ${CONTROL_WORD[c]}.`);
  }
  for (const [id, c] of Object.entries(after.coastal)) {
    if (before.coastal[id] === undefined)
      out.push(
        `Coastal region added: ${c.name} (${c.coast === 'gulf' ? 'Gulf' : 'Atlantic'} Coast, ${CONTROL_WORD[after.control[id] ?? 'csa']}).`,
      );
  }
  out.push(
    ...flag(
      before.emancipationProclaimed,
      after.emancipationProclaimed,
      'Emancipation proclaimed (§6).',
      'Emancipation withdrawn.',
    ),
    ...flag(
      before.emancipationMissed,
      after.emancipationMissed,
      'First chance to proclaim the Emancipation not taken (§6.3).',
      'Missed Emancipation cleared.',
    ),
    ...flag(before.draftPlayed, after.draftPlayed, 'DRAFT played.', 'DRAFT withdrawn.'),
    ...flag(
      before.inflationPlayed,
      after.inflationPlayed,
      'CONFEDERATE INFLATION played.',
      'CONFEDERATE INFLATION withdrawn.',
    ),
    ...flag(
      before.washingtonEverCsa,
      after.washingtonEverCsa,
      'Washington fell to the Confederates for the first time (§4.2).',
      'Washington’s first capture cleared.',
    ),
  );
  if (before.unionResourceRegionsLost !== after.unionResourceRegionsLost) {
    out.push(
      `Union resource regions held by the Confederates: ${before.unionResourceRegionsLost} → ${after.unionResourceRegionsLost}.`,
    );
  }
  for (const [box, n] of Object.entries(after.blockade)) {
    const was = before.blockade[box] ?? 0;
    if (was !== n) out.push(`Blockade box ${boxName(after, names, box)}: ${was} → ${n} markers.`);
  }
  out.push(
    ...sideCount(
      before.cardAdjustments,
      after.cardAdjustments,
      (n, from, to) => `${NATION_LABELS[n]} War Effort from cards ${signed(to - from)}.`,
    ),
  );
  const lines = new Set([...Object.keys(before.overrides), ...Object.keys(after.overrides)]);
  for (const id of lines) {
    const was = before.overrides[id];
    const now = after.overrides[id];
    if (was === now) continue;
    const def = WAR_EFFORT_LINES.find((l) => l.id === id);
    const label = def ? `${NATION_LABELS[def.side]}: ${def.label}` : id;
    out.push(
      now === undefined
        ? `${label}: back to the facts.`
        : `${label}: set ${now ? 'on' : 'off'} by hand.`,
    );
  }
  out.push(
    ...describeForcesChange(before, after, (id) => names.get(id) ?? after.coastal[id]?.name),
  );
  return out;
}

/** One recorded change: its place in the history and what it did. */
export interface CampaignHistoryEntry {
  /** 1 for the first change recorded. */
  readonly index: number;
  /** Undos needed to return to the state before this change. */
  readonly undoSteps: number;
  /** The turn the game was in once the change was made. */
  readonly turn: number;
  readonly changes: readonly string[];
}

/** Every recorded change, most recent first. */
export function campaignHistory(state: CampaignState, names: RegionNames): CampaignHistoryEntry[] {
  const { history, ...current } = state;
  const snapshots: CampaignSnapshot[] = [...history, current];
  const entries: CampaignHistoryEntry[] = [];
  for (let i = 1; i < snapshots.length; i++) {
    const before = snapshots[i - 1];
    const after = snapshots[i];
    if (before === undefined || after === undefined) continue;
    const changes = describeCampaignChange(before, after, names);
    entries.push({
      index: i,
      undoSteps: snapshots.length - i,
      turn: after.turn,
      changes: changes.length > 0 ? changes : ['No change.'],
    });
  }
  return entries.reverse();
}

/** A few words naming what each region-dependent War Effort line is about, for compact labels. */
export const WAR_EFFORT_LINE_SHORT: Readonly<Record<string, string>> = {
  'usa-washington-first': 'Washington, first capture',
  'usa-washington-held': 'Washington held',
  'csa-richmond': 'Richmond',
  'csa-shenandoah': 'Shenandoah',
  'csa-atlanta': 'Atlanta',
  'csa-memphis-nashville': 'Memphis & Nashville',
  'csa-mississippi': 'Mississippi',
  'csa-kentucky': 'Kentucky',
  'csa-gulf': 'Gulf Coast',
  'csa-atlantic': 'Atlantic Coast',
};

/**
 * The War Effort lines whose facts depend on who controls region `id` (§4.1, §4.2, §5.6;
 * coastal regions through their coast's blockade, §4.1 note 4).
 */
export function regionWarEffortLines(s: CampaignSnapshot, id: string): string[] {
  const R = WAR_EFFORT_REGIONS;
  const lines: string[] = [];
  if (id === R.washington) lines.push('usa-washington-first', 'usa-washington-held');
  if (id === R.richmond) lines.push('csa-richmond');
  if (id === R.shenandoah) lines.push('csa-shenandoah');
  if (id === R.atlanta) lines.push('csa-atlanta');
  if (id === R.memphis || id === R.nashville) lines.push('csa-memphis-nashville');
  if ((R.mississippi as readonly string[]).includes(id)) lines.push('csa-mississippi');
  if (s.kentuckyRegions.includes(id)) lines.push('csa-kentucky');
  const coast = s.coastal[id]?.coast;
  if (coast !== undefined) lines.push(coast === 'gulf' ? 'csa-gulf' : 'csa-atlantic');
  return lines;
}
