/** Real IndexedDB databases for one test file: each test gets its own, all deleted at the end. */
export function testDatabases(prefix: string): {
  /** A new database name, deleted by `deleteAll`. */
  name: () => string;
  /** Deletes every database named so far (a blocked or failed delete does not stop the others). */
  deleteAll: () => Promise<void>;
  /** Names given so far. */
  readonly names: readonly string[];
} {
  const names: string[] = [];
  return {
    names,
    name: () => {
      const n = `${prefix}-${Date.now()}-${names.length + 1}`;
      names.push(n);
      return n;
    },
    deleteAll: async () => {
      await Promise.all(
        names.map(
          (n) =>
            new Promise((done) => {
              const req = indexedDB.deleteDatabase(n);
              req.onsuccess = req.onerror = req.onblocked = done;
            }),
        ),
      );
    },
  };
}
