/**
 * Where new corps may be placed (§11.5-11.9): the regions a side controls that the board knows,
 * with the kind the rulebook gives each (its capital, a resource or other home region, or, for
 * the Union only, an enemy region), and a region's id from the name a player types. Pure.
 */
import type { Nation } from './constants.js';
import { CAPITALS } from './reinforcement.js';
import type { Setup } from './schema.js';
import type { CampaignSnapshot, RegionKind } from './tracker-types.js';

/** A region id from a name the player types: 'Front Royal' → 'front-royal'. */
export function regionIdOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The regions `side` controls that the board knows, with the kind the rulebook gives them. */
export function placeableRegions(
  c: CampaignSnapshot,
  setup: Setup | undefined,
  side: Nation,
): { id: string; kind: RegionKind }[] {
  const out: { id: string; kind: RegionKind }[] = [];
  for (const [id, control] of Object.entries(c.control)) {
    if (control !== side) continue;
    const r = setup?.regions.find((x) => x.id === id);
    const home = r
      ? r.kind === side || (r.kind === 'kentucky' && c.kentucky === side)
      : side === 'csa';
    if (!home && side === 'csa') continue;
    const kind: RegionKind =
      id === CAPITALS[side] ? 'capital' : !home ? 'enemy' : r?.resource ? 'resource' : 'regular';
    out.push({ id, kind });
  }
  return out;
}
