import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { TCompanyEntitlements } from '@pc/contract/entitlements';
import type { TDatabase } from '../../src/db/client.ts';
import { toEntitlementColumns } from '../../src/db/repositories/company-repository.ts';
import { demoEntitlementsOf } from '../../src/seed/demo-entitlements.ts';
import { companies } from '../../src/db/schema/companies.ts';
import type { storedFiles } from '../../src/db/schema/documents.ts';
import { userCompanies, users, type TUserRole } from '../../src/db/schema/users.ts';

/** `Algorithm.Argon2id` (a const enum, which erasable TS cannot import). */
const ARGON2ID = 2;

export const FIXTURE_PASSWORD = 'Senha@2026';
export const OAUTH_BASIC = `Basic ${Buffer.from('portal-clientes-web:portal-clientes-web-secret').toString('base64')}`;

type TCompanyFixture = {
  id: number;
  name?: string;
  isCustomer?: boolean;
  isCustomBroker?: boolean;
  /** Overrides the entitlements the spec gives the id (demoEntitlementsOf). */
  entitlements?: Partial<TCompanyEntitlements>;
};

/**
 * Companies whose CNPJ is their id padded with zeros, holding by default the entitlements the spec
 * gave their id (Analytics for 7, TRANSIT TIME for 154, ETD Atrasados for 3, TXT for 102 and 2397…).
 */
export const insertCompanies = async (db: TDatabase, list: TCompanyFixture[]): Promise<void> => {
  await db.insert(companies).values(
    list.map((company) => ({
      id: company.id,
      federalId: String(company.id).padStart(14, '0'),
      name: company.name ?? `Empresa ${company.id} Ltda`,
      isCustomer: company.isCustomer ?? true,
      isCustomBroker: company.isCustomBroker ?? false,
      ...demoEntitlementsOf({ id: company.id }),
      ...toEntitlementColumns(company.entitlements ?? {}),
    })),
  );
};

type TUserFixture = {
  id: number;
  email: string;
  name?: string;
  password?: string;
  isActive?: boolean;
  /** Absent: the column's default (CUSTOMER). */
  role?: TUserRole;
  companyIds?: number[];
};

/** Inserts a user with a known password (argon2id) and its company links. */
export const insertUser = async (db: TDatabase, user: TUserFixture): Promise<void> => {
  await db.insert(users).values({
    id: user.id,
    name: user.name ?? `Usuário ${user.id}`,
    email: user.email.toLowerCase(),
    passwordHash: await hash(user.password ?? FIXTURE_PASSWORD, { algorithm: ARGON2ID }),
    isActive: user.isActive ?? true,
    ...(user.role ? { role: user.role } : {}),
  });
  const companyIds = user.companyIds ?? [];
  if (companyIds.length > 0) {
    await db.insert(userCompanies).values(companyIds.map((companyId) => ({ userId: user.id, companyId })));
  }
};

/** Companies 3 and 7 (customers), 900 (customs broker) and 950 (not a customer); users 1 (active), 2 (inactive), 3. */
export const insertAuthFixtures = async (db: TDatabase): Promise<void> => {
  await insertCompanies(db, [
    { id: 3, name: 'Hércules Máquinas Ltda' },
    { id: 7, name: 'Aurora Têxtil Ltda' },
    { id: 900, name: 'Despachos Ltda', isCustomBroker: true },
    { id: 950, name: 'Armazéns Ltda', isCustomer: false },
  ]);
  await insertUser(db, {
    id: 1,
    email: 'ana@cliente.example',
    name: 'Ana Souza',
    companyIds: [3, 7, 900, 950],
  });
  await insertUser(db, { id: 2, email: 'inativo@cliente.example', isActive: false, companyIds: [3] });
  await insertUser(db, { id: 3, email: 'bruno@cliente.example', name: 'Bruno Lima', companyIds: [7] });
};

/** A settable clock for createTestApp({ now }). */
export const createClock = (start = new Date('2026-03-02T12:00:00Z')) => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds: (seconds: number) => {
      current += seconds * 1000;
    },
    /** Jumps to an instant (forward, as time goes). */
    set: (instant: Date) => {
      current = instant.getTime();
    },
  };
};

/** A stored_files row holding `content` (its sha256 and size computed). */
export const storedFileRow = (file: {
  id: number;
  companyId: number;
  mimeType: string;
  content: Buffer;
}): typeof storedFiles.$inferInsert => ({
  ...file,
  sha256: createHash('sha256').update(file.content).digest('hex'),
  sizeBytes: file.content.length,
});

/** After rows inserted with explicit ids: moves each table's identity past them so runtime inserts do not collide. */
export const advanceIdentitySequences = async (db: TDatabase, tables: readonly string[]): Promise<void> => {
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
};
