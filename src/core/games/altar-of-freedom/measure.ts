/**
 * Altar of Freedom: distances for the chosen figure scale: base depths in inches and scaled
 * ranges (App. III, L1842–1875; spec §2.1, §2.13). A base depth is measured on the unit's own
 * base (spec §2.1, inferred).
 */
import { SCALES } from './scales.js';
import type { BaseKind, FigureScale, ScaleInfo } from './scales.js';

/** The scale's data; RangeError for an unknown scale. */
export function scaleInfo(scale: FigureScale): ScaleInfo {
  const info = SCALES.find((s) => s.scale === scale);
  if (info === undefined) throw new RangeError(`Unknown figure scale '${scale}'.`);
  return info;
}

/** One base depth in inches for a base of `kind` at `scale` (1.25″ at 6 mm, 1.5″ at 15 mm). */
export function baseDepthInches(scale: FigureScale, kind: BaseKind): number {
  return scaleInfo(scale).bases[kind].depthIn;
}

/** A recoil or advance of `bd` base depths, in inches. */
export function bdInches(bd: number, scale: FigureScale, kind: BaseKind): number {
  return bd * baseDepthInches(scale, kind);
}

/** A 6 mm distance or range converted to `scale` (×1.5 at 15 mm, L1871–1874). */
export function scaledInches(inches: number, scale: FigureScale, useOptional = false): number {
  const info = scaleInfo(scale);
  const multiplier = useOptional
    ? (info.optionalRangeMultiplier ?? info.rangeMultiplier)
    : info.rangeMultiplier;
  return inches * multiplier;
}
