import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page.tsx';
import { routes } from '../../lib/routes.ts';

export const HomePage = () => <PlaceholderPage title={routes.Home.title} documentTitle={routes.Home.title} />;
