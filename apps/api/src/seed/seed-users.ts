import { hash } from '@node-rs/argon2';
import { saveAnalyticalFollowUp } from '../core/notifications/notification-settings.ts';
import type { TDbExecutor } from '../db/client.ts';
import { serviceClients } from '../db/schema/service-clients.ts';
import { userCompanies, users } from '../db/schema/users.ts';
import { brtInstant, toIsoDate } from './dates.ts';
import { DEMO_PASSWORD, DEMO_SERVICE_CLIENT, DEMO_USERS } from './demo-logins.ts';
import { buildAvatar } from './files.ts';
import { insertRows, type TRowCounter } from './insert-rows.ts';

/** Fixed argon2 salt, so even the password hashes are reproducible (the demo password is public anyway). */
const DEMO_SALT = Buffer.from('portal-dos-clientes-demo', 'utf8');
/** `Algorithm.Argon2id` (a const enum, which erasable TS cannot import). */
const ARGON2ID = 2;

type TSeedUsersOptions = {
  db: TDbExecutor;
  counter: TRowCounter;
  todayDay: number;
  internalEmailDomain: string | undefined;
};

/**
 * The demo logins with their companies, and the demo service client of the ingestion API.
 * Answers the users of each company, who download documents and flag urgency in the processes.
 */
export const seedUsers = async ({ db, counter, todayDay, internalEmailDomain }: TSeedUsersOptions) => {
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: ARGON2ID, salt: DEMO_SALT });
  const demoUsers = DEMO_USERS(internalEmailDomain);
  const userRows = demoUsers.map((user, index) => ({
    id: index + 1,
    name: user.name,
    email: user.email.toLowerCase(),
    passwordHash,
    photo: index === 0 ? buildAvatar([46, 125, 50]).toString('base64') : null,
    hiringDate: toIsoDate(todayDay - 400 - index * 200),
    followUp: index !== 1,
    followUpSynthetic: index !== 1,
    followUpSyntheticWeekday: index === 1 ? null : ('MONDAY' as const),
    isActive: true,
    role: user.role,
    createdAt: brtInstant(todayDay - 400 - index * 200, 10, 0),
    updatedAt: brtInstant(todayDay - 30, 10, 0),
    passwordChangedAt: brtInstant(todayDay - 30, 10, 0),
  }));
  await insertRows({ db, table: users, rows: userRows, counter });
  // Ana takes the process's news by e-mail too (the profile's analytical follow-up).
  await saveAnalyticalFollowUp({ db, userId: 1, isOn: true, at: brtInstant(todayDay - 30, 10, 0) });
  await db.insert(serviceClients).values({
    clientId: DEMO_SERVICE_CLIENT.clientId,
    name: DEMO_SERVICE_CLIENT.name,
    secretHash: await hash(DEMO_SERVICE_CLIENT.secret, { algorithm: ARGON2ID, salt: DEMO_SALT }),
    companyIds: null,
  });
  await insertRows({
    db,
    table: userCompanies,
    rows: demoUsers.flatMap((user, index) =>
      user.companyIds.map((companyId) => ({ userId: index + 1, companyId })),
    ),
    counter,
  });
  const usersByCompany = new Map<number, { id: number; name: string }[]>();
  demoUsers.forEach((user, index) => {
    for (const companyId of user.companyIds) {
      const list = usersByCompany.get(companyId) ?? [];
      list.push({ id: index + 1, name: user.name });
      usersByCompany.set(companyId, list);
    }
  });
  return usersByCompany;
};
