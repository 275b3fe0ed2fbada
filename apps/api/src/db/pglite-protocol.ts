/** Messages between the server and its PGlite thread (pglite-thread.ts, pglite-worker.ts). */
export type TPgliteRequest =
  | { id: number; op: 'ready' }
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      /** Type OIDs to return as the server's text, unparsed. */
      textTypes: number[];
    }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; listenId: number }
  /** Writes the whole database, as PGlite's dumpDataDir tarball, to `file`. */
  | { id: number; op: 'dump'; file: string }
  | { id: number; op: 'close' };

export type TPgliteReply =
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> }
  | { notification: { listenId: number; payload: string } };
