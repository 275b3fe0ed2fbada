import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page.tsx';
import { routes } from '../../lib/routes.ts';

// The allow-list rule (spec part 2 §2.2) is the route guard RequireAnalytics (app/router.tsx).
export const AnalyticsPage = () => <PlaceholderPage title={routes.Analytics.title} />;
