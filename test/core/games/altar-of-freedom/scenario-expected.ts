/**
 * Expected Altar of Freedom OOB totals, transcribed from the data spec §4 tables (per division:
 * stands, infantry / cavalry / artillery / naval, sum of SM) and §2.16 / §5 (break points).
 */

export interface DivisionTotals {
  readonly stands: number;
  readonly infantry: number;
  readonly cavalry: number;
  readonly artillery: number;
  readonly naval: number;
  readonly sm: number;
}

export interface SideTotals {
  readonly stands: number;
  readonly sm: number;
  readonly breakPoint: number;
  readonly mood: string;
  readonly divisions: number;
  /** Division id, or '<command id>' for its unattached units. */
  readonly groups: Readonly<Record<string, DivisionTotals>>;
}

export const EXPECTED: Readonly<Record<string, Readonly<Record<'USA' | 'CSA', SideTotals>>>> = {
  shiloh: {
    USA: {
      stands: 29,
      sm: 4,
      breakPoint: 7,
      mood: 'Steady',
      divisions: 6,
      groups: {
        'usa-army': { stands: 3, infantry: 1, cavalry: 0, artillery: 1, naval: 1, sm: -2 },
        'mcclernand-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 0 },
        'whl-wallace-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 4 },
        'hurlbut-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 2 },
        'lew-wallace-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 3 },
        'sherman-div': { stands: 5, infantry: 4, cavalry: 0, artillery: 1, naval: 0, sm: -1 },
        'prentiss-div': { stands: 5, infantry: 3, cavalry: 1, artillery: 1, naval: 0, sm: -2 },
      },
    },
    CSA: {
      stands: 24,
      sm: -1,
      breakPoint: 8,
      mood: 'Determined',
      divisions: 6,
      groups: {
        'clark-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: 3 },
        'cheatham-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: -1 },
        'ruggles-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 2 },
        'withers-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 1 },
        'hardee-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: -1 },
        'breckinridge-div': { stands: 6, infantry: 3, cavalry: 2, artillery: 1, naval: 0, sm: -5 },
      },
    },
  },
  antietam: {
    USA: {
      stands: 65,
      sm: 24,
      breakPoint: 16,
      mood: 'Steady',
      divisions: 17,
      groups: {
        'pleasonton-div': { stands: 6, infantry: 0, cavalry: 5, artillery: 1, naval: 0, sm: -9 },
        'doubleday-div': { stands: 5, infantry: 4, cavalry: 0, artillery: 1, naval: 0, sm: -4 },
        'ricketts-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: -1 },
        'meade-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: -3 },
        'richardson-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 2 },
        'sedgwick-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 6 },
        'french-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 5 },
        'morell-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 6 },
        'sykes-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 2 },
        'usa-v-corps': { stands: 1, infantry: 0, cavalry: 0, artillery: 1, naval: 0, sm: 0 },
        'slocum-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 5 },
        'smith-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 6 },
        'willcox-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: 2 },
        'sturgis-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: 3 },
        'rodman-div': { stands: 2, infantry: 2, cavalry: 0, artillery: 0, naval: 0, sm: 1 },
        'scammon-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: 1 },
        'williams-div': { stands: 2, infantry: 2, cavalry: 0, artillery: 0, naval: 0, sm: 5 },
        'greene-div': { stands: 3, infantry: 3, cavalry: 0, artillery: 0, naval: 0, sm: -3 },
        'usa-xii-corps': { stands: 1, infantry: 0, cavalry: 0, artillery: 1, naval: 0, sm: 0 },
      },
    },
    CSA: {
      stands: 51,
      sm: -24,
      breakPoint: 13,
      mood: 'Steady',
      divisions: 10,
      groups: {
        'stuart-div': { stands: 4, infantry: 0, cavalry: 3, artillery: 1, naval: 0, sm: 0 },
        'csa-army': { stands: 2, infantry: 0, cavalry: 0, artillery: 2, naval: 0, sm: 0 },
        'rh-anderson-div': { stands: 6, infantry: 5, cavalry: 0, artillery: 1, naval: 0, sm: -6 },
        'jg-walker-div': { stands: 2, infantry: 2, cavalry: 0, artillery: 0, naval: 0, sm: 5 },
        'dr-jones-div': { stands: 6, infantry: 6, cavalry: 0, artillery: 0, naval: 0, sm: -9 },
        'mclaws-div': { stands: 5, infantry: 4, cavalry: 0, artillery: 1, naval: 0, sm: -6 },
        'hood-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: -1 },
        'csa-right-wing': { stands: 3, infantry: 1, cavalry: 0, artillery: 2, naval: 0, sm: 1 },
        'lawton-div': { stands: 5, infantry: 4, cavalry: 0, artillery: 1, naval: 0, sm: -1 },
        'dh-hill-div': { stands: 6, infantry: 5, cavalry: 0, artillery: 1, naval: 0, sm: 2 },
        'ap-hill-div': { stands: 6, infantry: 5, cavalry: 0, artillery: 1, naval: 0, sm: -7 },
        'jr-jones-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: -2 },
      },
    },
  },
  'champion-hill': {
    USA: {
      stands: 22,
      sm: -7,
      breakPoint: 6,
      mood: 'Steady',
      divisions: 7,
      groups: {
        'osterhaus-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: -4 },
        'smith-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: -1 },
        'carr-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: 1 },
        'hovey-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: 2 },
        'blair-div': { stands: 2, infantry: 2, cavalry: 0, artillery: 0, naval: 0, sm: -1 },
        'logan-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: -1 },
        'crocker-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: -3 },
      },
    },
    CSA: {
      stands: 13,
      sm: 7,
      breakPoint: 4,
      mood: 'Steady',
      divisions: 4,
      groups: {
        'loring-div': { stands: 4, infantry: 3, cavalry: 0, artillery: 1, naval: 0, sm: 2 },
        'stevenson-div': { stands: 5, infantry: 4, cavalry: 0, artillery: 1, naval: 0, sm: 3 },
        'bowen-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: 5 },
        'csa-army': { stands: 1, infantry: 0, cavalry: 1, artillery: 0, naval: 0, sm: -3 },
        'forney-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: 3 },
      },
    },
  },
  'cedar-creek': {
    USA: {
      stands: 28,
      sm: 25,
      breakPoint: 8,
      mood: 'Steady',
      divisions: 9,
      groups: {
        'wheaton-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: 2 },
        'getty-div': { stands: 3, infantry: 3, cavalry: 0, artillery: 0, naval: 0, sm: 3 },
        'keifer-div': { stands: 2, infantry: 2, cavalry: 0, artillery: 0, naval: 0, sm: 2 },
        'thoburn-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: 1 },
        'hayes-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: 0 },
        'mcmillan-div': { stands: 3, infantry: 2, cavalry: 0, artillery: 1, naval: 0, sm: 4 },
        'grover-div': { stands: 5, infantry: 4, cavalry: 0, artillery: 1, naval: 0, sm: 9 },
        'merritt-div': { stands: 4, infantry: 0, cavalry: 3, artillery: 1, naval: 0, sm: 2 },
        'custer-div': { stands: 2, infantry: 0, cavalry: 2, artillery: 0, naval: 0, sm: 2 },
      },
    },
    CSA: {
      stands: 24,
      sm: -20,
      breakPoint: 6,
      mood: 'Weary',
      divisions: 6,
      groups: {
        'csa-army': { stands: 4, infantry: 0, cavalry: 0, artillery: 4, naval: 0, sm: 0 },
        'kershaw-div': { stands: 4, infantry: 4, cavalry: 0, artillery: 0, naval: 0, sm: -3 },
        'rosser-div': { stands: 3, infantry: 0, cavalry: 3, artillery: 0, naval: 0, sm: -7 },
        'wharton-div': { stands: 3, infantry: 3, cavalry: 0, artillery: 0, naval: 0, sm: -2 },
        'ramseur-div': { stands: 4, infantry: 4, cavalry: 0, artillery: 0, naval: 0, sm: -3 },
        'pegram-div': { stands: 3, infantry: 3, cavalry: 0, artillery: 0, naval: 0, sm: -3 },
        'evans-div': { stands: 3, infantry: 3, cavalry: 0, artillery: 0, naval: 0, sm: -2 },
      },
    },
  },
};
