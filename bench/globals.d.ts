// Types for the benchmark's scripts (type-checked with bench/tsconfig.json): what the page
// probes (bench/page-probes.mjs) keep on the page's window, the performance entries they read,
// and Lighthouse, which `npm run bench` installs under bench/ only.

interface HsLayoutShift {
  value: number;
  at: number;
  nodes: string[];
}

interface Window {
  __hsPainted?: number;
  __hsLcp?: number;
  __hsCls: { value: number; shifts: HsLayoutShift[] };
  __hsTaps: number[];
  __hsClickTiming: number[];
}

/** A layout-shift entry (Layout Instability API); not in TypeScript's DOM types. */
interface LayoutShift extends PerformanceEntry {
  readonly hadRecentInput: boolean;
  readonly value: number;
  readonly sources?: readonly { node?: Element | null }[];
}

interface PerformanceObserverInit {
  durationThreshold?: number;
}

/** A page element in Lighthouse's report. */
interface LighthouseNode {
  type: 'node';
  selector?: string;
  snippet?: string;
}

/** The parts of Lighthouse's report the benchmark reads. */
interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: { performance: { score: number } };
  audits: Record<
    string,
    {
      numericValue: number;
      details?: { items?: { score: number; node?: LighthouseNode }[] } & Record<string, unknown>;
    }
  >;
}

declare module 'lighthouse' {
  /** Runs Lighthouse on `url` in the page's browser; the result's `lhr` is its report. */
  export default function lighthouse(
    url: string,
    flags?: Record<string, unknown>,
    config?: Record<string, unknown>,
    page?: unknown,
  ): Promise<{ lhr: LighthouseResult } | undefined>;
}
