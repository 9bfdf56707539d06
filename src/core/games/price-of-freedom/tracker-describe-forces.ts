/**
 * The Price of Freedom: the tracker's history in words for the forces (corps, garrisons, new
 * corps per region, theater commanders) and the coasts confirmed complete. Procedures only.
 */
import { NATION_LABELS, NATIONS } from './constants.js';
import { COASTS } from './schema.js';
import type { CampaignSnapshot, Theater } from './tracker-types.js';
import { signed } from '../../shared/signed.js';

const THEATER_WORD: Readonly<Record<Theater, string>> = { east: 'Eastern', west: 'Western' };
const COAST_WORD = { gulf: 'Gulf Coast', atlantic: 'Atlantic Coast' } as const;

/** A region named by the players from their map has only its id: 'front-royal' → 'Front Royal'. */
function fromId(id: string): string {
  return id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * What changed in the forces and the coasts' completeness from `before` to `after`, one sentence
 * per fact. `name` gives a tracked region's display name, or undefined for one the players named.
 */
export function describeForcesChange(
  before: CampaignSnapshot,
  after: CampaignSnapshot,
  name: (id: string) => string | undefined,
): string[] {
  const out: string[] = [];
  for (const n of NATIONS) {
    const from = before.corps[n];
    const to = after.corps[n];
    if (from !== to)
      out.push(`${NATION_LABELS[n]} corps on the map: ${from} → ${to} (${signed(to - from)}).`);
    for (const [region, count] of Object.entries(after.placed[n])) {
      const was = before.placed[n][region] ?? 0;
      if (count > was)
        out.push(
          `${NATION_LABELS[n]}: ${count - was} new corps in ${name(region) ?? fromId(region)}.`,
        );
    }
    for (const t of ['east', 'west'] as const) {
      const was = before.theaterCorps[n][t];
      const now = after.theaterCorps[n][t];
      if (was === now) continue;
      const who = `${NATION_LABELS[n]} ${THEATER_WORD[t]} theater commander`;
      out.push(
        now === 0
          ? `${who}: none now.`
          : was === 0
            ? `${who}: ${now} corps.`
            : `${who}: ${was} → ${now} corps.`,
      );
    }
  }
  const cleared = NATIONS.some(
    (n) => Object.keys(before.placed[n]).length > 0 && Object.keys(after.placed[n]).length === 0,
  );
  if (cleared && before.turn === after.turn)
    out.push(
      'New reinforcement phase or campaign round: new corps per region start again (§11.5).',
    );
  if (before.garrisons !== after.garrisons)
    out.push(`Union garrisons on the map: ${before.garrisons} → ${after.garrisons}.`);
  for (const coast of COASTS) {
    if (before.coastsComplete[coast] === after.coastsComplete[coast]) continue;
    out.push(
      after.coastsComplete[coast]
        ? `${COAST_WORD[coast]}: every coastal region is on the board (confirmed from the map).`
        : `${COAST_WORD[coast]}: no longer confirmed complete.`,
    );
  }
  return out;
}
