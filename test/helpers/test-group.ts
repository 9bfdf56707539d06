/**
 * Runs several test files in one browser page (web-test-runner.config.mjs groups the rules
 * core's tests: a page per file cost more than most of their tests). Each file is imported in
 * turn and the suites it declares are moved under one suite titled with its path, so a result
 * still names its file ("test/core/a.test.ts › …"), and a file that fails to load is one failed
 * test of its own while the group's other files still run.
 *
 * A grouped file declares its tests and hooks inside `describe()`: at a file's top level they
 * would belong to the page and run with every file's tests. scripts/wtr-groups.mjs leaves a file
 * with a top-level test or hook in a page of its own; a top-level test that slips through fails
 * here by name.
 */

/** The part of mocha's Suite a group reads and changes. */
interface Suite {
  readonly suites: Suite[];
  readonly tests: unknown[];
  addSuite(suite: Suite): Suite;
}

function rootSuite(): Suite {
  const runner = (globalThis as { mocha?: { suite?: Suite } }).mocha;
  if (!runner?.suite) throw new Error('A test group runs only in the test runner’s page (mocha).');
  return runner.suite;
}

/**
 * Imports each test file (a path from the server's root, e.g. "/test/core/a.test.ts") in order,
 * and puts what it declares under a suite named after it.
 */
export async function loadGroup(files: readonly string[]): Promise<void> {
  const root = rootSuite();
  for (const file of files) {
    const suitesBefore = root.suites.length;
    const testsBefore = root.tests.length;
    let failure: unknown = null;
    try {
      await import(/* @vite-ignore */ file);
    } catch (error) {
      failure = error;
    }
    const declared = root.suites.splice(suitesBefore);
    const name = file.replace(/^\//, '');
    const outer = describe(name, () => {
      if (failure !== null) {
        it('loads', () => {
          throw failure instanceof Error ? failure : new Error(JSON.stringify(failure));
        });
      }
      if (root.tests.length !== testsBefore) {
        it('declares its tests inside describe()', () => {
          throw new Error(`${name} has a test at its top level: it cannot share a page.`);
        });
      }
    }) as unknown as Suite;
    for (const suite of declared) outer.addSuite(suite);
  }
}
