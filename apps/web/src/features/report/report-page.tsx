import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page.tsx';
import { routes } from '../../lib/routes.ts';

export const ReportPage = () => <PlaceholderPage title={routes.ProcessesReport.title} />;
