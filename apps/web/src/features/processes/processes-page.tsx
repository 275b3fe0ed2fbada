import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page.tsx';
import { routes } from '../../lib/routes.ts';

export const ProcessesPage = () => {
  // Spec part 1 §2: an id in the route opens that process modal on load.
  const { id } = useParams();
  return (
    <PlaceholderPage title={routes.Processes.title}>
      {id && <p data-testid="process-id">Processo solicitado: {id}</p>}
    </PlaceholderPage>
  );
};
