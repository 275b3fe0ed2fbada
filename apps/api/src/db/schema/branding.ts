import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './documents.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The portal's visual identity (back-office Identidade visual), one row (id 1) set by an admin. A
 * null column keeps the product's own default, so an install without the row looks like the demo.
 */
export const portalBranding = pgTable(
  'portal_branding',
  {
    id: integer('id').primaryKey().default(1),
    portalName: text('portal_name'),
    /** `#rrggbb`, accepted only when it passes WCAG AA against the texts drawn on it. */
    primaryColor: text('primary_color'),
    /** PNG bytes, or an SVG already sanitised on upload. */
    logo: bytea('logo'),
    logoMimeType: text('logo_mime_type'),
    emailSenderName: text('email_sender_name'),
    supportEmail: text('support_email'),
    supportPhone: text('support_phone'),
    /** LGPD art. 41: the controller (controlador) and DPO (encarregado) the privacy notice names. */
    controllerName: text('controller_name'),
    controllerContact: text('controller_contact'),
    dpoName: text('dpo_name'),
    dpoContact: text('dpo_contact'),
    /** Raised on every save: caches and the prerendered sign-in page key on it. */
    version: integer('version').notNull().default(0),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('portal_branding_single_ck', sql`${t.id} = 1`),
    check('portal_branding_color_ck', sql`${t.primaryColor} is null or ${t.primaryColor} ~ '^#[0-9a-f]{6}$'`),
    check(
      'portal_branding_logo_ck',
      sql`(${t.logo} is null) = (${t.logoMimeType} is null) and (${t.logoMimeType} is null or ${t.logoMimeType} in ('image/png','image/svg+xml'))`,
    ),
  ],
);
