import { useState } from 'react';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { PlainTable } from '../../components/plain-table/plain-table.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { routes } from '../../lib/routes.ts';
import { useIncidentsExportMutation, usePrivacyIncidentsQuery } from './api/privacy.ts';
import { IncidentDialog, type TIncidentEditing } from './incident-dialog.tsx';
import { formatDay, noticeText } from './privacy-texts.ts';
import styles from './privacy.module.css';

export const INCIDENT_HEADERS = [
  'Nº',
  'Conhecido em',
  'Natureza',
  'Titulares',
  'ANPD',
  'Titulares avisados',
] as const;
export const EMPTY_INCIDENTS_TEXT = 'Nenhum incidente registrado.';

/** Administração › Incidentes de segurança: the ANPD record (Resolution 15/2024), kept 5 years. */
export const AdminIncidentsPage = () => {
  const toast = useToast();
  const incidents = usePrivacyIncidentsQuery();
  const exportSheet = useIncidentsExportMutation();
  const [editing, setEditing] = useState<TIncidentEditing>(null);
  const rows = incidents.data?.data ?? [];

  return (
    <section className={styles.card} aria-labelledby="admin-incidents-title">
      <PageTitle parts={[routes.AdminPrivacyIncidents.title, routes.Admin.title]} />
      <header className={styles.pageHeader}>
        <h2 id="admin-incidents-title" className={styles.cardTitle}>
          {routes.AdminPrivacyIncidents.title}
        </h2>
        <p className={styles.muted}>
          O registro de incidentes com dados pessoais pedido pela ANPD (Resolução CD/ANPD nº 15/2024):
          comunique a ANPD e os titulares em até 3 dias úteis da data do conhecimento. O registro é guardado
          por 5 anos e não pode ser apagado.
        </p>
      </header>
      <div className={styles.toolbar}>
        <button type="button" className={styles.primaryButton} onClick={() => setEditing('new')}>
          Registrar incidente
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={exportSheet.isPending || rows.length === 0}
          onClick={() =>
            exportSheet.mutate(undefined, {
              onError: (error) =>
                toast.error(errorMessage(error, 'Não foi possível exportar os incidentes.')),
            })
          }
        >
          {exportSheet.isPending ? 'Exportando…' : 'Exportar planilha'}
        </button>
      </div>
      <LoadingOverlay isVisible={incidents.isPending} variant="container" label="Carregando incidentes" />
      {incidents.isError ? (
        <p className={styles.error} role="alert">
          {errorMessage(incidents.error, 'Não foi possível carregar os incidentes.')}
        </p>
      ) : (
        <PlainTable label="Tabela de incidentes de segurança" headers={INCIDENT_HEADERS} hasActions>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={INCIDENT_HEADERS.length + 1} className={styles.muted}>
                {incidents.isPending ? '' : EMPTY_INCIDENTS_TEXT}
              </td>
            </tr>
          ) : (
            rows.map((incident) => (
              <tr key={incident.id}>
                <td>{incident.id}</td>
                <td className={styles.nowrap}>{formatDay(incident.knownOn)}</td>
                <td className={styles.cell}>{incident.nature}</td>
                <td className={styles.cell}>
                  {incident.peopleAffected}
                  {incident.peopleAffectedCount !== null && ` (${incident.peopleAffectedCount})`}
                </td>
                <td className={incident.anpdNotifiedOn === null ? styles.overdue : styles.nowrap}>
                  {noticeText(incident.anpdNotifiedOn, incident.noticeDueOn)}
                </td>
                <td className={incident.peopleNotifiedOn === null ? styles.overdue : styles.nowrap}>
                  {noticeText(incident.peopleNotifiedOn, incident.noticeDueOn)}
                </td>
                <td>
                  <button
                    type="button"
                    className={styles.secondaryButton}
                    aria-label={`Editar o incidente nº ${incident.id}`}
                    onClick={() => setEditing(incident)}
                  >
                    Editar
                  </button>
                </td>
              </tr>
            ))
          )}
        </PlainTable>
      )}
      <IncidentDialog editing={editing} onClose={() => setEditing(null)} />
    </section>
  );
};
