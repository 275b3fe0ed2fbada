/**
 * Runs an import thread with a heap too small for it and prints how it failed, as JSON. The test
 * runs this in a process of its own with V8's background tasks off: V8 aborts the whole process
 * when a background compiler, rather than the thread itself, runs out of the thread's heap, which
 * once took the test runner's worker down with it.
 */
import { createImportThread } from './run-import-in-worker.ts';
import { UNREACHABLE_IMPORT } from './unreachable-import.ts';

// The thread runs out of heap before it would need the database.
const thread = createImportThread({ limits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 1 } });
const outcome = await thread.run(UNREACHABLE_IMPORT).then(
  () => ({ isRejected: false, code: null }),
  (error: unknown) => ({ isRejected: true, code: (error as { code?: string }).code ?? null }),
);
await thread.close();
// The process went on after the thread failed: it can still answer.
console.log(JSON.stringify(outcome));
