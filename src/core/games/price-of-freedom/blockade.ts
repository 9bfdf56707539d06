/**
 * The Price of Freedom: the blockade board: which coastal regions are blockaded and whether a
 * whole coast is (§2.2.4, §4.1 note 4). Procedures only.
 */
import type { CampaignSnapshot, Coast } from './tracker-types.js';

/** A region is blockaded when its box holds at least 1 Union blockade marker (§4.1 note 4). */
export function regionBlockaded(s: CampaignSnapshot, region: string): boolean {
  const entry = s.coastal[region];
  if (entry === undefined)
    throw new RangeError(`'${region}' is not a coastal region on the board.`);
  return (s.blockade[entry.box] ?? 0) >= 1;
}

/** The coastal regions of a coast, as far as the board knows them. */
export function coastRegions(s: CampaignSnapshot, coast: Coast): string[] {
  return Object.keys(s.coastal).filter((id) => s.coastal[id]?.coast === coast);
}

/**
 * Where a coast stands (§4.1 note 4): 'open' while one of its known coastal regions is neither
 * Union-controlled nor blockaded; 'blockaded' when every one is and the board holds all of the
 * coast's coastal regions; 'unconfirmed' when every known one is but the coast may have others
 * the rulebook does not name (ruling G3), so the players must add them or confirm there are none.
 */
export type CoastStatus = 'open' | 'blockaded' | 'unconfirmed';

/** The status of `coast` (see `CoastStatus`). A coast with no known region is open. */
export function coastStatus(s: CampaignSnapshot, coast: Coast): CoastStatus {
  const regions = coastRegions(s, coast);
  const shut = regions.every((id) => s.control[id] === 'usa' || regionBlockaded(s, id));
  if (regions.length === 0 || !shut) return 'open';
  return s.coastsComplete[coast] ? 'blockaded' : 'unconfirmed';
}

/**
 * A coast is blockaded when each of its coastal regions is Union-controlled and/or blockaded
 * (§4.1 note 4), and only once all of them are known (see `coastStatus`).
 */
export function coastBlockaded(s: CampaignSnapshot, coast: Coast): boolean {
  return coastStatus(s, coast) === 'blockaded';
}

/** Each blockade box with its markers and the regions it blockades (Yorktown/Norfolk share one). */
export function blockadeBoxes(
  s: CampaignSnapshot,
): { readonly box: string; readonly markers: number; readonly regions: readonly string[] }[] {
  const boxes = new Map<string, string[]>();
  for (const [id, region] of Object.entries(s.coastal)) {
    boxes.set(region.box, [...(boxes.get(region.box) ?? []), id]);
  }
  return [...boxes].map(([box, regions]) => ({ box, markers: s.blockade[box] ?? 0, regions }));
}
