/**
 * Battle Cry of Freedom: the star ratings of generals and the levels of Battle Events, one to
 * three (Glossary › General Card). A leaf module, so any other may read it.
 */
/** A general's star ratings (and an event's levels), lowest first. */
export const STAR_VALUES = [1, 2, 3] as const;

/** A star rating, 1 to 3. */
export type Stars = (typeof STAR_VALUES)[number];

/** The lowest and highest star rating. */
export const STARS = { min: STAR_VALUES[0], max: STAR_VALUES[2] } as const;
