import type { ToolHost } from '../../src/components/tool-host.js';

/** A page link for a tool under test: `params` in, and every `setParams` recorded in `params`. */
export interface RecordingHost extends ToolHost {
  params: [string, string][];
}

/** A link holding `params` that records what the tool writes back. */
export function recordingHost(params: [string, string][] = []): RecordingHost {
  const host: RecordingHost = {
    params,
    setParams(pairs) {
      host.params = [...pairs].map(([k, v]) => [k, v]);
    },
  };
  return host;
}
