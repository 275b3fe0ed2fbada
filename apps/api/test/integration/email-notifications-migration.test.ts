import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_ANALYTICAL_EVENTS, ZNotificationSettings } from '@pc/contract/notifications';
import { migrationsFolder, openDatabase, type TDatabaseHandle } from '../../src/db/client.ts';
import { migrationsBefore, rowsOf } from '../helpers/migrations-before.ts';

const EMAIL_MIGRATION = '0040_email_notifications';

/** Rules saved before e-mail was a channel: every event in the portal and by push. */
const OLD_RULES = {
  events: Object.fromEntries(
    [
      'PROCESS_STEP',
      'PROCESS_DATE_MOVED',
      'PROCESS_CHANNEL',
      'PROCESS_CLEARED',
      'MESSAGE_RECEIVED',
      'DOCUMENT_RECEIVED',
      'QUOTATION_RECEIVED',
      'PAYMENT_REPORT_DECIDED',
      'PAYMENT_DUE',
      'PAYMENT_OVERDUE',
    ].map((event) => [event, { isInPortal: event !== 'PROCESS_STEP', isPush: true }]),
  ),
  dateShiftDays: 5,
  dueSoonDays: 3,
  mutedCompanyIds: [7],
  quietHours: { isOn: true, start: '22:00', end: '07:00' },
};

/** The profile's follow-up choices carry over into the notification rules when an install upgrades. */
describe('the migration to the e-mail channel', () => {
  let handle: TDatabaseHandle | undefined;
  let folder: string | undefined;

  afterAll(async () => {
    await handle?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('gives the analytical follow-up’s users the trail’s events by e-mail, and keeps every other choice', async () => {
    handle = await openDatabase({});
    folder = migrationsBefore(EMAIL_MIGRATION);
    await migrate(handle.db as never, { migrationsFolder: folder });
    // 1: analytical on, rules saved; 2: analytical on, no rules; 3: analytical off, rules saved;
    // 4: analytical off, no rules.
    await handle.db
      .execute(sql`insert into users (id, email, name, password_hash, follow_up, follow_up_analytical)
      values (1, 'ana@cliente.example', 'Ana', 'x', true, true), (2, 'bia@cliente.example', 'Bia', 'x', true, true),
             (3, 'caio@cliente.example', 'Caio', 'x', true, false), (4, 'davi@cliente.example', 'Davi', 'x', false, false)`);
    await handle.db.execute(sql`insert into notification_settings (user_id, settings, updated_at)
      values (1, ${JSON.stringify(OLD_RULES)}::jsonb, now()), (3, ${JSON.stringify(OLD_RULES)}::jsonb, now())`);

    await migrate(handle.db as never, { migrationsFolder });

    const saved = await rowsOf<{ userId: number; settings: unknown }>(
      handle,
      sql`select user_id as "userId", settings from notification_settings order by user_id`,
    );
    expect(saved.map((row) => row.userId)).toEqual([1, 2, 3]);
    const rulesOf = (userId: number) =>
      ZNotificationSettings.parse(saved.find((row) => row.userId === userId)?.settings);
    const byEmail = (userId: number) =>
      Object.entries(rulesOf(userId).events)
        .filter(([, rule]) => rule.isEmail)
        .map(([event]) => event)
        .sort();
    const trailAndMessages = [...FOLLOW_UP_ANALYTICAL_EVENTS, 'MESSAGE_RECEIVED'].sort();
    expect(byEmail(1)).toEqual(trailAndMessages);
    expect(byEmail(2)).toEqual(trailAndMessages);
    expect(byEmail(3)).toEqual(['MESSAGE_RECEIVED']);
    // The rest of what Ana and Caio chose is as they left it.
    for (const userId of [1, 3]) {
      expect(rulesOf(userId)).toMatchObject({
        dateShiftDays: 5,
        mutedCompanyIds: [7],
        quietHours: { isOn: true },
        emailFrequency: 'EACH_EVENT',
        events: { PROCESS_STEP: { isInPortal: false, isPush: true } },
      });
    }
    const columns = await rowsOf<{ name: string }>(
      handle,
      sql`select column_name as name from information_schema.columns
        where table_name = 'users' and column_name = 'follow_up_analytical'`,
    );
    expect(columns).toEqual([]);
  });
});
