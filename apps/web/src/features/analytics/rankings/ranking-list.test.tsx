import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storage, storageKeys } from '../../../lib/storage.ts';
import { makeCredential } from '../../../test/make-credential.ts';
import { toCountryCatalogue } from '../countries/country-catalogue.ts';
import { RankingList, type TRankingRow } from './ranking-list.tsx';

// The rankings' flags load their index (about 270 files) on first show: loaded up front, so the
// file does not end while it is still loading.
beforeAll(() => import('../countries/flag-urls.ts'), 60_000);

const CATALOGUE = toCountryCatalogue([{ codigo: '386', sigla: 'IT', nome: 'Itália' }]);
const LONG_NAME = 'Lombarda Componenti Meccaniche di Precisione Industriale S.p.A.';
const ROWS: TRankingRow[] = [
  { id: 1, name: LONG_NAME, isNameSensitive: true, countryCode: '386', total: 9_729_370.66 },
];

describe('<RankingList /> names (spec part 2 §2.6)', () => {
  it('a name cut after two lines keeps its full text as a tooltip', () => {
    render(<RankingList rows={ROWS} catalogue={CATALOGUE} emptyText="Nenhum" label="Exportadores" />);
    expect(screen.getByText(LONG_NAME).closest('[title]')?.getAttribute('title')).toBe(LONG_NAME);
  });

  it('in presentation mode the blurred name has no tooltip to read it from', () => {
    storage.setJson(storageKeys.user, makeCredential({ email: 'analista@portal.example', role: 'STAFF' }));
    storage.set(storageKeys.presentationMode, 'on');
    render(<RankingList rows={ROWS} catalogue={CATALOGUE} emptyText="Nenhum" label="Exportadores" />);
    expect(screen.getByText(LONG_NAME).closest('[data-sensitive]')?.getAttribute('data-sensitive')).toBe(
      'blurred',
    );
    expect(document.querySelector('[title]')).toBeNull();
  });
});
