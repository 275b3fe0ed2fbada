import { z } from 'zod';
import {
  ZCreateWebhookBody,
  type TCreateWebhookBody,
  type TWebhookSubscription,
} from '@pc/contract/webhooks';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_SUBSCRIBABLE_EVENT_TYPES,
  type TWebhookSubscribableEventType,
} from '@pc/contract/webhooks-events';

export const EVENTS_REQUIRED_MESSAGE = 'Escolha ao menos um evento.';
export const COMPANIES_REQUIRED_MESSAGE = 'Escolha ao menos uma empresa, ou marque Todas as empresas.';
export const CUSTOMER_COMPANIES_REQUIRED_MESSAGE = 'Escolha ao menos uma empresa.';
export const ALL_COMPANIES_TEXT = 'Todas as empresas';

/** A company as the form keeps it (the picker's choice, the subscription's list). */
export type TFormCompany = { id: number; name: string };

/** The events a subscription may choose, each with its pt-BR label, in the contract's order. */
export const EVENT_OPTIONS = WEBHOOK_SUBSCRIBABLE_EVENT_TYPES.map((type) => ({
  type,
  label: WEBHOOK_EVENT_LABELS[type],
}));

/**
 * The dialog's fields. URL and description are checked by the contract's own rules (the server's
 * messages); events and companies say what to do on the screen, where checkboxes replace the API's names.
 */
export const webhookFormSchema = ({ canChooseAll }: { canChooseAll: boolean }) =>
  z
    .object({
      url: ZCreateWebhookBody.shape.url,
      description: ZCreateWebhookBody.shape.description,
      events: z.array(z.enum(WEBHOOK_SUBSCRIBABLE_EVENT_TYPES)).min(1, EVENTS_REQUIRED_MESSAGE),
      isAllCompanies: z.boolean(),
      companies: z.array(z.object({ id: z.number(), name: z.string() })),
      isActive: z.boolean(),
    })
    .superRefine((values, context) => {
      if ((canChooseAll && values.isAllCompanies) || values.companies.length > 0) return;
      context.addIssue({
        code: 'custom',
        path: ['companies'],
        message: canChooseAll ? COMPANIES_REQUIRED_MESSAGE : CUSTOMER_COMPANIES_REQUIRED_MESSAGE,
      });
    });

export type TWebhookFormValues = z.input<ReturnType<typeof webhookFormSchema>>;
export type TWebhookFormOutput = z.output<ReturnType<typeof webhookFormSchema>>;

/** An empty form (every event chosen is the usual integration), or the subscription to change. */
export const toFormValues = (
  subscription: TWebhookSubscription | null,
  { canChooseAll }: { canChooseAll: boolean },
): TWebhookFormValues =>
  subscription
    ? {
        url: subscription.url,
        description: subscription.description,
        events: [...subscription.events],
        isAllCompanies: canChooseAll && subscription.companies === null,
        companies: subscription.companies ?? [],
        isActive: subscription.isActive,
      }
    : {
        url: '',
        description: '',
        events: [] as TWebhookSubscribableEventType[],
        isAllCompanies: canChooseAll,
        companies: [],
        isActive: true,
      };

/** The body of a creation (a change sends the same fields). */
export const toWebhookBody = (
  values: TWebhookFormOutput,
  { canChooseAll }: { canChooseAll: boolean },
): TCreateWebhookBody => ({
  url: values.url,
  description: values.description,
  events: values.events,
  companyIds: canChooseAll && values.isAllCompanies ? null : values.companies.map((company) => company.id),
  isActive: values.isActive,
});

/** 'Todas as empresas' or their names. */
export const companiesText = (subscription: Pick<TWebhookSubscription, 'companies'>): string =>
  subscription.companies === null
    ? ALL_COMPANIES_TEXT
    : subscription.companies.map((company) => company.name).join(', ');
