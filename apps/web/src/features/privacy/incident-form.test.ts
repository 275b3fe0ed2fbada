import { describe, expect, it } from 'vitest';
import { EMPTY_INCIDENT_FORM, readIncidentForm, REQUIRED_MESSAGE } from './incident-form.ts';

const FILLED = {
  ...EMPTY_INCIDENT_FORM,
  occurredOn: '26/02/2026',
  knownOn: '27/02/2026',
  nature: 'Relatório enviado ao cliente errado',
  dataAffected: 'Nome e e-mail',
  peopleAffected: 'Usuários da Aurora',
  measures: 'Pedido de exclusão ao destinatário',
};

describe('the incident form', () => {
  it('reads DD/MM/AAAA into the call’s days, and blank notices as not told', () => {
    const reading = readIncidentForm({ ...FILLED, peopleAffectedCount: '3', anpdNotifiedOn: '03/03/2026' });
    expect(reading.body).toMatchObject({
      occurredOn: '2026-02-26',
      knownOn: '2026-02-27',
      peopleAffectedCount: 3,
      anpdNotifiedOn: '2026-03-03',
      peopleNotifiedOn: null,
    });
  });

  it('names each missing or wrong field in pt-BR', () => {
    const reading = readIncidentForm({
      ...FILLED,
      nature: ' ',
      knownOn: '31/02/2026',
      peopleAffectedCount: '2,5',
    });
    expect(reading.errors).toEqual({
      nature: REQUIRED_MESSAGE,
      knownOn: 'Data inválida: 31/02/2026. Informe uma data que exista, no formato DD/MM/AAAA.',
      peopleAffectedCount: 'Informe um número inteiro, ou deixe em branco.',
    });
  });
});
