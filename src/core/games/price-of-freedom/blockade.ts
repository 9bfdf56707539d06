/**
 * The Price of Freedom: the blockade board: which coastal regions are blockaded and whether a
 * whole coast is (§2.2.4, §4.1 note 4). Procedures only.
 */
import type { CampaignSnapshot } from './tracker-types.js';

/** A region is blockaded when its box holds at least 1 Union blockade marker (§4.1 note 4). */
export function regionBlockaded(s: CampaignSnapshot, region: string): boolean {
  const entry = s.coastal[region];
  if (entry === undefined)
    throw new RangeError(`'${region}' is not a coastal region on the board.`);
  return (s.blockade[entry.box] ?? 0) >= 1;
}

/** The coastal regions of a coast, as far as the board knows them. */
export function coastRegions(s: CampaignSnapshot, coast: 'gulf' | 'atlantic'): string[] {
  return Object.keys(s.coastal).filter((id) => s.coastal[id]?.coast === coast);
}

/**
 * A coast is blockaded when each of its coastal regions is Union-controlled and/or blockaded
 * (§4.1 note 4). A coast with no known region is not blockaded.
 */
export function coastBlockaded(s: CampaignSnapshot, coast: 'gulf' | 'atlantic'): boolean {
  const regions = coastRegions(s, coast);
  return (
    regions.length > 0 && regions.every((id) => s.control[id] === 'usa' || regionBlockaded(s, id))
  );
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
