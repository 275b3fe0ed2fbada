import { USER_UPSERT_ACTION } from '@pc/contract/admin-audit';
import type { TIngestUser, TIngestUserResponse } from '@pc/contract/integration';
import { recordAuditEvent, type TAuditEvent } from '../audit/record-audit-event.ts';
import type { TDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { canWriteCompany } from '../auth/service-client.ts';
import { assertAnAdminRemains, lockActiveAdminIds } from '../users/last-admin.ts';
import type { TIngestionCaller } from './ingestion-caller.ts';
import { unusablePasswordHash } from '../auth/password.ts';
import type { TMailQueue } from '../mail/mail-queue.ts';
import { createInvitation } from '../invitations/create-invitation.ts';
import { buildUserLetter, invitationLetter } from '../invitations/invitation-email.ts';
import {
  findCompaniesByCnpj,
  findUserByEmail,
  findUserCompanyIds,
  insertUser,
  linkUserCompanies,
  unlinkUserCompanies,
  updateUser,
} from './integration-repository.ts';

const staffRoleRefused = () =>
  new AppError(
    'FORBIDDEN',
    'Só um cliente de integração com acesso a todas as empresas pode dar o papel STAFF ou ADMIN a um usuário.',
  );

const userNotFound = () => new AppError('NOT_FOUND', 'Usuário não encontrado.');

const staffUserRefused = () =>
  new AppError(
    'FORBIDDEN',
    'Só um cliente de integração com acesso a todas as empresas pode alterar um usuário da equipe do despachante (STAFF ou ADMIN).',
  );

const sharedUser = () =>
  new AppError(
    'FORBIDDEN',
    'Este usuário também tem acesso a empresas fora deste cliente de integração: só um cliente com acesso a todas as empresas dele pode alterar o nome, a situação (isActive) ou o papel (role).',
  );

/** The company a user's audit record is filed under: theirs when they have exactly one. */
const soleCompany = (companyIds: readonly number[]): number | null =>
  companyIds.length === 1 ? (companyIds[0] ?? null) : null;

/**
 * The new user's one-time set-password link (the same as an admin's invitation in Usuários), e-mailed
 * in the user's transaction: a refused or previewed write leaves neither the link nor the e-mail.
 */
const recordInvitation = async ({
  tx,
  mailQueue,
  caller,
  userId,
  email,
  user,
  companies,
  options,
}: {
  tx: Parameters<Parameters<TDatabase['transaction']>[0]>[0];
  mailQueue: TMailQueue;
  caller: TIngestionCaller;
  userId: number;
  email: string;
  user: TIngestUser;
  companies: readonly { name: string }[];
  options: { publicUrl: string; now: Date };
}): Promise<number[]> => {
  const { link, expiresAt } = await createInvitation({
    db: tx,
    userId,
    createdBy: 'userId' in caller.actor ? caller.actor.userId : null,
    now: options.now,
    publicUrl: options.publicUrl,
  });
  const body = invitationLetter({
    to: email,
    link,
    expiresAt,
    companyNames: companies.map((company) => company.name),
  });
  return mailQueue.recordEmails(tx, [
    { ...buildUserLetter({ to: email, name: user.name, body }), dedupeKey: `invitation:${userId}` },
  ]);
};

/**
 * Creates or updates a user by e-mail with the companies they see, and their role (absent keeps it;
 * only an unlimited client grants STAFF or ADMIN). A limited client
 * manages only the links to its own companies (others stay as they are) and sees a user of other
 * companies only as missing (404). The user row itself (name, isActive, role) is everyone's who shares
 * the user: a limited client changes it only when every company of the user is its own (403
 * otherwise), since a deactivation or a new name reaches the user's other companies too. A new user
 * gets an unusable password and an invitation e-mail with a one-time set-password link, recorded in
 * the same transaction and sent after it. Whatever the path, the portal keeps an active admin
 * (core/users/last-admin.ts), a limited client never changes the broker's staff, and a staff
 * member's links are only added to.
 */
export const upsertUser = async (options: {
  db: TDatabase;
  mailQueue: TMailQueue;
  caller: TIngestionCaller;
  email: string;
  user: TIngestUser;
  publicUrl: string;
  ip: string | null;
  now: Date;
}): Promise<TIngestUserResponse> => {
  const { db, mailQueue, caller, user, now } = options;
  const email = options.email.trim().toLowerCase();
  const cnpjs = [...new Set(user.companyCnpjs.map((cnpj) => cnpj.replace(/\D/g, '')))];
  const isManaged = (companyId: number) => canWriteCompany(caller, companyId);
  // Staff see every company and act in the broker's name: a client limited to some companies must
  // not mint them (checked before any write).
  if (caller.companyIds && user.role !== undefined && user.role !== 'CUSTOMER') throw staffRoleRefused();

  // Audited in the write's own transaction; the values never include the password hash.
  const audit = (id: number, companyIds: readonly number[]): Omit<TAuditEvent, 'before' | 'after'> => ({
    actor: caller.actor,
    action: USER_UPSERT_ACTION,
    subject: { type: 'user', id },
    companyId: soleCompany(companyIds),
    ip: options.ip,
    at: now,
  });

  const { response, outboxIds } = await db.transaction(async (tx) => {
    // A company outside a limited client's list is not found, like one that does not exist: the
    // answer never tells the client which other companies the broker has.
    const companies = (await findCompaniesByCnpj(tx, cnpjs)).filter(
      (company) => company.isCustomer && isManaged(company.id),
    );
    const found = new Set(companies.map((company) => company.federalId));
    const missing = cnpjs.filter((cnpj) => !found.has(cnpj));
    if (missing.length > 0) {
      throw new AppError(
        'BAD_REQUEST',
        `Empresa(s) não encontrada(s): ${missing.join(', ')}. Cadastre-as antes.`,
      );
    }
    const wanted = companies.map((company) => company.id);
    // A call that could take an admin away locks the admins before the user's row, in the order
    // the back-office's actions take them, so the two never wait on each other.
    const lockedAdminIds =
      user.isActive === false || (user.role !== undefined && user.role !== 'ADMIN')
        ? await lockActiveAdminIds(tx)
        : null;
    const current = await findUserByEmail(tx, email);

    if (!current) {
      // Nobody knows this password: the user chooses one through the invitation's link.
      const passwordHash = await unusablePasswordHash();
      const id = await insertUser(tx, {
        name: user.name,
        email,
        passwordHash,
        isActive: user.isActive ?? true,
        role: user.role ?? 'CUSTOMER',
      });
      await linkUserCompanies(tx, id, wanted);
      await recordAuditEvent(tx, {
        ...audit(id, wanted),
        before: null,
        after: {
          name: user.name,
          email,
          isActive: user.isActive ?? true,
          role: user.role ?? 'CUSTOMER',
          companyIds: wanted,
        },
      });
      const isInvited = user.isActive ?? true;
      const outboxIds = isInvited
        ? await recordInvitation({ tx, mailQueue, caller, userId: id, email, user, companies, options })
        : [];
      return { response: { result: 'created', id, isInvited } as TIngestUserResponse, outboxIds };
    }

    const linked = await findUserCompanyIds(tx, current.id);
    if (caller.companyIds && !linked.some(isManaged)) throw userNotFound();
    const isStaff = current.role !== 'CUSTOMER';
    // A staff member's companies are the back-office's to set (staff see every company anyway):
    // an upsert links what it sends and never unlinks what it does not own.
    const toUnlink = isStaff
      ? []
      : linked.filter((companyId) => isManaged(companyId) && !wanted.includes(companyId));
    const toLink = wanted.filter((companyId) => !linked.includes(companyId));
    const patch = {
      ...(user.name !== current.name ? { name: user.name } : {}),
      ...(user.isActive !== undefined && user.isActive !== current.isActive
        ? { isActive: user.isActive }
        : {}),
      ...(user.role !== undefined && user.role !== current.role ? { role: user.role } : {}),
    };
    const isPatched = Object.keys(patch).length > 0;
    // Checked before any write, so a refused call changes nothing (links included).
    if (caller.companyIds && isStaff && (isPatched || toLink.length > 0)) throw staffUserRefused();
    if (isPatched && !linked.every(isManaged)) throw sharedUser();
    await assertAnAdminRemains({
      db: tx,
      user: current,
      next: { role: patch.role ?? current.role, isActive: patch.isActive ?? current.isActive },
      lockedAdminIds,
    });
    await unlinkUserCompanies(tx, current.id, toUnlink);
    await linkUserCompanies(tx, current.id, toLink);
    const isChanged = isPatched || toLink.length + toUnlink.length > 0;
    if (isPatched) await updateUser(tx, { id: current.id }, { ...patch, updatedAt: now });
    if (isChanged) {
      const companyIds = [...linked.filter((companyId) => !toUnlink.includes(companyId)), ...toLink];
      const isRelinked = toLink.length + toUnlink.length > 0;
      const was = { name: current.name, isActive: current.isActive, role: current.role };
      await recordAuditEvent(tx, {
        ...audit(current.id, companyIds),
        before: {
          ...Object.fromEntries(Object.keys(patch).map((key) => [key, was[key as keyof typeof was]])),
          ...(isRelinked ? { companyIds: linked } : {}),
        },
        after: { ...patch, ...(isRelinked ? { companyIds } : {}) },
      });
    }
    return {
      response: {
        result: isChanged ? 'updated' : 'unchanged',
        id: current.id,
        isInvited: false,
      } as TIngestUserResponse,
      outboxIds: [],
    };
  });
  await mailQueue.dispatchEmails(outboxIds);
  return response;
};
