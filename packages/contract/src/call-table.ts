import * as adminAudit from './admin-audit.ts';
import * as adminClients from './admin-clients.ts';
import * as adminCompanies from './admin-companies.ts';
import * as adminSpreadsheet from './admin-spreadsheet.ts';
import * as adminQuotations from './admin-quotations.ts';
import * as adminUsers from './admin-users.ts';
import * as attention from './attention.ts';
import * as auth from './auth.ts';
import * as bi from './bi.ts';
import * as branding from './branding.ts';
import * as calendarFeed from './calendar-feed.ts';
import type { TCall } from './call.ts';
import * as cashCalendar from './cash-calendar.ts';
import * as customerDocuments from './customer-documents.ts';
import * as dashboard from './dashboard.ts';
import * as duimp from './duimp.ts';
import * as followUp from './follow-up.ts';
import * as forwarderQuote from './forwarder-quote.ts';
import * as health from './health.ts';
import * as integration from './integration.ts';
import * as integrationCollaboration from './integration-collaboration.ts';
import * as invitation from './invitation.ts';
import * as landedCost from './landed-cost.ts';
import * as messages from './messages.ts';
import * as adminNotifications from './admin-notifications.ts';
import * as notificationDevices from './notification-devices.ts';
import * as notifications from './notifications.ts';
import * as paymentReports from './payment-reports.ts';
import * as privacy from './privacy.ts';
import * as indicators from './indicators.ts';
import * as transitTime from './transit-time.ts';
import * as operationalCalendar from './operational-calendar.ts';
import * as processCalls from './process-calls.ts';
import * as products from './products.ts';
import * as quotation from './quotation.ts';
import * as secondFactor from './second-factor.ts';
import * as webhooks from './webhooks.ts';

const MODULES = {
  adminAudit,
  adminClients,
  adminCompanies,
  adminSpreadsheet,
  adminQuotations,
  adminUsers,
  attention,
  auth,
  bi,
  branding,
  calendarFeed,
  cashCalendar,
  customerDocuments,
  dashboard,
  duimp,
  followUp,
  forwarderQuote,
  health,
  integration,
  integrationCollaboration,
  invitation,
  landedCost,
  products,
  messages,
  notifications,
  notificationDevices,
  adminNotifications,
  paymentReports,
  privacy,
  indicators,
  transitTime,
  operationalCalendar,
  processCalls,
  quotation,
  secondFactor,
  webhooks,
};

/**
 * Every call the contract defines (each exported `…Call`), named: what checks over all routes
 * read (the expected-route list, the fuzz suite), so a new call is covered the day it is added.
 * A call module added to the contract is added here.
 */
export const listCalls = (): [name: string, call: TCall][] =>
  Object.values(MODULES).flatMap((module) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('Call'))
      .map(([name, call]) => [name, call as TCall] as [string, TCall]),
  );
