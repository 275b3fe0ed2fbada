import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../db/client.ts';
import { createReadRouting } from '../db/read-routing.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The replica's routing for this app: heavy reads through app.readDb(request); every successful
 * write answers X-Write-Position (only with a replica), which the web client sends back as
 * X-Read-After so its next reads see what it wrote, whichever instance serves them.
 */
export const registerReadRouting = async (
  fastify: FastifyInstance,
  readReplica: TDatabaseHandle | undefined,
): Promise<void> => {
  const routing = createReadRouting({
    primary: fastify.database,
    replica: readReplica,
    maxLagBytes: fastify.config.READ_REPLICA_MAX_LAG_BYTES,
    onReplicaChange: (state) =>
      state.isUsable
        ? fastify.log.info({ lagBytes: state.lagBytes }, 'réplica de leitura em uso')
        : fastify.log.warn(
            { lagBytes: state.lagBytes },
            'réplica de leitura indisponível ou atrasada; lendo do primário',
          ),
  });
  fastify.decorate('readRouting', routing);
  fastify.decorate('readDb', (request) => {
    const header = request.headers['x-read-after'];
    return routing.readDbFor(Array.isArray(header) ? header[0] : header);
  });
  if (!readReplica) return;
  // Started now, so the analytics store's first rebuild can already read from the replica.
  await routing.start();
  fastify.addHook('onClose', async () => {
    routing.stop();
    await readReplica.close();
  });
  fastify.addHook('onSend', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    const position = await routing.writePosition().catch(() => null);
    if (position) void reply.header('x-write-position', position);
  });
};
