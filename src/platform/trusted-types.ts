/**
 * The app's one Trusted Types policy. Pages are served with `require-trusted-types-for 'script'`,
 * so script URLs must pass through here; only the service worker's own URL is ever allowed.
 */
interface TrustedTypePolicyLike {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createScriptURL?: (input: string) => string },
  ): TrustedTypePolicyLike;
}

let policy: TrustedTypePolicyLike | null | undefined;

/** A script URL for the service worker at `url`, as a TrustedScriptURL where the browser has them. */
export function trustedWorkerUrl(url: URL): string {
  if (policy === undefined) {
    const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
    policy = tt
      ? tt.createPolicy('haversack', {
          createScriptURL: (input) => {
            const u = new URL(input, document.baseURI);
            if (u.origin !== location.origin || !u.pathname.endsWith('/sw.js')) {
              throw new TypeError(`Blocked script URL: ${input}`);
            }
            return u.href;
          },
        })
      : null;
  }
  // The trusted value is accepted where a string is typed; the browser checks it.
  return (policy ? policy.createScriptURL(url.href) : url.href) as string;
}
