import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ATTENTION_RULES,
  ATTENTION_TITLES,
  type TAttentionRule,
  type TAttentionRuleKey,
} from '@pc/contract/attention';
import type { TCompany } from '@pc/contract/company';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import dialog from '../../components/dialog/dialog.module.css';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { useProcessModal, type TOpenProcessOptions } from '../../hooks/use-process-modal.ts';
import { duimpAttentionListPath } from '../../lib/duimp-list-path.ts';
import { formatNumber } from '../../lib/format.ts';
import { attentionQueryOptions } from './api/get-attention.ts';
import { DialogHeader } from './dialog-header.tsx';
import dialogs from './dialogs.module.css';
import styles from './home.module.css';
import { toCompanyIds } from './indicator-request.ts';

export const ATTENTION_EMPTY_TEXT = 'Nada precisa da sua atenção agora.';

/** The tab a rule's process opens on: the one that shows why it is listed. */
const tabOf = (rule: TAttentionRuleKey): TOpenProcessOptions => {
  switch (rule) {
    case 'messages':
      return { tab: 'mensagens' };
    case 'lpcoRequirement':
    case 'duimpAwaitingChannel':
      return { tab: 'duimp' };
    case 'delayedEtd':
    case 'cashOverdue':
    case 'cashDue':
    case 'storageChange':
    case 'channel':
    case 'quotations':
      return {};
  }
};

/** The process list filtered by the rule's own state, for the rules the list can filter by. */
const listPathOf = (rule: TAttentionRuleKey): string | null =>
  rule === 'lpcoRequirement' || rule === 'duimpAwaitingChannel' ? duimpAttentionListPath(rule) : null;

/** The items of one rule; each opens its process over the list, so the user can go through them. */
const AttentionDialog = ({ rule, onClose }: { rule: TAttentionRule | null; onClose: () => void }) => {
  const { openProcess } = useProcessModal();
  const listPath = rule && listPathOf(rule.rule);
  return (
    <Dialog.Root open={rule !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={`${dialog.content} ${dialogs.content} ${styles.attentionDialog}`}>
          {rule && (
            <>
              <DialogHeader title={rule.title}>
                {rule.count > rule.items.length
                  ? `Os ${formatNumber(rule.items.length)} mais urgentes de ${formatNumber(rule.count)} processos.`
                  : `${formatNumber(rule.count)} ${rule.count === 1 ? 'processo' : 'processos'}, o mais urgente primeiro.`}
              </DialogHeader>
              <ul className={styles.attentionItems}>
                {rule.items.map((item) => (
                  <li key={item.processId}>
                    <button
                      type="button"
                      className={styles.attentionItem}
                      // Unread messages open the process on its conversation.
                      onClick={() => openProcess(item.processId, tabOf(rule.rule))}
                    >
                      <span className={styles.attentionReference}>
                        {item.reference}
                        {item.customerRef && (
                          <span className={styles.attentionMuted}> · Ref. {item.customerRef}</span>
                        )}
                      </span>
                      <span>{item.detail}</span>
                      <SensitiveName className={styles.attentionMuted}>{item.companyName}</SensitiveName>
                    </button>
                  </li>
                ))}
              </ul>
              {listPath && (
                <Link className={styles.attentionListLink} to={listPath} onClick={onClose}>
                  Ver todos na lista de processos
                </Link>
              )}
            </>
          )}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

/**
 * While the counts load, every rule's line with a placeholder for its count: the card is as tall
 * as it will be, so the Home below it does not jump when the answer arrives (no layout shift on a phone).
 */
const PendingRules = () => (
  <>
    <span className="visually-hidden" role="status" aria-label="Carregando" />
    <ul className={styles.attentionRules} aria-hidden="true">
      {ATTENTION_RULES.map((rule) => (
        <li key={rule}>
          <span className={styles.attentionRule} data-pending="">
            <span className={styles.attentionCountSkeleton} />
            <span>{ATTENTION_TITLES[rule]}</span>
          </span>
        </li>
      ))}
    </ul>
  </>
);

/**
 * "Precisa de atenção" (not in the spec): what needs the customer's action or eye in
 * the Home's companies, a count per rule; a rule opens its processes.
 */
export const AttentionCard = ({ companies }: { companies: readonly TCompany[] }) => {
  const customersId = toCompanyIds(companies);
  const attention = useQuery(attentionQueryOptions(customersId));
  const [openRule, setOpenRule] = useState<TAttentionRuleKey | null>(null);
  const rules = attention.data ?? [];
  const isQuiet = attention.isSuccess && rules.every((rule) => rule.count === 0);

  return (
    <section
      className={`${styles.section} ${styles.attention}`}
      aria-labelledby="home-attention-title"
      data-testid="attention-card"
    >
      <h2 id="home-attention-title" className={styles.attentionTitle}>
        Precisa de atenção
      </h2>
      {attention.isPending && <PendingRules />}
      {attention.isError && <span className={styles.unavailable}>Indisponível</span>}
      {isQuiet && <p className={styles.attentionMuted}>{ATTENTION_EMPTY_TEXT}</p>}
      {attention.isSuccess && !isQuiet && (
        <ul className={styles.attentionRules}>
          {rules.map((rule) => (
            <li key={rule.rule}>
              <button
                type="button"
                className={styles.attentionRule}
                disabled={rule.count === 0}
                onClick={() => setOpenRule(rule.rule)}
                data-count={rule.count}
              >
                <span className={rule.count > 0 ? styles.attentionCount : styles.attentionZero}>
                  {formatNumber(rule.count)}
                </span>
                <span>{rule.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <AttentionDialog
        rule={rules.find((rule) => rule.rule === openRule) ?? null}
        onClose={() => setOpenRule(null)}
      />
    </section>
  );
};
