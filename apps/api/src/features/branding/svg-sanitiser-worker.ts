import { parentPort, workerData } from 'node:worker_threads';
import type { TSvgWorkerReply } from './sanitise-svg-in-worker.ts';
import { isSvgDocument, sanitiseSvg } from './svg-sanitiser.ts';

/**
 * One SVG judged and sanitised on a thread of its own (sanitise-svg-in-worker.ts starts it): jsdom
 * and DOMPurify never hold the server's event loop, and the thread can be stopped mid-way.
 */
const text = workerData as string;
const tell = (reply: TSvgWorkerReply): void => parentPort?.postMessage(reply);

// Loading jsdom is done: the time limit counts from here, on the file's own work.
tell({ type: 'started' });
tell(isSvgDocument(text) ? { type: 'sanitised', svg: sanitiseSvg(text) } : { type: 'not-svg' });
