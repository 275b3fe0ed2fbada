import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.ts';

export type TSvgWorkerReply =
  { type: 'started' } | { type: 'not-svg' } | { type: 'sanitised'; svg: string | null };
/** Not an SVG document; or the SVG with only drawing left (null when nothing of it survives). */
export type TSvgVerdict = { isSvg: false } | { isSvg: true; svg: string | null };

/** How long the thread may work on one file once jsdom is loaded. */
export const SVG_SANITISE_TIME_LIMIT_MS = 5000;
const SVG_WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

export const LOGO_SVG_TOO_COMPLEX_MESSAGE =
  'O SVG é complexo demais para ser verificado; simplifique o desenho.';

const tooComplex = (cause?: unknown) => new AppError('BAD_REQUEST', LOGO_SVG_TOO_COMPLEX_MESSAGE, { cause });

/**
 * isSvgDocument and sanitiseSvg (svg-sanitiser.ts) on a thread of its own (svg-sanitiser-worker.ts),
 * so that no SVG holds requests: past the time limit, or its heap, the thread is stopped and the
 * file refused in pt-BR. Bound the file first (checkSvgBounds): this is the last line, not the
 * first.
 */
export const sanitiseSvgInWorker = ({
  text,
  timeLimitMs = SVG_SANITISE_TIME_LIMIT_MS,
}: {
  text: string;
  timeLimitMs?: number;
}): Promise<TSvgVerdict> => {
  const worker = new Worker(new URL('./svg-sanitiser-worker.ts', import.meta.url), {
    workerData: text,
    resourceLimits: SVG_WORKER_LIMITS,
  });
  return new Promise<TSvgVerdict>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let hasStarted = false;
    let isSettled = false;
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    worker.on('message', (reply: TSvgWorkerReply) => {
      switch (reply.type) {
        case 'started':
          hasStarted = true;
          timer = setTimeout(() => settle(() => reject(tooComplex())), timeLimitMs);
          return;
        case 'not-svg':
          settle(() => resolve({ isSvg: false }));
          return;
        case 'sanitised':
          settle(() => resolve({ isSvg: true, svg: reply.svg }));
          return;
      }
    });
    // Once started, a failure is the file's (its heap, or jsdom's stack overflowing on it); before,
    // the server's (a module that did not load).
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(hasStarted || error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex(error) : error),
      ),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`a verificação do SVG parou antes de terminar (código ${code})`))),
    );
  });
};
